import type { z } from 'zod';
import { FIELD_MESSAGES, type FieldMessage } from './errors.js';

/** One problem of one field: a message of the catalogue and its `{{params}}`. */
export type FieldProblem = { rule: FieldMessage; params?: Record<string, string | number> };

const isFieldMessage = (rule: unknown): rule is FieldMessage => typeof rule === 'string' && rule in FIELD_MESSAGES;

/**
 * The catalogue message of a zod issue, the same on the server (a 422) and in a form: a missing or
 * blank value is "required", a string over its length "too_long", a refinement names its own rule
 * (`params: { rule: 'contrast' }`), anything else "invalid". Parse with `reportInput: true` so a
 * wrong value can be told from a missing one.
 */
export function fieldProblemOf(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value': // an enum or literal left out is missing, not wrong
      return issue.input === undefined || issue.input === null ? { rule: 'required' } : { rule: 'invalid' };
    case 'too_small':
      // An empty (or all-blank, after trim) string is a missing value to the person filling the form,
      // whatever the least length (a reason of at least 3 characters left blank is missing too).
      return issue.origin === 'string' && (Number(issue.minimum) === 1 || issue.input === '')
        ? { rule: 'required' }
        : { rule: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { rule: 'too_long', params: { max: Number(issue.maximum) } };
      return issue.origin === 'array'
        ? { rule: 'too_many', params: { max: Number(issue.maximum) } }
        : { rule: 'invalid' };
    case 'invalid_format':
      // A blank address is missing before it is malformed.
      if (typeof issue.input === 'string' && issue.input.trim() === '') return { rule: 'required' };
      return issue.format === 'email' ? { rule: 'email' } : { rule: 'invalid' };
    case 'custom': {
      const { rule, ...values } = (issue.params ?? {}) as Record<string, unknown>;
      if (!isFieldMessage(rule)) return { rule: 'invalid' };
      const params = Object.fromEntries(
        Object.entries(values).filter((e): e is [string, string | number] =>
          ['string', 'number'].includes(typeof e[1]),
        ),
      );
      return Object.keys(params).length ? { rule, params } : { rule };
    }
    default:
      return { rule: 'invalid' };
  }
}
