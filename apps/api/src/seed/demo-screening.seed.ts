import type { ScreeningKnockout, SiteFormField } from '@talent/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { applications, jobs, seekers, siteFormSubmissions, siteForms, siteFormVersions } from '../db/schema/index.js';

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number> };

const t = (en: string, fr: string, ar: string) => ({ en, fr, ar });

/** Acme Jobs' screening questions: the right to work knocks an applicant out (→ unsuccessful). */
export const DEMO_SCREENING_FIELDS: SiteFormField[] = [
  {
    key: 'right_to_work',
    type: 'yes_no',
    label: t(
      'Do you have the right to work in the UK?',
      'Avez-vous le droit de travailler au Royaume-Uni ?',
      'هل لديك حق العمل في المملكة المتحدة؟',
    ),
    required: true,
    knockout: { expected: true, to_status: 'unsuccessful' },
  },
  {
    key: 'experience_years',
    type: 'number',
    label: t('Years of relevant experience', 'Années d’expérience pertinente', 'سنوات الخبرة ذات الصلة'),
    required: true,
    min: 0,
    max: 50,
  },
  {
    key: 'notice',
    type: 'single_choice',
    label: t('When could you start?', 'Quand pourriez-vous commencer ?', 'متى يمكنك البدء؟'),
    required: false,
    options: [
      { value: 'now', label: t('Straight away', 'Immédiatement', 'فورًا') },
      { value: 'two_weeks', label: t('In two weeks', 'Dans deux semaines', 'خلال أسبوعين') },
      { value: 'month', label: t('In a month or more', 'Dans un mois ou plus', 'خلال شهر أو أكثر') },
    ],
  },
];

export const DEMO_SCREENING_JOBS = ['Ground operations agent', 'Stock controller'];

const labelled = (answers: Record<string, unknown>) =>
  Object.fromEntries(
    DEMO_SCREENING_FIELDS.filter((f) => answers[f.key] !== undefined).map((f) => [
      f.key,
      { label: f.label.en, value: answers[f.key] },
    ]),
  );

/**
 * A published screening form on Acme Jobs used by two jobs, and answers on two of their
 * applications: one that passed, one knocked out by the right-to-work question (its status is the
 * rule's, as a knockout leaves it).
 */
export async function seedDemoScreening(tx: Queryable, ids: Ids) {
  const siteId = ids.siteIds.get('acmeJobs')!;
  const accountId = ids.accountIds.get('acme')!;
  const [form] = await tx
    .insert(siteForms)
    .values({
      accountId,
      siteId,
      name: 'Right to work screening',
      handler: 'job_application',
      status: 'published',
      draft: DEMO_SCREENING_FIELDS,
    })
    .returning({ id: siteForms.id });
  const [version] = await tx
    .insert(siteFormVersions)
    .values({ accountId, formId: form!.id, version: 1, fields: DEMO_SCREENING_FIELDS, handler: 'job_application' })
    .returning({ id: siteFormVersions.id });
  await tx.update(siteForms).set({ publishedVersionId: version!.id }).where(eq(siteForms.id, form!.id));
  const screened = await tx
    .update(jobs)
    .set({ screeningFormId: form!.id })
    .where(and(eq(jobs.siteId, siteId), inArray(jobs.title, DEMO_SCREENING_JOBS)))
    .returning({ id: jobs.id });

  const candidates = await tx
    .select({ id: applications.id, status: applications.status, email: seekers.email, at: applications.createdAt })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seekerId))
    .where(
      inArray(
        applications.jobId,
        screened.map((j) => j.id),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const passed = candidates.find((a) => a.status === 'interviewed');
  const out = candidates.find((a) => a.status === 'unsuccessful');
  const submission = (
    a: NonNullable<typeof passed>,
    answers: Record<string, unknown>,
    knockout: ScreeningKnockout | null,
  ) => ({
    accountId,
    formId: form!.id,
    versionId: version!.id,
    siteId,
    answers: labelled(answers),
    email: a.email,
    locale: 'en',
    ipHash: 'demo',
    applicationId: a.id,
    handlerResult: { application_id: a.id, knocked_out: knockout },
    createdAt: a.at,
  });
  const rows = [];
  if (passed) rows.push(submission(passed, { right_to_work: true, experience_years: 4, notice: 'two_weeks' }, null));
  if (out)
    rows.push(
      submission(
        out,
        { right_to_work: false, experience_years: 1 },
        {
          key: 'right_to_work',
          label: DEMO_SCREENING_FIELDS[0]!.label.en,
          answer: false,
          rule: { expected: true },
          to_status: 'unsuccessful',
        },
      ),
    );
  if (rows.length) await tx.insert(siteFormSubmissions).values(rows);
  // Their questions were the screening form's: the generic demo answers would contradict them.
  const answered = rows.map((r) => r.applicationId);
  if (answered.length) await tx.update(applications).set({ answers: [] }).where(inArray(applications.id, answered));
}
