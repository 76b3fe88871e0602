import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@talent/contract';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';

// No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 ≈ 50 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`; only argon2id hashes of them are stored, like passwords. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person types: any case, with or without the dash or spaces. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCodes = (codes: string[]) =>
  Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code))));

/** The id of the stored code this one matches, or null. */
export async function matchRecoveryCode(stored: { id: number; codeHash: string }[], code: string) {
  const typed = normaliseRecoveryCode(code);
  const results = await Promise.all(stored.map((s) => verifyPassword(s.codeHash, typed)));
  const index = results.indexOf(true);
  return index === -1 ? null : stored[index]!.id;
}
