import type { FieldMessage } from '@talent/contract';
import { i18n } from './i18n.js';
import { pickLocale } from './locale.js';
import { fieldMessageIn } from './messages.js';

/** A field message of the contract's catalogue in the current language (the text the server answers). */
export const fieldMessage = (rule: FieldMessage, params?: Record<string, string | number>) =>
  fieldMessageIn(pickLocale(i18n.language), rule, params);
