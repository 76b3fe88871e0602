// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { initI18n } from '../i18n/i18n.js';
import { applyApiErrors, formAlert, itemsUnderList } from './api-errors.js';

/** The part of a `@mantine/form` form the helper uses, recording what it was given. */
function fakeForm(values: object) {
  const form = {
    errors: {} as Record<string, ReactNode>,
    getValues: () => values,
    setErrors: (errors: Record<string, ReactNode>) => {
      form.errors = errors;
    },
  };
  return form;
}

const invalid = (errors: Record<string, string[]>) =>
  new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);

beforeAll(() => initI18n('en', ['common']));

describe('applyApiErrors', () => {
  it('puts the first message of each field of a 422 under the form’s own fields, list items included', () => {
    const form = fakeForm({ title: '', links: [{ label: '', url: '' }] });
    const placed = applyApiErrors(
      form,
      invalid({ title: ['This field is required.', 'second'], 'links.0.url': ['This value is invalid.'] }),
    );
    expect(placed).toEqual({ title: 'This field is required.', 'links.0.url': 'This value is invalid.' });
    expect(form.errors).toEqual(placed);
  });

  it('leaves out keys the form has no field for, and maps aliases onto the field that shows them', () => {
    const form = fakeForm({ where: '', role_id: '' });
    const placed = applyApiErrors(
      form,
      invalid({ scope_id: ['This value is invalid.'], scope_type: ['x'], _root: ['y'], role_id: ['z'] }),
      { scope_id: 'where', scope_type: 'where' },
    );
    expect(placed).toEqual({ where: 'This value is invalid.', role_id: 'z' });
  });

  it('maps keys through a function: a tag of a list shows under the list’s one input', () => {
    const form = fakeForm({ add: [], remove: [] });
    const placed = applyApiErrors(form, invalid({ 'add.2': ['too long'], ids: ['x'] }), itemsUnderList);
    expect(placed).toEqual({ add: 'too long' });
    expect(formAlert(invalid({ 'remove.0': ['x'] }), form, itemsUnderList)).toBeNull();
  });

  it('clears the form’s errors for an answer that is not a 422 (the alert above the form says it)', () => {
    const form = fakeForm({ title: '' });
    form.errors = { title: 'stale' };
    expect(applyApiErrors(form, new ApiError(409, 'job_not_editable', 'No.'))).toEqual({});
    expect(applyApiErrors(form, new TypeError('Failed to fetch'))).toEqual({});
    expect(form.errors).toEqual({});
  });
});

describe('formAlert', () => {
  it('stays quiet for a 422 whose fields the form shows, and speaks for one it cannot show', () => {
    const form = fakeForm({ email: '' });
    expect(formAlert(invalid({ email: ['Enter a valid e-mail address.'] }), form)).toBeNull();
    expect(formAlert(invalid({ other: ['x'] }), form)).toBe('The given data was invalid.');
    expect(formAlert(invalid({ scope_id: ['x'] }), fakeForm({ where: '' }), { scope_id: 'where' })).toBeNull();
  });

  it('shows the server’s message, or "Unknown error." when the server could not be reached', () => {
    expect(formAlert(null)).toBeNull();
    expect(formAlert(new ApiError(403, 'forbidden', 'This action is unauthorized.'), ['email'])).toBe(
      'This action is unauthorized.',
    );
    expect(formAlert(new TypeError('Failed to fetch'))).toBe('Unknown error.');
  });
});
