import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import { verifyCmsToken } from './cms-token.js';

const SECRET = 'x'.repeat(40);
let t: Harness;

beforeAll(async () => {
  t = await setupApi({ cms: { tokenSecret: SECRET, editorUrl: 'https://cms.example.test/edit' } });
});
afterAll(() => t.close());

const issue = async (email: string, select = { account: t.ids.acme, site: t.ids.acmeJobs }) =>
  t.call({ method: 'POST', url: '/portal/v1/cms/auth/token', token: await t.login(email), select });

describe('POST /portal/v1/cms/auth/token', () => {
  it('signs a five-minute token naming the user and the site, which the editor can check', async () => {
    const res = await issue('owner@acme.test');
    expect(res.statusCode).toBe(200);
    const { token, expires_in, editor_url } = res.json().data;
    expect(expires_in).toBe(300);
    expect(editor_url).toBe(`https://cms.example.test/edit#token=${token}`);
    const claims = await verifyCmsToken(token, SECRET);
    expect(claims).toMatchObject({
      aud: 'cms',
      email: 'owner@acme.test',
      site: { id: t.ids.acmeJobs, name: 'Acme Jobs' },
    });
    expect(claims!.exp - claims!.iat).toBe(300);
    // Another secret, a changed payload, or time past the expiry: refused.
    expect(await verifyCmsToken(token, 'y'.repeat(40))).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@portal.test' })).toString('base64url');
    expect(await verifyCmsToken(`${h}.${forged}.${s}`, SECRET)).toBeNull();
    expect(await verifyCmsToken(`${h}.${p}.${s}`, SECRET, Date.now() + 301_000)).toBeNull();
  });

  it('needs the right to change the site’s settings, on a site of one’s own', async () => {
    expect((await issue('moderator@acme.test')).statusCode).toBe(403);
    expect((await issue('hr@northwind.test')).statusCode).toBe(403);
    expect((await issue('owner@globex.test')).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: '/portal/v1/cms/auth/token' });
    expect(anonymous.statusCode).toBe(401);
  });
});
