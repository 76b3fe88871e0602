import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { catalogues } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import { multipart, type Part, PNG_1X1 } from '../../test/multipart.js';

let t: Harness;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'tp-uploads-'));
  t = await setupApi({ uploadsDir });
});
afterAll(() => t.close());

// Real images, small enough to read: a 1×1 PNG (shared), a 2×1 JPEG and a 1×1 lossless WebP (made by Chromium's encoders).
const JPEG_2X1 = Buffer.from(
  [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh',
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB',
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA',
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y',
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ',
    'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo',
    'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/',
    'xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR',
    'AxEAPwCdgFEv/9k=',
  ].join(''),
  'base64',
);
const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** The 1×1 PNG claiming another size in its IHDR (with a valid CRC): a pixel flood without the pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1X1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
function jpegClaiming(width: number, height: number): Buffer {
  const jpeg = Buffer.from(JPEG_2X1);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]), 2);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
/** An extended (VP8X) WebP header with a canvas of the given size. */
function webpClaiming(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const inner = WEBP_1X1.subarray(12); // the VP8L chunk
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x, inner]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(chunk.length + 4, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunk]);
}

const form = multipart;
const file = (data: Buffer | string, type: string, filename = 'avatar.png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});

const AVATAR = '/portal/v1/user-account/avatar';
const upload = (token: string | undefined, parts: Part[], headers: Record<string, string> = {}) => {
  const body = form(parts);
  return t.call({
    method: 'POST',
    url: AVATAR,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    ...(token ? { token } : {}),
  });
};
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const imageError = (locale: 'en' | 'fr' = 'en') => ({
  message: catalogues[locale].errors.validation_failed,
  code: 'validation_failed',
  errors: { file: [catalogues[locale].fields.image] },
});
const storedNames = () => (existsSync(join(uploadsDir, 'avatars')) ? readdirSync(join(uploadsDir, 'avatars')) : []);
async function avatarOf(email: string) {
  const result = await t.database.db.execute(sql`select avatar from users where email = ${email}`);
  return (result as unknown as { rows: { avatar: string | null }[] }).rows[0]!.avatar;
}
async function auditActions(userId: number) {
  const result = await t.database.db.execute(
    sql`select action, data from audit_log where subject_type = 'user' and subject_id = ${String(userId)}
        and action like 'user.avatar%' order by id`,
  );
  return (result as unknown as { rows: { action: string; data: Record<string, unknown> }[] }).rows;
}

describe('POST /user-account/avatar', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png', 'png'],
    ['JPEG', JPEG_2X1, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_1X1, 'image/webp', 'webp'],
  ])('accepts a real %s and serves it back byte for byte, with safe headers', async (_kind, bytes, type, ext) => {
    const token = await t.login('owner@acme.test');
    const res = await upload(token, [file(bytes, type, `me.${ext}`)]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.avatar).toMatch(new RegExp(`^/portal/uploads/avatars/[a-f0-9]{32}\\.${ext}$`));
    expect(data).toMatchObject({ email: 'owner@acme.test', id: t.ids.user('owner@acme.test') });
    expect(await avatarOf('owner@acme.test')).toBe(data.avatar);

    const served = await fetchFile(data.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{32}\.(png|jpg|webp)"$/);

    // The header shows it: /auth/me carries the new avatar.
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.json().data.avatar).toBe(data.avatar);
  });

  it('names files itself, whatever the client called them', async () => {
    const token = await t.login('manager@acme.test');
    const res = await upload(token, [file(PNG_1X1, 'image/png', '../../../etc/passwd.png')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toMatch(/^\/portal\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
  });

  it('deletes the previous file when the avatar is replaced, and audits both uploads', async () => {
    const email = 'moderator@acme.test';
    const userId = t.ids.user(email);
    const token = await t.login(email);
    const first = (await upload(token, [file(PNG_1X1, 'image/png')])).json().data.avatar as string;
    const firstName = first.split('/').pop()!;
    expect(storedNames()).toContain(firstName);

    const second = await upload(token, [file(WEBP_1X1, 'image/webp', 'new.webp')]);
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.avatar as string;
    expect(secondUrl).not.toBe(first);
    expect(storedNames()).not.toContain(firstName);
    expect(storedNames()).toContain(secondUrl.split('/').pop());
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(secondUrl)).statusCode).toBe(200);

    const audit = await auditActions(userId);
    expect(audit.map((a) => a.action)).toEqual(['user.avatar_updated', 'user.avatar_updated']);
    expect(audit[1]!.data).toMatchObject({ from: first, to: secondUrl, type: 'image/webp' });
  });

  it.each([
    [
      'an SVG with a script',
      file(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        'image/svg+xml',
        'x.svg',
      ),
    ],
    [
      'an SVG calling itself a PNG',
      file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png', 'x.png'),
    ],
    ['a text file renamed .png', file('Hello, I am certainly a picture.\n'.repeat(20), 'image/png', 'notes.png')],
    ['an HTML page renamed .jpg', file('<!doctype html><script>alert(1)</script>', 'image/jpeg', 'x.jpg')],
    ['a PNG declared as JPEG', file(PNG_1X1, 'image/jpeg', 'x.jpg')],
    ['a JPEG declared as WebP', file(JPEG_2X1, 'image/webp', 'x.webp')],
    ['a GIF', file(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 'x.gif')],
    ['a truncated PNG', file(PNG_1X1.subarray(0, 20), 'image/png')],
    ['a PNG header claiming 30000×30000 pixels', file(pngClaiming(30_000, 30_000), 'image/png')],
    ['a PNG header claiming 5001×5000 pixels', file(pngClaiming(5001, 5000), 'image/png')],
    ['a JPEG frame claiming 65535×65535 pixels', file(jpegClaiming(65_535, 65_535), 'image/jpeg', 'x.jpg')],
    ['a WebP canvas claiming 10000×10000 pixels', file(webpClaiming(10_000, 10_000), 'image/webp', 'x.webp')],
  ])('refuses %s: 422 "Image error." on file, storing nothing', async (_what, part) => {
    const email = 'owner@globex.test';
    const token = await t.login(email);
    const before = storedNames().length;
    const res = await upload(token, [part]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(imageError());
    expect(storedNames()).toHaveLength(before);
    expect(await avatarOf(email)).toBeNull();
  });

  it.each([
    ['PNG', pngClaiming(5000, 5000), 'image/png'],
    ['JPEG', jpegClaiming(5000, 5000), 'image/jpeg'],
    ['WebP', webpClaiming(5000, 5000), 'image/webp'],
  ])(
    'accepts a %s right at the pixel limit (5000×5000): the header parsers read the real size',
    async (_k, bytes, type) => {
      const token = await t.login('owner@globex.test');
      const res = await upload(token, [file(bytes, type)]);
      expect(res.statusCode).toBe(200);
      await t.call({ method: 'DELETE', url: AVATAR, token });
    },
  );

  it('says "Image error." in the caller’s language', async () => {
    const token = await t.login('owner@globex.test');
    const res = await upload(token, [file('not an image', 'image/png')], { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(imageError('fr'));
  });

  it('refuses a file over 2 MB with 413, and two files with 413', async () => {
    const token = await t.login('owner@globex.test');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    const tooBig = await upload(token, [file(big, 'image/png')]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });

    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 - PNG_1X1.length)]);
    expect((await upload(token, [file(exact, 'image/png')])).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: AVATAR, token });

    const two = await upload(token, [file(PNG_1X1, 'image/png'), file(PNG_1X1, 'image/png', 'b.png')]);
    expect(two.statusCode).toBe(413);
    expect(two.json().code).toBe('payload_too_large');
    expect(await avatarOf('owner@globex.test')).toBeNull();
  });

  it('requires the file (422), as multipart (415)', async () => {
    const token = await t.login('owner@globex.test');
    const none = await upload(token, [{ name: 'note', data: 'hello' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { file: ['This field is required.'] },
    });
    const empty = await upload(token, [file(Buffer.alloc(0), 'image/png')]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['This field is required.'] });

    const json = await t.call({ method: 'POST', url: AVATAR, token, payload: { file: PNG_1X1.toString('base64') } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
  });

  it('answers 401 without a token, storing nothing', async () => {
    const before = storedNames().length;
    const res = await upload(undefined, [file(PNG_1X1, 'image/png')]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    expect(storedNames()).toHaveLength(before);
    expect((await t.call({ method: 'DELETE', url: AVATAR })).statusCode).toBe(401);
  });

  it('keeps the JSON-only rule on the other routes (multipart is scoped to the avatar)', async () => {
    const token = await t.login('owner@globex.test');
    const body = form([{ name: 'name', data: 'Someone' }]);
    const res = await t.call({
      method: 'PUT',
      url: '/portal/v1/user-account/profile',
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('DELETE /user-account/avatar', () => {
  it('removes the avatar and its file, and audits it', async () => {
    const email = 'hr@northwind.test';
    const token = await t.login(email);
    const url = (await upload(token, [file(JPEG_2X1, 'image/jpeg', 'me.jpg')])).json().data.avatar as string;
    const res = await t.call({ method: 'DELETE', url: AVATAR, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, avatar: null });
    expect(await avatarOf(email)).toBeNull();
    expect(storedNames()).not.toContain(url.split('/').pop());
    expect((await fetchFile(url)).statusCode).toBe(404);
    const audit = await auditActions(t.ids.user(email));
    expect(audit.at(-1)).toMatchObject({ action: 'user.avatar_removed', data: { from: url } });

    // Removing again is harmless and audits nothing.
    expect((await t.call({ method: 'DELETE', url: AVATAR, token })).statusCode).toBe(200);
    expect((await auditActions(t.ids.user(email))).at(-1)!.action).toBe('user.avatar_removed');
    expect(await auditActions(t.ids.user(email))).toHaveLength(audit.length);
  });
});

describe('GET /portal/uploads/avatars/:name', () => {
  it('is public and needs no enterprise header', async () => {
    const token = await t.login('admin@portal.test');
    const url = (await upload(token, [file(PNG_1X1, 'image/png')])).json().data.avatar as string;
    const res = await t.app.inject({ method: 'GET', url, headers: {} });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fpglite',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5C..%5Cwindows%5Cwin.ini',
    'ABCDEF0123456789ABCDEF0123456789.png',
    '0123456789abcdef0123456789abcdef.svg',
    '0123456789abcdef0123456789abcdef.png%00.html',
    '0123456789abcdef0123456789abcdef.png.html',
    '0123456789abcdef0123456789abcde.png',
    '0123456789abcdef0123456789abcdef.png',
    'avatar.png',
  ])('answers 404 for %s', async (name) => {
    const res = await fetchFile(`/portal/uploads/avatars/${name}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
  });

  it('answers 404 for a path that climbs out of the folder', async () => {
    for (const url of ['/portal/uploads/avatars/../../../../etc/passwd', '/portal/uploads/../config.ts']) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
