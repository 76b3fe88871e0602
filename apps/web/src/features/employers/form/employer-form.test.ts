// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages.js';
import { bodyOf, EMPTY_EMPLOYER, optionChoices, validateEmployer as validate } from './employer-form.js';

// The messages come from the contract's catalogue, which the app loads per language.
beforeAll(() => loadMessages('en'));

const valid = { ...EMPTY_EMPLOYER, name: 'Acme', email: 'hr@acme.test', business_name: 'Acme Ltd' };

describe('employer form', () => {
  it('accepts a complete business', () => {
    expect(Object.values(validate(valid)).filter(Boolean)).toEqual([]);
  });

  it('asks for the name, the e-mail and (for a business) the business name', () => {
    expect(Object.keys(validate(EMPTY_EMPLOYER)).sort()).toEqual(['business_name', 'email', 'name']);
    expect(Object.keys(validate({ ...EMPTY_EMPLOYER, type: 'household' })).sort()).toEqual(['email', 'name']);
  });

  it('says "required" for a blank e-mail and "valid e-mail" for a wrong one, as the server does', () => {
    expect(validate({ ...valid, email: ' ' }).email).toBe('This field is required.');
    expect(validate({ ...valid, email: 'hr@' }).email).toBe('Enter a valid e-mail address.');
    expect(validate({ ...valid, name: 'x'.repeat(300) }).name).toMatch(/may not be longer than/);
  });

  it('sends no business field for a household', () => {
    const body = bodyOf({ ...valid, type: 'household', website: 'https://acme.test', size: '10-50' });
    expect([body.business_name, body.website, body.size]).toEqual(['', '', '']);
  });

  it('sends "trusted" only from the staff form', () => {
    expect(bodyOf({ ...valid, trusted: true })).not.toHaveProperty('trusted');
    expect(bodyOf({ ...valid, trusted: true }, true)).toMatchObject({ trusted: true });
  });

  it('keeps a value the site no longer offers among the choices', () => {
    const label = (v: string) => (v === 'it' ? 'IT' : null);
    expect(optionChoices([{ value: 'it' }], label, 'gone')).toEqual([
      { value: 'it', label: 'IT' },
      { value: 'gone', label: 'gone' },
    ]);
  });
});
