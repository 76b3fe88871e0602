import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_PURPOSES, type SignedLinkPurpose } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { hashToken } from '../../../platform/auth/tokens.js';

/**
 * What a candidate's e-mail link carries: who it is for (the candidate, at their site, in their
 * account), what it lets its holder do, until when, and a nonce that makes each link unique (and a
 * single-use one usable once). `ref` names the object a link is about (an export's request id).
 */
export type SignedLink = {
  purpose: SignedLinkPurpose;
  accountId: number;
  siteId: number;
  seekerId: string;
  expiresAt: Date;
  nonce: string;
  ref?: string;
};

type Payload = { p: string; a: number; s: number; k: string; e: number; n: string; r?: string };

const keys = new WeakMap<Buffer, Buffer>();

/** A key of its own for links, derived from SECRETS_KEY, so a link's MAC is no other secret's. */
function linkKey(secretsKey: Buffer): Buffer {
  let key = keys.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'talent-portal candidate links', 32));
    keys.set(secretsKey, key);
  }
  return key;
}

const mac = (secretsKey: Buffer, body: string) => createHmac('sha256', linkKey(secretsKey)).update(body).digest();

/**
 * A link's token: `<payload>.<mac>`, both base64url. Stateless, so a mail can carry it without a
 * row per mail; the MAC (HMAC-SHA256 under a key derived from SECRETS_KEY) makes any change to
 * the payload (another candidate, tenant, purpose or expiry) fail.
 */
export function signLink(secretsKey: Buffer, link: Omit<SignedLink, 'nonce'> & { nonce?: string }): string {
  const payload: Payload = {
    p: link.purpose,
    a: link.accountId,
    s: link.siteId,
    k: link.seekerId,
    e: Math.floor(link.expiresAt.getTime() / 1000),
    n: link.nonce ?? randomBytes(16).toString('base64url'),
    ...(link.ref === undefined ? {} : { r: link.ref }),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secretsKey, body).toString('base64url')}`;
}

const isPayload = (v: unknown): v is Payload => {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.p === 'string' &&
    Number.isInteger(p.a) &&
    Number.isInteger(p.s) &&
    typeof p.k === 'string' &&
    Number.isInteger(p.e) &&
    typeof p.n === 'string' &&
    (p.r === undefined || typeof p.r === 'string')
  );
};

/**
 * The link a token carries when its MAC is right, it is for `purpose` and it has not expired at
 * `now`; otherwise null, whatever was wrong (the caller answers every failure alike).
 */
export function readLink(secretsKey: Buffer, token: string, purpose: SignedLinkPurpose, now: Date): SignedLink | null {
  if (token.length > 2048) return null;
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) return null;
  // Compared as text, not decoded: base64url's last character carries unused bits, so a decoded
  // comparison would accept other spellings of the MAC, and each would be a new token to the
  // single-use record.
  const expected = Buffer.from(mac(secretsKey, body).toString('base64url'));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isPayload(payload) || payload.p !== purpose || !SIGNED_LINK_PURPOSES.includes(purpose)) return null;
  if (payload.e * 1000 <= now.getTime()) return null;
  return {
    purpose,
    accountId: payload.a,
    siteId: payload.s,
    seekerId: payload.k,
    expiresAt: new Date(payload.e * 1000),
    nonce: payload.n,
    ...(payload.r === undefined ? {} : { ref: payload.r }),
  };
}

/**
 * Marks a single-use link used; false when it already was (a replay). One conditional INSERT, so
 * two requests racing with the same link cannot both win. Kept until the link expires.
 */
export async function useLinkOnce(q: Queryable, link: SignedLink): Promise<boolean> {
  const result = (await q.execute(sql`
    insert into signed_link_uses (nonce_hash, expires_at)
    values (${hashToken(`${link.purpose}:${link.nonce}`)}, ${link.expiresAt.toISOString()})
    on conflict (nonce_hash) do nothing
    returning nonce_hash`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Housekeeping: forget used links once they have expired (they are refused by their expiry then). */
export async function purgeExpiredLinkUses(q: Queryable): Promise<void> {
  await q.execute(sql`delete from signed_link_uses where expires_at < now()`);
}
