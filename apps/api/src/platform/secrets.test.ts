import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.js';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, with a fresh IV each time (the same secret never looks the same twice)', () => {
    const a = encryptSecret(key, 'totp:1', 'JBSWY3DPEHPK3PXP');
    const b = encryptSecret(key, 'totp:1', 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, 'totp:1', a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another purpose (a row copied to another user) and a changed byte', () => {
    const stored = encryptSecret(key, 'totp:1', 'secret');
    expect(() => decryptSecret(randomBytes(32), 'totp:1', stored)).toThrow();
    expect(() => decryptSecret(key, 'totp:2', stored)).toThrow();
    const parts = stored.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => decryptSecret(key, 'totp:1', [...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(key, 'totp:1', 'plain-text')).toThrow();
  });
});
