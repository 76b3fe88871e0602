// @vitest-environment jsdom
import { LoginBody, NewPasswordFields } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n/i18n.js';
import { contractErrors, contractResolver, lazyContractResolver } from './contract-resolver.js';

beforeAll(() => initI18n('en', ['common']));

describe('contractResolver', () => {
  it('answers the catalogue’s messages, as the server would, one per field', () => {
    const validate = contractResolver(NewPasswordFields);
    expect(validate({ password: '', password_confirmation: '' })).toEqual({
      password: 'This field is required.',
      password_confirmation: 'This field is required.',
    });
    expect(validate({ password: 'short', password_confirmation: 'other' })).toEqual({
      password: 'The password must be at least 8 characters.',
      password_confirmation: 'The confirmation field does not match.',
    });
    expect(validate({ password: 'a long passphrase', password_confirmation: 'a long passphrase' })).toEqual({});
  });

  it('reads the body made from the values, and names the field an issue shows under', () => {
    const errors = contractErrors(
      LoginBody,
      { who: ' ', secret: 'x' },
      { toBody: (v) => ({ email: v.who, password: v.secret }), fieldOf: (path) => (path[0] === 'email' ? 'who' : '') },
    );
    expect(errors).toEqual({ who: 'This field is required.' });
  });

  it('loads a lazily imported schema once, on the first check', async () => {
    let loads = 0;
    const validate = lazyContractResolver(async () => {
      loads += 1;
      return LoginBody;
    });
    expect(await validate({ email: '', password: 'x' })).toEqual({ email: 'This field is required.' });
    expect(await validate({ email: 'a@b.test', password: 'x' })).toEqual({});
    expect(loads).toBe(1);
  });

  it('speaks the current language', async () => {
    await changeLanguage('fr');
    expect(contractResolver(LoginBody)({ email: '', password: 'x' }).email).toBe('Ce champ est obligatoire.');
    await changeLanguage('en');
  });
});
