import {
  JOB_KEY_SELLING_POINT_MAX,
  JOB_KEY_SELLING_POINTS_MAX,
  JOB_LINKS_MAX,
  JOB_TAG_MAX,
  JOB_TAGS_MAX,
  JOB_TITLE_MAX,
  type Job,
  type PayType,
  SaveJobBody,
  type WorkType,
} from '@talent/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { type FieldErrors, fieldMessage } from '../../auth/forms.js';

export type JobLinkValue = { label: string; url: string };

/** The form's values: text as typed, '' for "none"; pay in major units (e.g. 52000.50). */
export type JobFormValues = {
  employer_id: string;
  /** Staff's choice of the site's recruiter for this job ('' for none). */
  consultant_id: string;
  title: string;
  description: string;
  work_type: WorkType | '';
  classifications: string[];
  reference_number: string;
  pay_type: PayType | '';
  pay_min: number | '';
  pay_max: number | '';
  currency: string;
  product: string;
  start_date: string;
  end_date: string;
  key_selling_points: string[];
  links: JobLinkValue[];
  banner: string;
  tags: string[];
};

export const EMPTY_JOB: JobFormValues = {
  employer_id: '',
  consultant_id: '',
  title: '',
  description: '',
  work_type: '',
  classifications: [],
  reference_number: '',
  pay_type: '',
  pay_min: '',
  pay_max: '',
  currency: '',
  product: '',
  start_date: '',
  end_date: '',
  key_selling_points: [],
  links: [],
  banner: '',
  tags: [],
};

/** The fields the form shows an error under (a 422 on another key goes above the form). */
export const JOB_FORM_FIELDS = Object.keys(EMPTY_JOB);

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** currencyDigits(currency));
export const toMajor = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

/** A new job starts with the site's usual currency. */
export const newJobValues = (currency: string | undefined): JobFormValues => ({
  ...EMPTY_JOB,
  currency: currency ?? '',
});

export function valuesOf(job: Job, siteCurrency?: string): JobFormValues {
  const currency = job.currency ?? siteCurrency ?? '';
  const major = (v: number | null) => (v === null ? '' : toMajor(v, currency));
  return {
    employer_id: String(job.employer.id),
    consultant_id: job.consultant_id === null ? '' : String(job.consultant_id),
    title: job.title,
    description: job.description,
    work_type: job.work_type ?? '',
    classifications: job.classifications,
    reference_number: job.reference_number ?? '',
    pay_type: job.pay_type ?? '',
    pay_min: major(job.pay_min),
    pay_max: major(job.pay_max),
    currency,
    product: job.product ?? '',
    start_date: job.start_date ?? '',
    end_date: job.end_date ?? '',
    key_selling_points: job.key_selling_points,
    links: job.links.map((l) => ({ ...l })),
    banner: job.banner ?? '',
    tags: job.tags,
  };
}

/** An editor left with only empty paragraphs holds no description. */
export const isBlankHtml = (html: string) => !html.replace(/<[^>]*>/g, '').trim();

/** The contract's body; staff name the employer (`withEmployer`), an employer user never does. */
export function bodyOf(values: JobFormValues, withEmployer: boolean) {
  const hasPay = values.pay_min !== '' || values.pay_max !== '';
  const currency = values.currency.trim().toUpperCase();
  const minor = (v: number | '') => (v === '' ? null : toMinor(v, currency));
  return {
    ...(withEmployer && values.employer_id ? { employer_id: Number(values.employer_id) } : {}),
    // Only staff choose; an employer user's save keeps the consultant staff set (server rule).
    consultant_id: values.consultant_id ? Number(values.consultant_id) : null,
    title: values.title.trim(),
    description: isBlankHtml(values.description) ? '' : values.description,
    work_type: values.work_type || null,
    pay_type: values.pay_type || null,
    pay_min: minor(values.pay_min),
    pay_max: minor(values.pay_max),
    currency: hasPay || values.pay_type ? currency || null : null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    key_selling_points: values.key_selling_points.map((p) => p.trim()).filter(Boolean),
    links: values.links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })).filter((l) => l.label || l.url),
    banner: values.banner || null,
    reference_number: values.reference_number.trim() || null,
    classifications: values.classifications,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    product: values.product || null,
  };
}

