import type { JobContent, JobContentField } from '@talent/contract';

/**
 * The rows of a comparison, in the advert's order: one per content field, except pay, whose four
 * fields read as one line ("£32,000 – £36,000 per year").
 */
export const CHANGE_ROWS = [
  'title',
  'description',
  'work_type',
  'pay',
  'key_selling_points',
  'links',
  'banner',
  'reference_number',
  'classifications',
] as const;
export type ChangeRow = (typeof CHANGE_ROWS)[number];

const PAY_FIELDS: readonly JobContentField[] = ['pay_type', 'pay_min', 'pay_max', 'currency'];

/** The rows whose fields changed, from the server's list of changed fields. */
export const changedRows = (changed: readonly JobContentField[]): ChangeRow[] =>
  CHANGE_ROWS.filter((row) =>
    row === 'pay' ? changed.some((f) => PAY_FIELDS.includes(f)) : changed.includes(row as JobContentField),
  );

/** The content fields of a job, as the comparison reads both versions. */
export const contentOf = (job: JobContent): JobContent => ({
  title: job.title,
  description: job.description,
  work_type: job.work_type,
  pay_type: job.pay_type,
  pay_min: job.pay_min,
  pay_max: job.pay_max,
  currency: job.currency,
  key_selling_points: job.key_selling_points,
  links: job.links,
  banner: job.banner,
  reference_number: job.reference_number,
  classifications: job.classifications,
});
