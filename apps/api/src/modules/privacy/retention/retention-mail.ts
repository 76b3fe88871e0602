import { type ErasureScheduleReason, interpolate, isLocale, type Locale } from '@talent/contract';
import type { Queryable } from '../../../db/client.js';
import { enqueueMail } from '../../../platform/mail/outbox.js';
import { privacyTexts } from '../texts/index.js';
import { formatDay } from './retention-rules.js';

/** The public path of the keep link's page (served by this API, on the account's brand host). */
export const KEEP_PATH = '/portal/public/privacy/keep';

export const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

export type NoticeMail = {
  accountId: number;
  to: string;
  name: string;
  locale: string;
  site: string;
  brand: string;
  months: number;
  dueAt: Date;
  reason: ErasureScheduleReason;
  hardDelete: boolean;
  /** The keep link (already on the account's brand host, token included). */
  link: string;
  /** The privacy footer every candidate e-mail carries (the notice and their manage link). */
  footer: string;
};

/**
 * Queues the sweep's notice in the candidate's language: why they were marked, what erasure will
 * remove and when, and the keep link. In the caller's transaction, so a rolled-back batch mails nobody.
 */
export async function enqueueNotice(q: Queryable, mail: NoticeMail): Promise<void> {
  const locale = localeOf(mail.locale);
  const text = privacyTexts[locale].privacyRetention;
  const date = formatDay(locale, mail.dueAt);
  const why = interpolate(mail.reason === 'retention' ? text.whyRetention : text.whyNoConsent, {
    site: mail.site,
    months: mail.months,
  });
  const params = {
    name: mail.name,
    site: mail.site,
    brand: mail.brand,
    date,
    months: mail.months,
    link: mail.link,
    why,
    what: mail.hardDelete ? text.whatDelete : text.whatAnonymise,
  };
  await enqueueMail(q, {
    accountId: mail.accountId,
    to: mail.to,
    locale,
    template: 'privacy_retention_notice',
    subject: interpolate(text.noticeSubject, params),
    text: interpolate(text.noticeBody, params) + mail.footer,
  });
}
