import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteFormSubmissions, siteForms } from '../../db/schema/index.js';
import { MINIMAL_PDF } from '../../test/documents.js';
import { multipart } from '../../test/multipart.js';
import { answers, freshIp, publishedForm, siteFormsSuite, t } from './site-forms.test-helpers.js';

// Issue 31, item 6 (SECURITY 35): a form lives only on its account's brand hosts and PUBLIC_URL's
// host. In the demo Acme's brand host is localhost, Globex's 127.0.0.1; PUBLIC_URL is portal.test.
const dist = mkdtempSync(join(tmpdir(), 'tp-web-form-hosts-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
siteFormsSuite({ webDist: dist });

const ACME_HOST = 'localhost';
const GLOBEX_HOST = '127.0.0.1';
const PUBLIC_HOST = 'portal.test';
const FOREIGN_HOSTS = [GLOBEX_HOST, `${GLOBEX_HOST}:3100`, 'evil.example', 'a:1@evil.example'];

const definition = (uuid: string, host: string) =>
  t.call({ method: 'GET', url: `/portal/public/forms/${uuid}`, headers: { host } });
const submitOn = (uuid: string, host: string) =>
  t.call({
    method: 'POST',
    url: `/portal/public/forms/${uuid}/submissions`,
    payload: { answers: answers() },
    headers: { host },
    remoteAddress: freshIp(),
  });
const submitFileOn = (uuid: string, host: string) => {
  const body = multipart([
    { name: 'data', data: JSON.stringify({ answers: answers() }) },
    { name: 'cv', data: MINIMAL_PDF, type: 'application/pdf', filename: 'cv.pdf' },
  ]);
  return t.call({
    method: 'POST',
    url: `/portal/public/forms/${uuid}/submissions`,
    payload: body.payload,
    headers: { ...body.headers, host },
    remoteAddress: freshIp(),
  });
};
const page = (uuid: string, host: string) =>
  t.app.inject({ method: 'GET', url: `/forms/${uuid}`, headers: { accept: 'text/html', host } });

async function storedSubmissions(uuid: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(siteFormSubmissions)
    .innerJoin(siteForms, eq(siteForms.id, siteFormSubmissions.formId))
    .where(eq(siteForms.uuid, uuid));
  return row?.n ?? 0;
}

describe('a hosted form on another tenant’s host', () => {
  it('Acme’s form fetched or posted (JSON, files) with Globex’s Host: 404 “Form not available.”, nothing stored', async () => {
    const uuid = await publishedForm();
    for (const host of FOREIGN_HOSTS) {
      const got = await definition(uuid, host);
      expect(got.statusCode, host).toBe(404);
      expect(got.json()).toMatchObject({ code: 'form_not_available', message: 'Form not available.' });
      for (const posted of [await submitOn(uuid, host), await submitFileOn(uuid, host)]) {
        expect(posted.statusCode, host).toBe(404);
        expect(posted.json()).toMatchObject({ code: 'form_not_available', message: 'Form not available.' });
      }
    }
    expect(await storedSubmissions(uuid)).toBe(0);

    // On its own brand host and on PUBLIC_URL's host it answers and takes answers.
    for (const host of [ACME_HOST, `${ACME_HOST}:3100`, PUBLIC_HOST]) {
      expect((await definition(uuid, host)).statusCode, host).toBe(200);
      expect((await submitOn(uuid, host)).statusCode, host).toBe(201);
    }
    expect((await submitFileOn(uuid, ACME_HOST)).statusCode).toBe(201);
    expect(await storedSubmissions(uuid)).toBe(4);
  });

  it('the hosted page is 404 and unframeable on Globex’s host; its allowed origins frame it only on Acme’s hosts', async () => {
    const uuid = await publishedForm({ allowed_origins: ['https://www.acme.test'] });
    for (const host of FOREIGN_HOSTS) {
      const res = await page(uuid, host);
      expect(res.statusCode, host).toBe(404);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBeDefined();
    }
    for (const host of [ACME_HOST, PUBLIC_HOST]) {
      const res = await page(uuid, host);
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors https://www.acme.test;');
    }
    // A form that is not live is the same 404 page, on its own host too.
    expect((await page('3f1c9a52-7d7e-4a53-9b0e-6a1f2a9b0c11', ACME_HOST)).statusCode).toBe(404);
  });
});
