import type { FieldMessage } from '@talent/contract';
import { i18n } from '../i18n/i18n.js';
import { pickLocale } from '../i18n/locale.js';
import { fieldMessageIn } from '../i18n/messages.js';

/** One message per field, shown under its input. */
export type FieldErrors = Partial<Record<string, string>>;

/** A catalogue message (the same text the server answers), in the current language. */
export function fieldMessage(rule: FieldMessage, params?: Record<string, string | number>): string {
  return fieldMessageIn(pickLocale(i18n.language), rule, params);
}