/**
 * The contract's rules, with the catalogue's messages under each field; `publishing` adds what a
 * draft may lack but a published job needs (the server's own publish check).
 */
export function validate(values: JobFormValues, opts: { staff: boolean; publishing: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const body = bodyOf(values, opts.staff);
  const required = (field: string) => {
    errors[field] ??= fieldMessage('required');
  };
  if (opts.staff && !values.employer_id) required('employer_id');
  if (!body.title) required('title');
  else if (body.title.length > JOB_TITLE_MAX) errors.title = fieldMessage('too_long', { max: JOB_TITLE_MAX });
  if (opts.publishing) {
    if (!body.description) required('description');
    if (!body.work_type) required('work_type');
    if (!body.product) required('product');
  }
  if (body.pay_min !== null && body.pay_max !== null && body.pay_min > body.pay_max) {
    errors.pay_max = i18n.t('job-form:errors.maxBelowMin');
  }
  if ((body.pay_min !== null || body.pay_max !== null) && !body.currency) required('currency');
  if (body.start_date && body.end_date && body.end_date <= body.start_date)
    errors.end_date = i18n.t('job-form:errors.endBeforeStart');
  values.key_selling_points.forEach((p, i) => {
    if (!p.trim()) errors[`key_selling_points.${i}`] = fieldMessage('required');
    else if (p.trim().length > JOB_KEY_SELLING_POINT_MAX)
      errors[`key_selling_points.${i}`] = fieldMessage('too_long', { max: JOB_KEY_SELLING_POINT_MAX });
  });
  if (values.key_selling_points.length > JOB_KEY_SELLING_POINTS_MAX)
    errors.key_selling_points = fieldMessage('invalid');
  if (values.links.length > JOB_LINKS_MAX) errors.links = fieldMessage('invalid');
  values.links.forEach((l, i) => {
    if (!l.label.trim() && !l.url.trim()) return;
    if (!l.label.trim()) errors[`links.${i}.label`] = fieldMessage('required');
    if (!l.url.trim()) errors[`links.${i}.url`] = fieldMessage('required');
  });
  if (values.tags.length > JOB_TAGS_MAX || values.tags.some((t) => t.trim().length > JOB_TAG_MAX)) {
    errors.tags = fieldMessage('invalid');
  }
  // Anything else the contract refuses (a malformed URL or currency, a number out of range).
  const parsed = SaveJobBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      const field = key.startsWith('links.') && issue.path.length === 2 ? `${key}.url` : key;
      if (field && !errors[field] && !errors[String(issue.path[0])]) errors[field] = fieldMessage('invalid');
    }
  }
  return errors;
}

/** The input to focus for an error key (`links.0.url` → the first link's URL). */
export const FIELD_ORDER = [
  'employer_id',
  'consultant_id',
  'title',
  'work_type',
  'classifications',
  'reference_number',
  'description',
  'pay_type',
  'pay_min',
  'pay_max',
  'currency',
  'product',
  'start_date',
  'end_date',
  'key_selling_points',
  'links',
  'banner',
  'tags',
];

/** The first error in the order of the form, so focus lands where the reader expects. */
export function firstErrorKey(errors: FieldErrors): string | undefined {
  const keys = Object.keys(errors).filter((k) => errors[k]);
  const rank = (k: string) => {
    const i = FIELD_ORDER.indexOf(k.split('.')[0] ?? k);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }))[0];
}

/** Whether any error key belongs to the form (so the alert above it can stay quiet). */
export const isFormField = (key: string) => FIELD_ORDER.includes(key.split('.')[0] ?? key);
