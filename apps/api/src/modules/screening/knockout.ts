import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ScreeningKnockout,
  type SiteFormAnswers,
  type SiteFormField,
  type SiteFormKnockout,
  tenantPatternTest,
} from '@talent/contract';
import type { FieldProblems } from '../../platform/errors.js';

/**
 * Knockout rules of screening questions: which answers move an application out of the pipeline
 * (`to_status`). The rules never leave the staff side: the public definition drops them and the
 * applicant's answer is the same whatever they matched.
 *
 * - yes/no: `expected` true or false;
 * - single choice: `expected` an option value, or a list of the values that pass;
 * - multiple choice: `expected` the option values that must all be chosen;
 * - text (short, long, e-mail, phone): `expected` (the same words, case and outer spaces aside) or
 *   `pattern` (a regular expression the answer must match, run on RE2: contract tenant-pattern.ts;
 *   one RE2 cannot run is refused on save and publish, and one stored before that knocks nobody out);
 * - number: `min` and/or `max`.
 * An unanswered optional question knocks nobody out; the first failing question (in the form's order)
 * decides the status.
 */

const TEXT_TYPES: readonly SiteFormField['type'][] = ['short_text', 'long_text', 'email', 'phone'];

const hasRule = (k: SiteFormKnockout) =>
  k.expected !== undefined || k.min !== undefined || k.max !== undefined || k.pattern !== undefined;

const asList = (v: SiteFormKnockout['expected']) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : null);

/** Whether the rule can be read for this type of question (and names options the question has). */
function ruleFits(f: SiteFormField, k: SiteFormKnockout): boolean {
  const options = new Set((f.options ?? []).map((o) => o.value));
  const numeric = k.min !== undefined || k.max !== undefined;
  switch (f.type) {
    case 'yes_no':
      return typeof k.expected === 'boolean' && !numeric && k.pattern === undefined;
    case 'single_choice':
    case 'multiple_choice': {
      const list = asList(k.expected);
      return list !== null && list.length > 0 && list.every((v) => options.has(v)) && !numeric && !k.pattern;
    }
    case 'number':
      return (
        numeric && k.expected === undefined && k.pattern === undefined && (k.min ?? -Infinity) <= (k.max ?? Infinity)
      );
    default:
      if (!TEXT_TYPES.includes(f.type) || numeric) return false;
      // Whether RE2 can run the pattern is fieldPatternProblems' (publish names it on `knockout.pattern`).
      return k.expected === undefined || typeof k.expected === 'string';
  }
}

const isKnockoutStatus = (s: string | undefined): s is ApplicationStatus =>
  s !== undefined && s !== 'new' && (APPLICATION_STATUSES as readonly string[]).includes(s);

/** Problems of a form's knockout rules at publish, keyed `fields.<i>.knockout…`; empty when fine. */
export function knockoutProblems(fields: readonly SiteFormField[]): FieldProblems {
  const problems: FieldProblems = {};
  fields.forEach((f, i) => {
    const k = f.knockout;
    if (!k || (!hasRule(k) && k.to_status === undefined)) return;
    if (!hasRule(k) || !ruleFits(f, k)) problems[`fields.${i}.knockout`] = [{ rule: 'knockout_rule' }];
    if (!isKnockoutStatus(k.to_status)) problems[`fields.${i}.knockout.to_status`] = [{ rule: 'knockout_status' }];
  });
  return problems;
}

function fails(f: SiteFormField, k: SiteFormKnockout, answer: SiteFormAnswers[string]): boolean {
  switch (f.type) {
    case 'yes_no':
      return answer !== k.expected;
    case 'single_choice':
      return !(asList(k.expected) ?? []).includes(String(answer));
    case 'multiple_choice': {
      const chosen = new Set(Array.isArray(answer) ? answer : [String(answer)]);
      return !(asList(k.expected) ?? []).every((v) => chosen.has(v));
    }
    case 'number': {
      const n = Number(answer);
      return (k.min !== undefined && n < k.min) || (k.max !== undefined && n > k.max);
    }
    default: {
      const text = String(answer);
      if (typeof k.expected === 'string' && text.trim().toLowerCase() !== k.expected.trim().toLowerCase()) return true;
      // RE2, never RegExp: answers are visitors' text. A pattern RE2 cannot run (null) knocks nobody out.
      return k.pattern !== undefined && tenantPatternTest(k.pattern, text) === false;
    }
  }
}

/**
 * The first question whose answer breaks its knockout rule, with the rule and status; null when all
 * pass. `label` is the question as the applicant read it.
 */
export function knockoutOf(
  fields: readonly SiteFormField[],
  answers: SiteFormAnswers,
  labelOf: (f: SiteFormField) => string,
): ScreeningKnockout | null {
  for (const f of fields) {
    const k = f.knockout;
    const answer = answers[f.key];
    if (!k || !hasRule(k) || !isKnockoutStatus(k.to_status) || answer === undefined) continue;
    if (!fails(f, k, answer)) continue;
    const rule = Object.fromEntries(
      (['expected', 'min', 'max', 'pattern'] as const).filter((r) => k[r] !== undefined).map((r) => [r, k[r]]),
    );
    return { key: f.key, label: labelOf(f), answer, rule, to_status: k.to_status };
  }
  return null;
}
