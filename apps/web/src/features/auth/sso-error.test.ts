import { ERRORS } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../shared/i18n/messages.js';
import { ssoErrorMessage } from './sso-error.js';

describe('the login page’s ?sso_error=', () => {
  beforeAll(async () => {
    await loadMessages('en');
    await loadMessages('fr');
    await loadMessages('ar');
  });

  it('shows the spec’s message for an unknown provider, in each language', () => {
    expect(ssoErrorMessage('unknown_oauth_provider', 'en')).toBe('Unknown OAuth provider.');
    for (const locale of ['fr', 'ar'] as const) {
      const text = ssoErrorMessage('unknown_oauth_provider', locale);
      expect(text).toBeTruthy();
      expect(text).not.toBe('Unknown OAuth provider.');
    }
  });

  it('never repeats what the address says: any other code reads as the general failure', () => {
    for (const code of ['<script>', 'invalid_credentials', 'forbidden', 'Your account was hacked, call 555']) {
      expect(ssoErrorMessage(code, 'en')).toBe(ERRORS.sso_failed.message);
    }
    expect(ssoErrorMessage(null, 'en')).toBeNull();
  });
});
