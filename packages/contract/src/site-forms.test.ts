import { describe, expect, it } from 'vitest';
import { fieldProblemOf } from './field-problems.js';
import { submissionSchemaOf } from './site-form-rules.js';
import { type SiteFormField, SiteFormFieldSchema } from './site-forms.js';

const text = (en: string) => ({ en, fr: en, ar: en });
const field = (f: Partial<SiteFormField> & Pick<SiteFormField, 'key' | 'type'>): SiteFormField =>
  SiteFormFieldSchema.parse({ label: text(f.key), ...f });

const FIELDS = [
  field({ key: 'name', type: 'short_text', required: true, min_length: 2, max_length: 10 }),
  field({ key: 'email', type: 'email' }),
  field({ key: 'age', type: 'number', min: 16, max: 99 }),
  field({
    key: 'skills',
    type: 'multiple_choice',
    options: [
      { value: 'js', label: text('JS') },
      { value: 'go', label: text('Go') },
    ],
  }),
  field({ key: 'remote', type: 'yes_no', required: true }),
  field({ key: 'start', type: 'date' }),
  field({ key: 'ok', type: 'consent', required: true }),
];

/** field → rule, as the API and the hosted page both name them. */
function problems(value: unknown) {
  const parsed = submissionSchemaOf(FIELDS).safeParse(value, { reportInput: true });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), fieldProblemOf(i).rule]));
}

describe('submissionSchemaOf', () => {
  it('accepts a good answer set, reading multipart strings as booleans and numbers, dropping blanks', () => {
    const parsed = submissionSchemaOf(FIELDS).parse({
      name: ' Ada ',
      email: '',
      age: '30',
      skills: ['go'],
      remote: 'false',
      ok: 'true',
      extra: 'ignored',
    });
    expect(parsed).toEqual({ name: 'Ada', age: 30, skills: ['go'], remote: false, ok: true });
  });

  it('names each problem with the catalogue’s rule', () => {
    expect(
      problems({ name: 'x'.repeat(11), email: 'nope', age: 12, skills: ['js', 'js'], start: '2026-13-45', ok: false }),
    ).toEqual({
      name: 'too_long',
      email: 'email',
      age: 'invalid',
      skills: 'invalid',
      remote: 'required',
      start: 'invalid',
      ok: 'required',
    });
  });

  it('refuses a choice that is not offered', () => {
    expect(problems({ name: 'Ada', remote: true, ok: true, skills: ['rust'] })).toEqual({ 'skills.0': 'invalid' });
  });
});
