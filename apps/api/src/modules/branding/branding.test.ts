import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import { normaliseHost } from './branding.repo.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

// Public and loaded before the web app knows anything: no enterprise header, no token.
const branding = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/portal/accounts/branding?domain=${encodeURIComponent(domain)}` });

describe('GET /portal/accounts/branding', () => {
  it('answers Acme’s brand for localhost, in the DESIGN §5 shape', async () => {
    const res = await branding('localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: t.ids.brandToken('acme'),
        name: 'Acme Talent Group',
        title: 'Acme Talent',
        logo_square: '/brands/acme.svg',
        branding: {
          colors: { primary_color: '#0b6e4f', primary_darken_color: '#08533b' },
          // Spec §9: versioned by the brand's last change (seconds), so a new file is fetched.
          stylesheet: { path: expect.stringMatching(/^\/brands\/acme\.css\?v=\d{10}$/) },
          login: expect.objectContaining({ heading: expect.objectContaining({ en: 'Welcome to Acme Talent' }) }),
          forgot_password: {},
          register: {},
        },
        settings: {},
      },
    });
  });

  it('answers Globex’s brand for 127.0.0.1, and ignores case, port and a trailing dot', async () => {
    for (const domain of ['127.0.0.1', '127.0.0.1:3000']) {
      expect((await branding(domain)).json().data.name).toBe('Globex Recruitment');
    }
    for (const domain of ['LOCALHOST', 'localhost:3000', 'localhost.']) {
      expect((await branding(domain)).json().data.name).toBe('Acme Talent Group');
    }
  });

  it('answers 404 for an unknown host and 422 without a domain', async () => {
    const unknown = await branding('jobs.example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const missing = await t.app.inject({ method: 'GET', url: '/portal/accounts/branding' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.domain).toEqual(['This field is required.']);
  });
});

describe('normaliseHost', () => {
  it('strips ports, brackets and trailing dots', () => {
    expect(normaliseHost('Jobs.Acme.COM:8443')).toBe('jobs.acme.com');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
    expect(normaliseHost('::1')).toBe('::1');
    expect(normaliseHost('acme.test.')).toBe('acme.test');
  });
});
