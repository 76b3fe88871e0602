import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { findRecoveryCodeByDigest, unusedArgon2RecoveryCodes } from './two-factor.repo.js';

// No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 ≈ 50 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`; only a keyed hash of each is stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person types: any case, with or without the dash or spaces. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

const HMAC_KEYS = new WeakMap<Buffer, Buffer>();
/** A key of its own for recovery codes, derived from the secrets key (never the AES key itself). */
function hmacKey(secretsKey: Buffer): Buffer {
  let key = HMAC_KEYS.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'talent-portal recovery codes', 32));
    HMAC_KEYS.set(secretsKey, key);
  }
  return key;
}

/**
 * Why HMAC-SHA256 and not argon2id: a recovery code is random (≈ 50 bits), not a person's
 * password, so a slow hash adds little; argon2id over ten stored hashes made every attempt cost
 * ten runs, a lever for anyone able to send attempts. The key (from `config.secretsKey`) keeps a
 * copy of the database alone from testing guesses offline; the person's id makes the same code
 * hash differently for two people.
 */
export function recoveryCodeDigest(secretsKey: Buffer, userId: number, code: string): string {
  return createHmac('sha256', hmacKey(secretsKey))
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

export const hashRecoveryCodes = (secretsKey: Buffer, userId: number, codes: string[]) =>
  codes.map((code) => recoveryCodeDigest(secretsKey, userId, code));

/**
 * The id of the person's unused code this one matches, or null: one lookup by digest. Codes
 * stored as argon2id before migration 0029 cannot be re-hashed (only their hash was kept), so
 * they are checked after it, one at a time, until they are used or replaced; nobody enrolled
 * since has any.
 */
export async function findRecoveryCode(
  q: Queryable,
  secretsKey: Buffer,
  userId: number,
  code: string,
  // The argon2id check of legacy rows; a test passes a counting one (a module mock is unreliable
  // where test files share modules).
  verifyLegacy: typeof verifyPassword = verifyPassword,
): Promise<number | null> {
  const found = await findRecoveryCodeByDigest(q, userId, recoveryCodeDigest(secretsKey, userId, code));
  if (found !== null) return found;
  const typed = normaliseRecoveryCode(code);
  for (const legacy of await unusedArgon2RecoveryCodes(q, userId)) {
    if (await verifyLegacy(legacy.codeHash, typed)) return legacy.id;
  }
  return null;
}
