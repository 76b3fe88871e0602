import { z } from 'zod';

/** A posting product: how long a published job stays listed. */
export type JobProduct = { key: string; days: number };

/** Sites without `settings.job_products` offer these. */
export const DEFAULT_JOB_PRODUCTS: JobProduct[] = [
  { key: 'standard', days: 30 },
  { key: 'extended', days: 60 },
];

const Products = z.array(z.object({ key: z.string().min(1).max(50), days: z.number().int().min(1).max(365) })).min(1);

export function jobProductsOf(settings: Record<string, unknown>): JobProduct[] {
  const parsed = Products.safeParse(settings.job_products);
  return parsed.success ? parsed.data : DEFAULT_JOB_PRODUCTS;
}

/** Whether a published job waits for review (`settings.jobs_start_on_hold`, default true). */
export function jobsStartOnHold(settings: Record<string, unknown>): boolean {
  return typeof settings.jobs_start_on_hold === 'boolean' ? settings.jobs_start_on_hold : true;
}

/** Whether an employer's edit of a live job sends it back to review (default false). */
export function editedJobsNeedReview(settings: Record<string, unknown>): boolean {
  return settings.edited_jobs_need_review === true;
}
