import {
  fieldProblemOf,
  LOCALES,
  type Locale,
  type PublicSiteFormField,
  type SiteFormAnswerValue,
  type SiteFormField,
  submissionSchemaOf,
} from '@talent/contract';
import { fieldMessageIn } from '../../../shared/i18n/messages.js';

/** What a control of the form holds: text, a choice or choices, yes/no, a consent, a file. */
export type AnswerValue = string | string[] | boolean | File | null;
export type AnswerValues = Record<string, AnswerValue>;

/**
 * The rules' view of a field shown in one language: the hosted page gets the published version in
 * the visitor's language, and `submissionSchemaOf` reads no label, so each language gets that one.
 */
export function ruleFieldOf(f: PublicSiteFormField): SiteFormField {
  const text = (s: string) => Object.fromEntries(LOCALES.map((l) => [l, s])) as Record<Locale, string>;
  const { help, consent_text, options, ...rest } = f;
  return {
    ...rest,
    label: text(f.label),
    help: text(help),
    ...(options ? { options: options.map((o) => ({ value: o.value, label: text(o.label) })) } : {}),
    ...(consent_text ? { consent_text: text(consent_text) } : {}),
  };
}

/**
 * A draft field (every language) as the hosted page would get it in `locale`. A draft field not yet
 * labelled is previewed under its key, so its input is never left without a name.
 */
export function publicFieldOf(f: SiteFormField, locale: Locale): PublicSiteFormField {
  return {
    key: f.key,
    type: f.type,
    label: f.label[locale] || f.label.en || f.key,
    help: f.help?.[locale] ?? '',
    required: f.required,
    ...(f.min_length !== undefined ? { min_length: f.min_length } : {}),
    ...(f.max_length !== undefined ? { max_length: f.max_length } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.pattern ? { pattern: f.pattern } : {}),
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, label: o.label[locale] || o.label.en })) } : {}),
    ...(f.type === 'consent' ? { consent_text: f.consent_text?.[locale] ?? '' } : {}),
  };
}

/** The answers as the API's JSON takes them: files left out (they go as parts), a file's name standing in for the rules. */
export function answersOf(fields: readonly PublicSiteFormField[], values: AnswerValues, forRules: boolean) {
  const answers: Record<string, SiteFormAnswerValue> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v === null) continue;
    if (v instanceof File) {
      if (forRules) answers[f.key] = v.name || f.key;
      continue;
    }
    answers[f.key] = v;
  }
  return answers;
}

/** The files to send, by field key. */
export const filesOf = (fields: readonly PublicSiteFormField[], values: AnswerValues) =>
  fields.flatMap((f) => {
    const v = values[f.key];
    return v instanceof File ? [[f.key, v] as const] : [];
  });

/**
 * The form's problems, first one per field key, in `locale`: the contract's `submissionSchemaOf`
 * (the one copy of the rules, which the API applies too) and the catalogue's messages.
 */
export function answerErrors(
  fields: readonly PublicSiteFormField[],
  values: AnswerValues,
  locale: Locale,
): Record<string, string> {
  const schema = submissionSchemaOf(fields.map(ruleFieldOf));
  const parsed = schema.safeParse(answersOf(fields, values, true), { reportInput: true });
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (errors[key] !== undefined) continue;
    const problem = fieldProblemOf(issue);
    errors[key] = fieldMessageIn(locale, problem.rule, problem.params);
  }
  return errors;
}

/** Server field keys (`answers.email`) as the renderer's keys (`email`). */
export const answerKeyOf = (key: string) => (key.startsWith('answers.') ? key.slice('answers.'.length) : null);
