import { type FieldOption, type FieldOptions, FieldOptionsSchema } from '@talent/contract';
import { z } from 'zod';

const o = (value: string, en: string, fr: string, ar: string): FieldOption => ({ value, label: { en, fr, ar } });

/** Used when a site has no `settings.field_options` (or an unreadable one). */
export const DEFAULT_FIELD_OPTIONS: FieldOptions = {
  industries: [
    o('accounting', 'Accounting', 'Comptabilité', 'المحاسبة'),
    o('construction', 'Construction', 'Construction', 'البناء'),
    o('domestic_services', 'Domestic services', 'Services à domicile', 'الخدمات المنزلية'),
    o('education', 'Education', 'Éducation', 'التعليم'),
    o('healthcare', 'Healthcare', 'Santé', 'الرعاية الصحية'),
    o('hospitality', 'Hospitality', 'Hôtellerie et restauration', 'الضيافة'),
    o('information_technology', 'Information technology', 'Informatique', 'تقنية المعلومات'),
    o('logistics', 'Transport and logistics', 'Transport et logistique', 'النقل والخدمات اللوجستية'),
    o('manufacturing', 'Manufacturing', 'Industrie', 'التصنيع'),
    o('retail', 'Retail', 'Commerce de détail', 'تجارة التجزئة'),
  ],
  sizes: [
    o('1-10', '1–10 employees', '1 à 10 salariés', '1–10 موظفين'),
    o('11-50', '11–50 employees', '11 à 50 salariés', '11–50 موظفًا'),
    o('51-200', '51–200 employees', '51 à 200 salariés', '51–200 موظف'),
    o('201-1000', '201–1,000 employees', '201 à 1 000 salariés', '201–1000 موظف'),
    o('1000+', 'More than 1,000 employees', 'Plus de 1 000 salariés', 'أكثر من 1000 موظف'),
  ],
};

const StartOnHold = z.boolean();

/** The site's employer field options; the defaults when absent or malformed (never a 500 for bad settings). */
export function fieldOptionsOf(settings: Record<string, unknown>): FieldOptions {
  const parsed = FieldOptionsSchema.safeParse(settings.field_options);
  return parsed.success ? parsed.data : DEFAULT_FIELD_OPTIONS;
}

/** Whether a new employer of the site waits for approval (`settings.employers_start_on_hold`, default true). */
export function employersStartOnHold(settings: Record<string, unknown>): boolean {
  const parsed = StartOnHold.safeParse(settings.employers_start_on_hold);
  return parsed.success ? parsed.data : true;
}
