import { fieldProblemOf } from '@talent/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { FieldProblem, FieldProblems } from './errors.js';

/** Raised by the validator compiler; the error handler answers 422 with field messages. */
export class RequestValidationError extends Error {
  constructor(
    readonly fields: FieldProblems,
    readonly part: string,
  ) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

const ROOT = '_root';

/** Maps zod issues to `field → problems`; a missing body marks every required field. */
export function issuesToFields(schema: z.ZodType, issues: z.core.$ZodIssue[]): FieldProblems {
  const fields: FieldProblems = {};
  const add = (field: string, problem: FieldProblem) => {
    fields[field] ??= [];
    if (!fields[field].some((p) => p.rule === problem.rule)) fields[field].push(problem);
  };
  for (const issue of issues) {
    const problem = fieldProblemOf(issue);
    if (issue.path.length === 0 && schema instanceof z.ZodObject && problem.rule === 'required') {
      for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        if (!field.safeParse(undefined).success) add(key, { rule: 'required' });
      }
      continue;
    }
    add(issue.path.length ? issue.path.map(String).join('.') : ROOT, problem);
  }
  return fields;
}

/**
 * Where a NUL character hides in a value: PostgreSQL text cannot hold one, so such input is
 * refused as invalid up front instead of failing in the database.
 */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** zod validation for every request part, keeping enough detail to tell "required" from "invalid". */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) {
      // Path parameters are names the route resolves itself (an unknown file is a 404).
      const nul = httpPart === 'params' ? null : nulPath(result.data);
      if (!nul) return { value: result.data };
      return {
        error: new RequestValidationError({ [nul.join('.') || ROOT]: [{ rule: 'invalid' }] }, httpPart ?? 'body'),
      };
    }
    return { error: new RequestValidationError(issuesToFields(schema, result.error.issues), httpPart ?? 'body') };
  };
