import { type FieldOption, FieldOptionSchema, type JobProduct, JobProductSchema } from '@talent/contract';
import { z } from 'zod';

const l = (en: string, fr: string, ar: string) => ({ en, fr, ar });
const o = (value: string, en: string, fr: string, ar: string): FieldOption => ({ value, label: l(en, fr, ar) });

/** Sites without `settings.job_products` offer these. */
export const DEFAULT_JOB_PRODUCTS: JobProduct[] = [
  { key: 'standard', days: 30, label: l('Standard — 30 days', 'Standard — 30 jours', 'قياسي — 30 يومًا') },
  { key: 'extended', days: 60, label: l('Extended — 60 days', 'Prolongé — 60 jours', 'ممتد — 60 يومًا') },
];

/** Sites without `settings.job_classifications` offer these. */
export const DEFAULT_JOB_CLASSIFICATIONS: FieldOption[] = [
  o('administration', 'Administration', 'Administration', 'الإدارة'),
  o('customer_service', 'Customer service', 'Service client', 'خدمة العملاء'),
  o('engineering', 'Engineering', 'Ingénierie', 'الهندسة'),
  o('healthcare', 'Healthcare', 'Santé', 'الرعاية الصحية'),
  o('hospitality', 'Hospitality', 'Hôtellerie et restauration', 'الضيافة'),
  o('information_technology', 'Information technology', 'Informatique', 'تقنية المعلومات'),
  o('logistics', 'Transport and logistics', 'Transport et logistique', 'النقل والخدمات اللوجستية'),
  o('retail', 'Retail', 'Commerce de détail', 'تجارة التجزئة'),
  o('sales', 'Sales', 'Vente', 'المبيعات'),
  o('trades', 'Skilled trades', 'Métiers qualifiés', 'الحرف الماهرة'),
];

const Products = z.array(JobProductSchema).min(1);
const Classifications = z.array(FieldOptionSchema).min(1);

export function jobProductsOf(settings: Record<string, unknown>): JobProduct[] {
  const parsed = Products.safeParse(settings.job_products);
  return parsed.success ? parsed.data : DEFAULT_JOB_PRODUCTS;
}

export function jobClassificationsOf(settings: Record<string, unknown>): FieldOption[] {
  const parsed = Classifications.safeParse(settings.job_classifications);
  return parsed.success ? parsed.data : DEFAULT_JOB_CLASSIFICATIONS;
}

/** Whether a published job waits for review (`settings.jobs_start_on_hold`, default true). */
export function jobsStartOnHold(settings: Record<string, unknown>): boolean {
  return typeof settings.jobs_start_on_hold === 'boolean' ? settings.jobs_start_on_hold : true;
}

/**
 * Whether an employer's edit of an approved job's content waits for review while the approved
 * version stays live (`settings.edited_jobs_need_review`). Unset, it follows `jobs_start_on_hold`:
 * a site that reviews what is posted reviews what is changed too, or an edit would undo the review.
 */
export function editedJobsNeedReview(settings: Record<string, unknown>): boolean {
  return typeof settings.edited_jobs_need_review === 'boolean'
    ? settings.edited_jobs_need_review
    : jobsStartOnHold(settings);
}
