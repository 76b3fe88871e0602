import { fieldProblemOf } from '@talent/contract';
import type { z } from 'zod';
import { fieldMessage } from './field-message.js';

export type ContractResolverOptions<Values> = {
  /** The body the schema reads, made from the form's values (text as typed → the contract's shape). */
  toBody?: (values: Values) => unknown;
  /** The form key an issue shows under; by default its path (`links.1.url`). */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /**
   * The form's own wording where the catalogue would only say "invalid" (a refinement's reason),
   * by field, or a function of the field and the issue's code for list items.
   */
  messages?: Partial<Record<string, () => string>> | ((field: string, code: string) => string | undefined);
};

/** The first message per form key for the schema's issues on `body` (nothing when it passes). */
export function contractErrors<Values>(
  schema: z.ZodType,
  values: Values,
  { toBody, fieldOf = (path) => path.map(String).join('.'), messages = {} }: ContractResolverOptions<Values> = {},
): Record<string, string> {
  const parsed = schema.safeParse(toBody ? toBody(values) : values, { reportInput: true });
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (errors[field] !== undefined) continue;
    const problem = fieldProblemOf(issue);
    // A refinement's own message ("the maximum is below the minimum") reads better than "invalid".
    const own =
      problem.rule !== 'invalid'
        ? undefined
        : typeof messages === 'function'
          ? messages(field, issue.code)
          : messages[field]?.();
    errors[field] = own ?? fieldMessage(problem.rule, problem.params);
  }
  return errors;
}

/**
 * A `@mantine/form` validator from a contract schema: the same rules the API applies and the same
 * catalogue messages it answers with, in the current language. Mantine's own `schemaResolver`
 * shows zod's English issue texts, which is why forms use this one.
 */
export const contractResolver =
  <Values>(schema: z.ZodType, options: ContractResolverOptions<Values> = {}) =>
  (values: Values) =>
    contractErrors(schema, values, options);

/**
 * The same, for a screen that must not carry zod in its first chunk (the guest pages, within the
 * login budget): the schema's module loads on the first check, which Mantine then awaits.
 */
export function lazyContractResolver<Values>(
  load: () => Promise<z.ZodType>,
  options: ContractResolverOptions<Values> = {},
) {
  let schema: Promise<z.ZodType> | undefined;
  return async (values: Values) => {
    schema ??= load();
    return contractErrors(await schema, values, options);
  };
}
