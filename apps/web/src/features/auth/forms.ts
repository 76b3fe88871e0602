import { checkPassword, type FieldMessage } from '@talent/contract';
import { ApiError } from '../../shared/api/client.js';
import { i18n } from '../../shared/i18n/i18n.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { fieldMessageIn } from '../../shared/i18n/messages.js';

/** One message per field, shown under its input. */
export type FieldErrors = Partial<Record<string, string>>;

/** A catalogue message (the same text the server answers), in the current language. */
export function fieldMessage(rule: FieldMessage, params?: Record<string, string | number>): string {
  return fieldMessageIn(pickLocale(i18n.language), rule, params);
}

/** "This field is required." for every blank value. */
export function requiredErrors(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) if (!value.trim()) errors[field] = fieldMessage('required');
  return errors;
}

/** The password rule of the contract and the confirmation check, as the server applies them. */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const errors = requiredErrors({ password, password_confirmation: confirmation });
  if (!errors.password) {
    const problem = checkPassword(password);
    if (problem) errors.password = fieldMessage(problem.rule, problem.params);
  }
  if (!errors.password_confirmation && password !== confirmation) {
    errors.password_confirmation = fieldMessage('confirmation');
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** Field messages of a 422 (`ApiError.errors`), first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]));
}

/**
 * The message to show above a form: the server's own (already translated) message, except for a
 * 422 whose fields carry the detail, and "Unknown error." when the server could not be reached.
 */
export function formAlert(error: unknown, fields: readonly string[] = []): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return i18n.t('common:errors.unknown');
  const shown = Object.keys(error.errors).filter((f) => fields.includes(f));
  if (error.code === 'validation_failed' && shown.length > 0) return null;
  return error.message || i18n.t('common:errors.unknown');
}
