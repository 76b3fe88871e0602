import type { Locale } from '@talent/contract';
import { isSsoErrorCode } from '@talent/contract';
import { messagesOf } from '../../shared/i18n/messages.js';

/**
 * The message of `/login?sso_error=<code>`, in the reader's language from the contract's catalogue
 * (the server's own words). Only the sign-in round trip's codes are shown; anything else in the
 * address (typed or crafted) reads as the general "did not complete", never as given.
 */
export function ssoErrorMessage(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  return messagesOf(locale).errors[isSsoErrorCode(code) ? code : 'sso_failed'];
}
