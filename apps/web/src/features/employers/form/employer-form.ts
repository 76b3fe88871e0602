import { CreateEmployerBody, EMPLOYER_BUSINESS_FIELDS, type Employer, type EmployerType } from '@talent/contract';
import { contractResolver } from '../../../shared/form/contract-resolver.js';

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
  /** Staff only: its published jobs skip review. */
  trusted: boolean;
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
  trusted: false,
};

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
  trusted: e.trusted,
});

/**
 * The body of the contract: a household sends no business field, and only staff (who see the
 * switch) send "trusted"; without it the server leaves it as it is.
 */
export function bodyOf({ trusted, ...values }: EmployerFormValues, staff = false) {
  const body = { ...values };
  if (body.type === 'household') for (const field of EMPLOYER_BUSINESS_FIELDS) body[field] = '';
  return staff ? { ...body, trusted } : body;
}

/** The form's errors under the contract's rules (a household's business fields are not sent). */
export const validateEmployer = contractResolver(CreateEmployerBody, { toBody: bodyOf });

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
