import { existsSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogues } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart, type Part, PNG_1X1 } from '../../test/multipart.js';
import { ORPHAN_AFTER_MS, purgeOrphanUploads } from '../uploads/orphan-uploads.js';

let t: Harness;
let uploadsDir: string;
let acmeJobs: Selection;
beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'tp-uploads-'));
  t = await setupApi({ uploadsDir });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
});
afterAll(() => t.close());

const form = multipart;
const file = (data: Buffer | string, type: string, filename = 'logo.png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});
const purpose = (value = 'employer_logo'): Part => ({ name: 'purpose', data: value });

const URL = '/portal/v1/forms/upload-file';
const upload = (token: string, parts: Part[], select: Selection = acmeJobs, headers: Record<string, string> = {}) => {
  const body = form(parts);
  return t.call({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    token,
    select,
  });
};
const stored = () =>
  existsSync(join(uploadsDir, 'employer-logos')) ? readdirSync(join(uploadsDir, 'employer-logos')) : [];
const imageError = {
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors: { file: [catalogues.en.fields.image] },
};

describe('POST /forms/upload-file (employer_logo)', () => {
  it('accepts a PNG, stores it under a server-made name and serves it back', async () => {
    const token = await t.login('manager@acme.test');
    const res = await upload(token, [file(PNG_1X1, 'image/png', '../../evil.png'), purpose()]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      url: expect.stringMatching(/^\/portal\/uploads\/employer-logos\/[a-f0-9]{32}\.png$/),
      content_type: 'image/png',
      size: PNG_1X1.length,
    });
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own it downloads, never renders in the portal's origin (an <img> still shows it).
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{32}\.png"$/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");

    // The URL is accepted as an employer's logo.
    const id = t.ids.employer('Contoso Ltd');
    const employer = (
      await t.call({ method: 'GET', url: `/portal/v1/employers/${id}`, token, select: acmeJobs })
    ).json().data;
    const put = await t.call({
      method: 'PUT',
      url: `/portal/v1/employers/${id}`,
      token,
      select: acmeJobs,
      payload: { ...employer, logo: data.url },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.logo).toBe(data.url);

    // Another site's image is not: the SPA loads nothing from elsewhere (SECURITY 22).
    const elsewhere = await t.call({
      method: 'PUT',
      url: `/portal/v1/employers/${id}`,
      token,
      select: acmeJobs,
      payload: { ...employer, logo: 'https://cdn.example.com/logo.png' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['logo']);
  });

  it.each([
    ['a GIF', file(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 'x.gif')],
    [
      'an SVG with a script',
      file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml', 'x.svg'),
    ],
    ['an SVG calling itself a PNG', file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png')],
    ['a text file renamed .png', file('not a picture at all\n'.repeat(10), 'image/png')],
    ['a PNG declared as JPEG', file(PNG_1X1, 'image/jpeg', 'x.jpg')],
  ])('refuses %s: 422 "Image error." on file, storing nothing', async (_what, part) => {
    const token = await t.login('owner@acme.test');
    const before = stored().length;
    const res = await upload(token, [purpose(), part]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(imageError);
    expect(stored()).toHaveLength(before);
  });

  it('refuses a file over 2 MB with 413, storing nothing', async () => {
    const token = await t.login('owner@acme.test');
    const before = stored().length;
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    const res = await upload(token, [purpose(), file(big, 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
    expect(stored()).toHaveLength(before);
  });

  it('needs a known purpose and a file, as multipart', async () => {
    const token = await t.login('owner@acme.test');
    const none = await upload(token, [file(PNG_1X1, 'image/png')]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ purpose: ['This field is required.'] });
    const unknown = await upload(token, [purpose('cv'), file(PNG_1X1, 'image/png')]);
    expect(unknown.json().errors).toEqual({ purpose: ['This value is invalid.'] });
    const noFile = await upload(token, [purpose()]);
    expect(noFile.json().errors).toEqual({ file: ['This field is required.'] });
    const json = await t.call({
      method: 'POST',
      url: URL,
      token,
      select: acmeJobs,
      payload: { purpose: 'employer_logo' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a logo upload to whoever may neither create nor update employers', async () => {
    const before = stored().length;
    for (const email of ['moderator@acme.test', 'hr@northwind.test']) {
      const token = await t.login(email);
      const res = await upload(token, [purpose(), file(PNG_1X1, 'image/png')]);
      expect(res.statusCode, email).toBe(403);
    }
    expect(stored()).toHaveLength(before);
  });

  it('lets an employer user upload a logo for its own profile (with the employer selected), not a recruiter', async () => {
    const own = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    const hr = await upload(await t.login('hr@northwind.test'), [purpose(), file(PNG_1X1, 'image/png')], own);
    expect(hr.statusCode).toBe(200);
    const recruiter = await upload(
      await t.login('recruiter@northwind.test'),
      [purpose(), file(PNG_1X1, 'image/png')],
      own,
    );
    expect(recruiter.statusCode).toBe(403);
  });
});

describe('orphan logo clean-up', () => {
  it('deletes day-old logos no employer uses, and keeps used and fresh ones', async () => {
    const manager = await t.login('manager@acme.test');
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(manager, [purpose(), file(PNG_1X1, 'image/png')]);
      urls.push(res.json().data.url);
    }
    const [used, orphan, fresh] = urls as [string, string, string];
    const contoso = t.ids.employer('Contoso Ltd');
    const current = (
      await t.call({ method: 'GET', url: `/portal/v1/employers/${contoso}`, token: manager, select: acmeJobs })
    ).json().data;
    const saved = await t.call({
      method: 'PUT',
      url: `/portal/v1/employers/${contoso}`,
      token: manager,
      select: acmeJobs,
      payload: { ...current, logo: used },
    });
    expect(saved.statusCode).toBe(200);

    const pathOf = (url: string) => join(uploadsDir, 'employer-logos', url.slice(url.lastIndexOf('/') + 1));
    const twoDaysAgo = new Date(Date.now() - 2 * ORPHAN_AFTER_MS);
    for (const url of [used, orphan]) utimesSync(pathOf(url), twoDaysAgo, twoDaysAgo);
    await t.app.housekeeping.runAll();

    const served = async (url: string) => (await t.call({ method: 'GET', url })).statusCode;
    expect(await served(used)).toBe(200);
    expect(await served(orphan)).toBe(404);
    expect(await served(fresh)).toBe(200);
    expect(existsSync(pathOf(orphan))).toBe(false);
    expect(await purgeOrphanUploads(t.database.db, t.app.storage)).toBe(0); // nothing left to do
  });
});
