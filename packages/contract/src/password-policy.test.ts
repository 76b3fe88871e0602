import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.js';

describe('checkPassword', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(checkPassword('Abc!234')).toEqual({ rule: 'password_too_short', params: { min: PASSWORD_MIN_LENGTH } });
    expect(checkPassword('Abc!2345')).toBeNull();
  });

  it('accepts 64 characters and refuses more than the maximum instead of truncating', () => {
    expect(checkPassword(`${'x'.repeat(63)}!`)).toBeNull();
    expect(checkPassword('y'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(checkPassword('y'.repeat(PASSWORD_MAX_LENGTH + 1))?.rule).toBe('password_too_long');
  });

  it('refuses common passwords whatever their case', () => {
    expect(checkPassword('password123')?.rule).toBe('password_common');
    expect(checkPassword('PassWord123')?.rule).toBe('password_common');
    expect(checkPassword('Portal!2345')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑')?.rule).toBe('password_too_short');
    expect(checkPassword('كلمةسرطويلة')).toBeNull();
  });
});
