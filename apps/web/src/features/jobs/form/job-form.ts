import {
  htmlHasText,
  type Job,
  type PayType,
  PublishableJob,
  SaveJobBody,
  StaffJobChoice,
  type WorkType,
} from '@talent/contract';
import type { z } from 'zod';
import { contractErrors } from '../../../shared/form/contract-resolver.js';
import { i18n } from '../../../shared/i18n/i18n.js';
import { majorToMinor, minorToMajor } from '../../../shared/i18n/money.js';

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
  /** The screening form applicants answer ('' for no questions). */
  screening_form_uuid: string;
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
  screening_form_uuid: '',
};

/** A new job starts with the site's usual currency. */
export const newJobValues = (currency: string | undefined): JobFormValues => ({
  ...EMPTY_JOB,
  currency: currency ?? '',
});

/**
 * The version of a job its form edits: an employer's people edit their edit waiting for review (the
 * live version stays until it is approved); staff edit the live version, which their save replaces.
 */
export const versionToEdit = (job: Job, own: boolean): Job =>
  own && job.pending_edit ? { ...job, ...job.pending_edit.content } : job;

export function valuesOf(job: Job, siteCurrency?: string): JobFormValues {
  const currency = job.currency ?? siteCurrency ?? '';
  const major = (v: number | null) => (v === null ? '' : minorToMajor(v, currency));
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
    screening_form_uuid: job.screening_form_uuid ?? '',
  };
}

/** The contract's body; staff name the employer (`withEmployer`), an employer user never does. */
export function bodyOf(values: JobFormValues, withEmployer: boolean) {
  const hasPay = values.pay_min !== '' || values.pay_max !== '';
  const currency = values.currency.trim().toUpperCase();
  const minor = (v: number | '') => (v === '' ? null : majorToMinor(v, currency));
  return {
    ...(withEmployer && values.employer_id ? { employer_id: Number(values.employer_id) } : {}),
    // Only staff choose; an employer user's save keeps the consultant staff set (server rule).
    consultant_id: values.consultant_id ? Number(values.consultant_id) : null,
    title: values.title.trim(),
    // An editor left with only empty paragraphs holds no description.
    description: htmlHasText(values.description) ? values.description : '',
    work_type: values.work_type || null,
    pay_type: values.pay_type || null,
    pay_min: minor(values.pay_min),
    pay_max: minor(values.pay_max),
    currency: hasPay || values.pay_type ? currency || null : null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    // A blank point is refused under its input; a link left wholly blank is simply dropped.
    key_selling_points: values.key_selling_points.map((p) => p.trim()),
    links: values.links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })).filter((l) => l.label || l.url),
    banner: values.banner || null,
    reference_number: values.reference_number.trim() || null,
    classifications: values.classifications,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    product: values.product || null,
    screening_form_uuid: values.screening_form_uuid || null,
  };
}

/** Fields shown as one input: a problem with one of their items shows under the whole. */
const WHOLE = ['classifications', 'tags'];

/** The form key of an issue on the body: the body drops blank links, so its link indexes shift. */
function fieldOf(path: readonly PropertyKey[], values: JobFormValues): string {
  const [head, index, ...rest] = path.map(String);
  if (head && WHOLE.includes(head)) return head;
  if (head === 'links' && index !== undefined) {
    const kept = values.links.flatMap((l, i) => (l.label.trim() || l.url.trim() ? [i] : []));
    return ['links', kept[Number(index)] ?? index, ...(rest.length ? rest : ['url'])].join('.');
  }
  return path.map(String).join('.');
}

/**
 * The form's errors under the contract's rules: `SaveJobBody` for a draft, plus `PublishableJob`
 * (the API's publish rule) when publishing and `StaffJobChoice` when staff create a job.
 */
export function jobFormErrors(values: JobFormValues, opts: { staff: boolean; publishing: boolean }) {
  let schema: z.ZodType = SaveJobBody;
  if (opts.publishing) schema = schema.and(PublishableJob);
  if (opts.staff) schema = schema.and(StaffJobChoice);
  return contractErrors(schema, values, {
    toBody: (v) => bodyOf(v, opts.staff),
    fieldOf: (path) => fieldOf(path, values),
    messages: {
      pay_max: () => i18n.t('job-form:errors.maxBelowMin'),
      end_date: () => i18n.t('job-form:errors.endBeforeStart'),
    },
  });
}
