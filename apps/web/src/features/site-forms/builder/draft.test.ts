import type { SiteForm } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages.js';
import { bodyOf, builderFieldOf, fieldNameOf, moveField, newField, storedPatternErrors, valuesOf } from './draft.js';

describe('the builder draft', () => {
  it('moves a field up and down, keeping every field once', () => {
    const fields = [newField('short_text', []), newField('email', []), newField('consent', [])];
    const keys = (list: typeof fields) => list.map((f) => f.key);
    expect(keys(moveField(fields, 2, 0))).toEqual(['consent', 'short_text', 'email']);
    expect(keys(moveField(fields, 0, 1))).toEqual(['email', 'short_text', 'consent']);
    // Past either end: nothing moves (the first field's "up" button).
    expect(keys(moveField(fields, 0, -1))).toEqual(['short_text', 'email', 'consent']);
    expect(keys(moveField(fields, 2, 3))).toEqual(['short_text', 'email', 'consent']);
  });

  it('gives a new field a key not yet taken', () => {
    expect(newField('email', ['email', 'email_2']).key).toBe('email_3');
    expect(newField('single_choice', []).options).toHaveLength(1);
    expect(newField('consent', []).required).toBe(true);
  });

  it('sends only what a field’s type uses, and knockout rules for job applications only', () => {
    const values = valuesOf(null);
    const text = {
      ...newField('number', []),
      min_length: 3,
      min: 1,
      pattern: '',
      knockout: { min: 18, to_status: 'unsuccessful' },
    };
    values.fields = [text];
    values.handler = 'webhook';
    values.webhook_url = ' https://hooks.example.com/x ';
    const body = bodyOf(values);
    expect(body.webhook_url).toBe('https://hooks.example.com/x');
    expect(body.fields[0]).toEqual({ key: 'number', type: 'number', label: text.label, required: false, min: 1 });
    values.handler = 'job_application';
    expect(bodyOf(values).fields[0]?.knockout).toEqual({ min: 18, to_status: 'unsuccessful' });
    expect(bodyOf(values).webhook_url).toBeNull();
  });

  it('shows the API’s `url` under the webhook address', () => {
    expect(builderFieldOf('url')).toBe('webhook_url');
    expect(builderFieldOf('allowed_origins.2')).toBe('allowed_origins');
    expect(builderFieldOf('fields.0.key')).toBeUndefined();
  });
});

describe('fieldNameOf', () => {
  const field = { key: 'years', label: { en: 'Years', fr: '', ar: 'السنوات' } };
  it('names a field in the reader’s language, else in English, else by its key', () => {
    expect(fieldNameOf(field, 'ar')).toBe('السنوات');
    expect(fieldNameOf(field, 'fr')).toBe('Years');
    expect(fieldNameOf({ key: 'years', label: { en: ' ', fr: '', ar: '' } }, 'en')).toBe('years');
  });
});

describe('storedPatternErrors', () => {
  beforeAll(() => loadMessages('en'));

  it('names, on opening, a stored field or knockout pattern RE2 cannot run; nothing for a good one', () => {
    const label = { en: 'A', fr: 'A', ar: 'A' };
    const saved = {
      fields: [
        { key: 'a', type: 'short_text', label, required: false, pattern: '^[a-z]+$' },
        {
          key: 'b',
          type: 'short_text',
          label,
          required: false,
          pattern: '^(?=x)',
          knockout: { pattern: '(a)\\1', to_status: 'unsuccessful' },
        },
      ],
    } as unknown as SiteForm;
    const errors = storedPatternErrors(saved);
    expect(Object.keys(errors)).toEqual(['fields.1.pattern', 'fields.1.knockout.pattern']);
    expect(errors['fields.1.pattern']).toMatch(/^The portal cannot run this pattern/);
    expect(storedPatternErrors(null)).toEqual({});
  });
});
