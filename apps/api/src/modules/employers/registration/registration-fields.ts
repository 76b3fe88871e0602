import {
  EMPLOYER_REGISTRATION_OPTIONAL,
  EMPLOYER_REGISTRATION_REQUIRED,
  type SiteFormAnswers,
  type SiteFormField,
} from '@talent/contract';
import type { FieldProblems } from '../../../platform/errors.js';

const REQUIRED = Object.entries(EMPLOYER_REGISTRATION_REQUIRED);

/**
 * A registration form must ask for the company and its owner: `company_name`, `email`,
 * `first_name`, `last_name`, each required and of its type. Problems go on `fields` (one message
 * naming the missing keys); optional `phone`/`website` of another type are the field's problem.
 */
export function registrationFieldProblems(fields: readonly SiteFormField[]): FieldProblems | null {
  const byKey = new Map(fields.map((f, i) => [f.key, { field: f, index: i }]));
  const missing = REQUIRED.filter(([key, type]) => {
    const found = byKey.get(key)?.field;
    return !found || found.type !== type || !found.required;
  }).map(([key]) => key);
  const problems: FieldProblems = {};
  if (missing.length) problems.fields = [{ rule: 'registration_fields', params: { missing: missing.join(', ') } }];
  for (const [key, types] of Object.entries(EMPLOYER_REGISTRATION_OPTIONAL)) {
    const found = byKey.get(key);
    if (found && !(types as readonly string[]).includes(found.field.type))
      problems[`fields.${found.index}.type`] = [{ rule: 'invalid' }];
  }
  return Object.keys(problems).length ? problems : null;
}

/** A text answer trimmed, or null when absent or blank. */
export function textAnswer(answers: SiteFormAnswers, key: string): string | null {
  const value = answers[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
