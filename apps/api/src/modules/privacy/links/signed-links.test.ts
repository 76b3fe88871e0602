import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { testDatabase } from '../../../test/database.js';
import { readLink, signLink, useLinkOnce } from './signed-links.js';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = new Date('2026-11-26T10:00:00Z');
const link = {
  purpose: 'keep' as const,
  accountId: 1,
  siteId: 2,
  seekerId: '6f1c2a4e-9d1b-4c55-9a55-3a8d3c0f0b11',
  expiresAt: new Date('2026-12-10T10:00:00Z'),
};

describe('signed candidate links', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await testDatabase());
  });

  it('reads back what it signed, for its purpose, before it expires', () => {
    const token = signLink(key, link);
    expect(readLink(key, token, 'keep', now)).toMatchObject({ ...link, nonce: expect.any(String) });
    expect(readLink(key, token, 'manage', now)).toBeNull();
    expect(readLink(key, token, 'keep', new Date('2026-12-10T10:00:00Z'))).toBeNull();
  });

  it('refuses a tampered payload or MAC, another key, and junk', () => {
    const token = signLink(key, link);
    const [body, tag] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, a: 99 })).toString('base64url');
    expect(readLink(key, `${forged}.${tag}`, 'keep', now)).toBeNull();
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    /** The tag with its character at `i` replaced by the one whose value differs by `xor`. */
    const respelt = (i: number, xor: number) =>
      `${tag.slice(0, i)}${B64[B64.indexOf(tag.at(i)!) ^ xor]}${tag.slice(i + 1 || tag.length)}`;
    expect(readLink(key, `${body}.${respelt(-2, 1)}`, 'keep', now)).toBeNull();
    // The last character's two low bits carry nothing: another spelling of the same MAC is refused too.
    expect(Buffer.from(respelt(-1, 1), 'base64url')).toEqual(Buffer.from(tag, 'base64url'));
    expect(readLink(key, `${body}.${respelt(-1, 1)}`, 'keep', now)).toBeNull();
    expect(readLink(otherKey, token, 'keep', now)).toBeNull();
    for (const junk of ['', '.', 'abc', `${body}.${tag}.x`, 'x'.repeat(5000)]) {
      expect(readLink(key, junk, 'keep', now)).toBeNull();
    }
  });

  it('lets a single-use link through once, even when two uses race', async () => {
    const read = readLink(key, signLink(key, link), 'keep', now)!;
    const results = await Promise.all([useLinkOnce(db, read), useLinkOnce(db, read)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await useLinkOnce(db, read)).toBe(false);
    const another = readLink(key, signLink(key, link), 'keep', now)!;
    expect(await useLinkOnce(db, another)).toBe(true);
  });
});
