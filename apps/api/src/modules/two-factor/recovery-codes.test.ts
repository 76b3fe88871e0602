import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { findRecoveryCode, recoveryCodeDigest } from './recovery-codes.js';
import { enrol, secondStep, t, ticketOf, twoFactorSuite } from './two-factor.test-helpers.js';

// Recovery codes are found by a keyed hash in one lookup; codes stored as argon2id before still work.
twoFactorSuite();

describe('recovery codes are found by a keyed hash, in one lookup', () => {
  const email = 'recruiter@northwind.test';
  /** The real argon2id check, counted: a recovery code must not cost argon2 runs (only legacy rows may). */
  const countingVerify = () => {
    const runs = { count: 0 };
    const verify: typeof verifyPassword = (hash, password) => {
      runs.count += 1;
      return verifyPassword(hash, password);
    };
    return { runs, verify };
  };
  const stored = (userId: number) =>
    t.database.db
      .select({
        id: twoFactorRecoveryCodes.id,
        codeHash: twoFactorRecoveryCodes.codeHash,
        scheme: twoFactorRecoveryCodes.scheme,
      })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, userId));

  it('stores the HMAC of each code (never the code, never argon2) and checks a typed one with no argon2 run', async () => {
    const { codes } = await enrol(email);
    const userId = t.ids.user(email);
    const rows = await stored(userId);
    expect(rows.map((r) => r.scheme)).toEqual(Array(10).fill('hmac'));
    expect(rows.map((r) => r.codeHash).sort()).toEqual(
      codes.map((code) => recoveryCodeDigest(t.config.secretsKey, userId, code)).sort(),
    );
    // Bound to the person: the same code hashes differently for someone else.
    expect(recoveryCodeDigest(t.config.secretsKey, userId + 1, codes[0]!)).not.toBe(rows[0]!.codeHash);

    // Before: ten argon2id runs per attempt. Now none, wrong code or right.
    const { runs, verify } = countingVerify();
    const key = t.config.secretsKey;
    expect(await findRecoveryCode(t.database.db, key, userId, 'aaaaa-aaaaa', verify)).toBeNull();
    expect(await findRecoveryCode(t.database.db, key, userId, codes[4]!.toUpperCase(), verify)).not.toBeNull();
    expect(runs.count).toBe(0);

    const ticket = await ticketOf(email);
    const wrong = await secondStep({ ticket, recovery_code: 'aaaaa-aaaaa' });
    expect(wrong.statusCode).toBe(422);
    const right = await secondStep({ ticket, recovery_code: codes[4]!.toUpperCase() });
    expect(right.statusCode).toBe(200);
  });

  it('still accepts a code stored as argon2id before the change, once, and only then runs argon2', async () => {
    const legacyEmail = 'owner@globex.test';
    await enrol(legacyEmail);
    const userId = t.ids.user(legacyEmail);
    // A row as migration 0029 found it: an argon2id hash, marked so.
    await t.database.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await t.database.db
      .insert(twoFactorRecoveryCodes)
      .values({ userId, codeHash: await hashPassword('legacycode'), scheme: 'argon2' });

    // A miss of the keyed lookup, then one argon2id check of the one legacy row.
    const { runs, verify } = countingVerify();
    expect(await findRecoveryCode(t.database.db, t.config.secretsKey, userId, 'legac-ycode', verify)).not.toBeNull();
    expect(runs.count).toBe(1);

    const ticket = await ticketOf(legacyEmail);
    const used = await secondStep({ ticket, recovery_code: 'legac-ycode' });
    expect(used.statusCode).toBe(200);
    const again = await secondStep({ ticket: await ticketOf(legacyEmail), recovery_code: 'legacycode' });
    expect(again.statusCode).toBe(422);
  });
});
