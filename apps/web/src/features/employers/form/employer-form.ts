import {
  CreateEmployerBody,
  EMPLOYER_ADDRESS_MAX,
  EMPLOYER_BUSINESS_FIELDS,
  EMPLOYER_NAME_MAX,
  EMPLOYER_TEXT_MAX,
  EMPLOYER_URL_MAX,
  type Employer,
  type EmployerType,
} from '@talent/contract';
import { type FieldErrors, fieldMessage } from '../../auth/forms.js';

/** The form's values: every field as text, '' for "none". */
export type EmployerFormValues = {
  type: EmployerType;
  name: string;
  industry: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  logo: string;
  registration_number: string;
  business_name: string;
  website: string;
  size: string;
};

export const EMPTY_EMPLOYER: EmployerFormValues = {
  type: 'business',
  name: '',
  industry: '',
  contact_name: '',
  email: '',
  phone: '',
  address: '',
  logo: '',
  registration_number: '',
  business_name: '',
  website: '',
  size: '',
};

export const EMPLOYER_FORM_FIELDS = Object.keys(EMPTY_EMPLOYER);

export const valuesOf = (e: Employer): EmployerFormValues => ({
  type: e.type,
  name: e.name,
  industry: e.industry ?? '',
  contact_name: e.contact_name ?? '',
  email: e.email ?? '',
  phone: e.phone ?? '',
  address: e.address ?? '',
  logo: e.logo ?? '',
  registration_number: e.registration_number ?? '',
  business_name: e.business_name ?? '',
  website: e.website ?? '',
  size: e.size ?? '',
});

const MAX: Partial<Record<keyof EmployerFormValues, number>> = {
  name: EMPLOYER_NAME_MAX,
  business_name: EMPLOYER_NAME_MAX,
  contact_name: EMPLOYER_TEXT_MAX,
  address: EMPLOYER_ADDRESS_MAX,
  website: EMPLOYER_URL_MAX,
  registration_number: 100,
  phone: 40,
  email: 254,
};

/** The body of the contract: a household sends no business field. */
export function bodyOf(values: EmployerFormValues) {
  const body = { ...values };
  if (body.type === 'household') for (const field of EMPLOYER_BUSINESS_FIELDS) body[field] = '';
  return body;
}

/** The contract's rules, with the catalogue's messages under each field. */
export function validate(values: EmployerFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const body = bodyOf(values);
  if (!body.name.trim()) errors.name = fieldMessage('required');
  if (!body.email.trim()) errors.email = fieldMessage('required');
  if (body.type === 'business' && !body.business_name.trim()) errors.business_name = fieldMessage('required');
  for (const [field, max] of Object.entries(MAX) as [keyof EmployerFormValues, number][]) {
    if (!errors[field] && body[field].trim().length > max) errors[field] = fieldMessage('too_long', { max });
  }
  const parsed = CreateEmployerBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = fieldMessage(field === 'email' ? 'email' : 'invalid');
    }
  }
  return errors;
}

/** A select's options; a value the site no longer offers stays visible rather than silently cleared. */
export function optionChoices(
  list: { value: string }[] | undefined,
  label: (v: string) => string | null,
  current: string,
) {
  const data = (list ?? []).map((o) => ({ value: o.value, label: label(o.value) ?? o.value }));
  if (current && !data.some((d) => d.value === current)) data.push({ value: current, label: current });
  return data;
}
