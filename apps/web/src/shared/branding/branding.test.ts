import { BrandingResponse, DEFAULT_BRANDING } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { readBranding } from './branding.js';

const valid = {
  data: {
    ...DEFAULT_BRANDING,
    id: 'brand-key',
    name: 'Acme',
    title: 'Acme jobs',
    branding: { ...DEFAULT_BRANDING.branding, login: { heading: { en: 'Hi', fr: 'Salut' } } },
    settings: { anything: [1, 2] },
  },
};

/** What the contract's schema answers for a body, or null when it refuses it. */
const contract = (body: unknown) => {
  const parsed = BrandingResponse.safeParse(body);
  return parsed.success ? parsed.data.data : null;
};
const ours = (body: unknown) => {
  try {
    return readBranding(body);
  } catch {
    return null;
  }
};

describe('readBranding agrees with the contract schema', () => {
  const bodies: [string, unknown][] = [
    ['a valid brand', valid],
    ['extra keys, dropped at every level', { ...valid, extra: 1, data: { ...valid.data, extra: 2 } }],
    ['no data', {}],
    ['not an object', 'branding'],
    ['null', null],
    ['a missing title', { data: { ...valid.data, title: undefined } }],
    ['a number for a name', { data: { ...valid.data, name: 7 } }],
    ['no colours', { data: { ...valid.data, branding: { ...valid.data.branding, colors: undefined } } }],
    [
      'a colour of the wrong type',
      { data: { ...valid.data, branding: { ...valid.data.branding, colors: { primary_color: 1 } } } },
    ],
    ['login as an array', { data: { ...valid.data, branding: { ...valid.data.branding, login: [] } } }],
    ['settings as null', { data: { ...valid.data, settings: null } }],
    ['a stylesheet without a path', { data: { ...valid.data, branding: { ...valid.data.branding, stylesheet: {} } } }],
  ];
  for (const [name, body] of bodies) {
    it(name, () => {
      expect(ours(body)).toEqual(contract(body));
    });
  }

  it('accepts the valid brand as it is', () => {
    expect(readBranding(valid)).toEqual(valid.data);
  });
});
