import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  catalogues,
  LOCALES,
  type Locale,
  type MailTemplate,
  MailTemplateSchema,
  type MailTemplates,
  type SaveSiteSettingsBody,
} from '@talent/contract';

type Overrides = Partial<Record<ApplicationStatus, Partial<Record<Locale, MailTemplate>>>>;

/** The site's own wording of one e-mail, if it has a readable one (`settings.mail_templates`). */
function overrideOf(settings: Record<string, unknown>, status: ApplicationStatus, locale: Locale) {
  const all = settings.mail_templates as Record<string, Record<string, unknown> | undefined> | undefined;
  const parsed = MailTemplateSchema.safeParse(all?.[status]?.[locale]);
  return parsed.success ? parsed.data : null;
}

/** The e-mail sent when an application moves to `status`, in `locale`: the site's wording or the default. */
export function statusMailOf(
  settings: Record<string, unknown>,
  status: ApplicationStatus,
  locale: Locale,
): MailTemplate {
  return overrideOf(settings, status, locale) ?? catalogues[locale].mail.applicationStatus[status];
}

/** Every status e-mail in every language, marked where the site changed the default. */
export function statusMailsOf(settings: Record<string, unknown>): MailTemplates {
  return Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [
      status,
      Object.fromEntries(
        LOCALES.map((locale) => {
          const own = overrideOf(settings, status, locale);
          return [locale, { ...(own ?? catalogues[locale].mail.applicationStatus[status]), customised: own !== null }];
        }),
      ),
    ]),
  ) as MailTemplates;
}

/** The stored overrides after a change: a template sets one, `null` puts the default back. */
export function mergeStatusMails(
  settings: Record<string, unknown>,
  patch: NonNullable<SaveSiteSettingsBody['mail_templates']>,
): Overrides {
  const merged: Overrides = {};
  for (const status of APPLICATION_STATUSES) {
    for (const locale of LOCALES) {
      const change = patch[status]?.[locale];
      const next = change === undefined ? overrideOf(settings, status, locale) : change;
      if (next) merged[status] = { ...merged[status], [locale]: next };
    }
  }
  return merged;
}
