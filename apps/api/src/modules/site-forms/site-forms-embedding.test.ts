import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import { registerSiteFormHandler, siteFormHandlerOf, unregisterSiteFormHandler } from './handlers/registry.js';

const dist = mkdtempSync(join(tmpdir(), 'tp-web-forms-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

let t: Harness;
let token: string;
let real: ReturnType<typeof siteFormHandlerOf>;
beforeAll(async () => {
  t = await setupApi({ webDist: dist });
  token = await t.login('owner@acme.test');
  // A handler of this test in the real registry, so any form can be published; the real one comes
  // back afterwards (the registry outlives this file: other files of the worker publish with it).
  real = siteFormHandlerOf('job_feedback');
  registerSiteFormHandler({ name: 'job_feedback', publishProblems: () => null, handle: async () => null });
});
afterAll(async () => {
  unregisterSiteFormHandler('job_feedback');
  if (real) registerSiteFormHandler(real);
  await t.close();
});

const staff = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token, select: { account: t.ids.acme, site: t.ids.acmeJobs }, payload });
const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
const text = { en: 'Name', fr: 'Nom', ar: 'الاسم' };

describe('embedding the hosted form page', () => {
  it('lets only a published form’s allowed origins frame its page; every other page stays unframeable', async () => {
    const created = await staff('POST', '/site/forms', {
      name: 'Embedded',
      handler: 'job_feedback',
      allowed_origins: ['https://www.acme.test', 'https://careers.acme.test:8443'],
      fields: [{ key: 'name', type: 'short_text', label: text, required: true }],
    });
    const uuid = created.json().data.uuid;
    // A draft's page is "Form not available." (404), like an unknown form's.
    const draft = await page(`/forms/${uuid}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    await staff('POST', `/site/forms/${uuid}/publish`);
    const live = await page(`/forms/${uuid}`);
    expect(live.headers['content-security-policy']).toContain(
      'frame-ancestors https://www.acme.test https://careers.acme.test:8443;',
    );
    expect(live.headers['x-frame-options']).toBeUndefined();

    const other = await page('/1/1/jobs');
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // A path that only looks like a form's page is not one.
    const tricky = await page(`/forms/${uuid}/../../admin`);
    expect(tricky.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses origins that are not plain https origins (a path, http, a wildcard, a CSP injection)', async () => {
    for (const origin of [
      'https://a.test/path',
      'http://a.test',
      'https://*.a.test',
      "https://a.test; script-src 'unsafe-inline'",
    ]) {
      const res = await staff('POST', '/site/forms', { name: 'X', allowed_origins: [origin] });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['allowed_origins.0']);
    }
  });
});
