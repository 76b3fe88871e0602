import type { SiteFormField } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { siteFormSubmissions, siteForms, siteFormVersions } from '../db/schema/index.js';

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number>; employerIds: Map<string, number> };

const label = (en: string, fr: string, ar: string) => ({ en, fr, ar });

/** Acme Jobs' employer registration form: the four fields the handler needs, phone, website and one of the site's own. */
export const DEMO_REGISTRATION_FIELDS: SiteFormField[] = [
  {
    key: 'company_name',
    type: 'short_text',
    label: label('Company name', 'Nom de l’entreprise', 'اسم الشركة'),
    required: true,
    max_length: 120,
  },
  { key: 'first_name', type: 'short_text', label: label('First name', 'Prénom', 'الاسم الأول'), required: true },
  { key: 'last_name', type: 'short_text', label: label('Last name', 'Nom', 'اسم العائلة'), required: true },
  {
    key: 'email',
    type: 'email',
    label: label('Work e-mail', 'E-mail professionnel', 'البريد الإلكتروني للعمل'),
    help: label(
      'We send the link to confirm your registration here.',
      'Nous y envoyons le lien pour confirmer votre inscription.',
      'نرسل إليه رابط تأكيد تسجيلك.',
    ),
    required: true,
  },
  { key: 'phone', type: 'phone', label: label('Phone', 'Téléphone', 'الهاتف'), required: false },
  { key: 'website', type: 'short_text', label: label('Website', 'Site web', 'الموقع الإلكتروني'), required: false },
  {
    key: 'hiring_for',
    type: 'long_text',
    label: label('Which roles do you hire for?', 'Pour quels postes recrutez-vous ?', 'ما الوظائف التي توظّف لها؟'),
    required: false,
    max_length: 1000,
  },
];

/** The answers Fabrikam Foods (on hold in Acme Jobs) registered with, as asked in English. */
const FABRIKAM_ANSWERS: Record<string, string> = {
  company_name: 'Fabrikam Foods',
  first_name: 'Fatima',
  last_name: 'Rahman',
  email: 'hiring@fabrikam.test',
  phone: '+44 113 496 0303',
  website: 'https://fabrikam.example',
  hiring_for: 'Line cooks, kitchen porters and a head chef for our new Leeds canteen.',
};

/**
 * Acme Jobs has a published employer registration form (issue 21), and Fabrikam Foods, on hold,
 * registered through it: the detail page shows its answers. No visitor can be told apart from it.
 */
export async function seedDemoEmployerRegistration(tx: Queryable, ids: Ids) {
  const siteId = ids.siteIds.get('acmeJobs')!;
  const [form] = await tx
    .insert(siteForms)
    .values({
      accountId: ids.accountIds.get('acme')!,
      siteId,
      name: 'Employer registration',
      handler: 'employer_registration',
      status: 'published',
      draft: DEMO_REGISTRATION_FIELDS,
      createdAt: sql`now() - interval '30 days'`,
    })
    .returning({ id: siteForms.id });
  const [version] = await tx
    .insert(siteFormVersions)
    .values({
      accountId: ids.accountIds.get('acme')!,
      formId: form!.id,
      version: 1,
      fields: DEMO_REGISTRATION_FIELDS,
      handler: 'employer_registration',
      publishedAt: sql`now() - interval '30 days'`,
    })
    .returning({ id: siteFormVersions.id });
  await tx.update(siteForms).set({ publishedVersionId: version!.id }).where(sql`${siteForms.id} = ${form!.id}`);
  const employerId = ids.employerIds.get('Fabrikam Foods')!;
  await tx.insert(siteFormSubmissions).values({
    accountId: ids.accountIds.get('acme')!,
    formId: form!.id,
    versionId: version!.id,
    siteId,
    answers: Object.fromEntries(
      DEMO_REGISTRATION_FIELDS.map((f) => [f.key, { label: f.label.en, value: FABRIKAM_ANSWERS[f.key] ?? null }]),
    ),
    email: FABRIKAM_ANSWERS.email!,
    locale: 'en',
    ipHash: 'demo',
    handlerResult: { employer_id: employerId },
    employerId,
    // Registered with the employer (seeded one day ago).
    createdAt: sql`now() - interval '1 day'`,
  });
}
