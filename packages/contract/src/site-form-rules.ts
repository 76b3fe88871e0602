import { z } from 'zod';
import type { FieldProblem } from './field-problems.js';
import { SITE_FORM_SHORT_TEXT_MAX, SITE_FORM_TEXT_MAX, SiteFormBody, type SiteFormField } from './site-forms.js';
import { tenantPatternProblem, tenantPatternTest } from './tenant-pattern.js';

/**
 * The rules of site forms that run tenants' patterns (on RE2, tenant-pattern.ts): what a draft may
 * hold, and the schema of an answer set. Apart from site-forms.ts so that the screens that only
 * read forms' shapes (jobs, applications) do not load the pattern engine.
 */

/**
 * The patterns of these fields (each field's and its knockout's) that RE2 cannot run, with where
 * they are (`[i, 'pattern']`, `[i, 'knockout', 'pattern']`): refused when a draft is saved or
 * published.
 */
export function fieldPatternProblems(fields: readonly SiteFormField[]) {
  const problems: { path: [number, ...string[]]; problem: FieldProblem }[] = [];
  fields.forEach((f, i) => {
    const own = f.pattern === undefined ? null : tenantPatternProblem(f.pattern);
    if (own) problems.push({ path: [i, 'pattern'], problem: own });
    const knockout = f.knockout?.pattern === undefined ? null : tenantPatternProblem(f.knockout.pattern);
    if (knockout) problems.push({ path: [i, 'knockout', 'pattern'], problem: knockout });
  });
  return problems;
}

/** A draft as saved: SiteFormBody, and patterns RE2 can run (the builder checks with it; the API's service too). */
export const SiteFormDraftBody = SiteFormBody.superRefine((body, ctx) => {
  for (const { path, problem } of fieldPatternProblems(body.fields))
    ctx.addIssue({ code: 'custom', path: ['fields', ...path], params: { rule: problem.rule, ...problem.params } });
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[0-9 ().-]{6,30}$/;

/** Anything a field's type gives a form control as "nothing": treated as not answered. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * An answer as the rules read it: blanks are absent, and the strings a multipart form sends for
 * booleans are booleans. A consent not given is absent, so a required one says "required".
 */
function normalised(f: SiteFormField, v: unknown): unknown {
  if (blank(v)) return undefined;
  if (f.type === 'yes_no' || f.type === 'consent') {
    const bool = v === 'true' ? true : v === 'false' ? false : v;
    return f.type === 'consent' && bool === false ? undefined : bool;
  }
  return v;
}

const textRules = (f: SiteFormField, base: z.ZodString) => {
  let s = base;
  if (f.min_length) s = s.min(f.min_length);
  // An answer over its length stops here: the pattern never sees more than a field takes.
  const max = Math.min(
    f.max_length ?? Infinity,
    f.type === 'long_text' ? SITE_FORM_TEXT_MAX : SITE_FORM_SHORT_TEXT_MAX,
  );
  s = s.max(max, { abort: true });
  const pattern = f.pattern;
  // RE2 (tenant-pattern.ts), never RegExp; a stored pattern RE2 cannot run checks nothing (null).
  if (pattern) return s.refine((v) => tenantPatternTest(pattern, v) !== false);
  return s;
};

/** The schema of one field's answer (present: blank answers are filtered out before). */
function answerSchemaOf(f: SiteFormField): z.ZodType {
  switch (f.type) {
    case 'short_text':
    case 'long_text':
      return textRules(f, z.string().trim());
    case 'email':
      return z.string().trim().max(254).pipe(z.email());
    case 'phone':
      return z.string().trim().regex(PHONE);
    case 'number': {
      let n = z.number().finite();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      // Form data sends numbers as text; a missing one stays missing ("required", not "invalid").
      return z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), n);
    }
    case 'single_choice':
      return z.enum((f.options ?? []).map((o) => o.value) as [string, ...string[]]);
    case 'multiple_choice': {
      const values = (f.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z
        .array(z.enum(values))
        .max(values.length)
        .refine((a) => new Set(a).size === a.length);
    }
    case 'yes_no':
      return z.boolean();
    case 'date':
      return z
        .string()
        .regex(DATE)
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
    case 'consent':
      return z.literal(true);
    case 'file':
      // The API puts the stored upload's id here after its content check; the page sends the file.
      return z.string().min(1).max(100);
  }
}

/**
 * The zod schema of a whole answer set of these fields: one function for the API (validating a
 * submission) and the hosted page (validating before sending). Blank answers of optional fields come
 * out as absent; a required one left blank is "required". Unknown keys are dropped.
 */
export function submissionSchemaOf(fields: readonly SiteFormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    const answer = answerSchemaOf(f);
    shape[f.key] = z.preprocess((v) => normalised(f, v), f.required ? answer : answer.optional());
  }
  return z.object(shape);
}
