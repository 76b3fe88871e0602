import { createHmac } from 'node:crypto';
import { type Locale, type SiteFormAnswers, type SiteFormField, submissionSchemaOf } from '@talent/contract';
import { invalidFields } from '../../platform/errors.js';
import { issuesToFields } from '../../platform/validation.js';

/**
 * Answers checked against a version's fields with the contract's `submissionSchemaOf` (the hosted
 * page runs the same); a problem is a 422 on `answers.<key>`. Blank optional answers come out absent.
 */
export function parseAnswers(fields: readonly SiteFormField[], raw: Record<string, unknown>): SiteFormAnswers {
  const schema = submissionSchemaOf(fields);
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (!parsed.success)
    throw invalidFields(
      Object.fromEntries(
        Object.entries(issuesToFields(schema, parsed.error.issues)).map(([k, v]) => [`answers.${k}`, v]),
      ),
    );
  return parsed.data as SiteFormAnswers;
}

/** The label a question was asked with in `locale` (English where that one is blank). */
export const labelIn = (f: SiteFormField, locale: Locale) => f.label[locale] || f.label.en;

/** What a submission stores: each given answer with the label it was asked with, in the form's order. */
export function labelledAnswers(fields: readonly SiteFormField[], answers: SiteFormAnswers, locale: Locale) {
  return Object.fromEntries(
    fields
      .filter((f) => answers[f.key] !== undefined)
      .map((f) => [f.key, { label: labelIn(f, locale), value: answers[f.key] }]),
  );
}

/** The only trace of a client address a submission keeps: a keyed digest (`SECRETS_KEY`). */
export const clientAddressHash = (secretsKey: Buffer, ip: string | null) =>
  createHmac('sha256', secretsKey)
    .update(`site-form-ip:${ip ?? 'unknown'}`)
    .digest('hex');
