import type { ReactNode } from 'react';
import { ApiError } from '../api/client.js';
import { i18n } from '../i18n/i18n.js';
import type { FieldErrors } from './field-message.js';

/** The part of a `@mantine/form` form that server errors need. */
export type ErrorTarget = {
  getValues: () => object;
  setErrors: (errors: Record<string, ReactNode>) => void;
};

/** Field messages of a 422 (`ApiError.errors`), first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]));
}

/**
 * Body keys the form shows under another of its fields (`scope_id` under a `where` select), or a
 * function of the key (`tags.3` under the one tags input).
 */
export type FieldAliases = Partial<Record<string, string>> | ((key: string) => string | undefined);

/** Aliases for a form whose lists are one input each (tags): `add.3` shows under `add`. */
export const itemsUnderList = (key: string) => key.split('.')[0];

/** The form key of a server key (`links.1.url`), or null when the form has no such field. */
function formKeyOf(form: ErrorTarget, key: string, aliases: FieldAliases): string | null {
  const own = (typeof aliases === 'function' ? aliases(key) : aliases[key]) ?? key;
  return (own.split('.')[0] ?? own) in form.getValues() ? own : null;
}

/**
 * Puts the messages of a 422 (`{ errors: { field: [msg] } }`) under the form's fields and clears
 * the others; answers the messages it placed (none: the alert above the form says it all).
 */
export function applyApiErrors(form: ErrorTarget, error: unknown, aliases: FieldAliases = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const field = formKeyOf(form, key, aliases);
    if (field && message !== undefined) fields[field] ??= message;
  }
  form.setErrors(fields);
  return fields;
}

/**
 * The message to show above a form: the server's own (already translated) message, except for a
 * 422 whose fields carry the detail, and "Unknown error." when the server could not be reached.
 * `fields` are the keys the form shows, or the form itself.
 */
export function formAlert(
  error: unknown,
  fields: readonly string[] | ErrorTarget = [],
  aliases: FieldAliases = {},
): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return i18n.t('common:errors.unknown');
  const shown = Object.keys(error.errors).filter((f) =>
    'getValues' in fields ? formKeyOf(fields, f, aliases) !== null : fields.includes(f),
  );
  if (error.code === 'validation_failed' && shown.length > 0) return null;
  return error.message || i18n.t('common:errors.unknown');
}
