import { ApiError } from '../api/client.js';
import { i18n } from '../i18n/i18n.js';

/** What to say when a call failed: the server's own (translated) message, else "Unknown error.". */
export function errorText(error: unknown): string {
  return (error instanceof ApiError && error.message) || i18n.t('common:errors.unknown');
}
