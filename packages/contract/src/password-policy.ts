export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase; refused above rather than silently truncated.
export const PASSWORD_MAX_LENGTH = 256;

// The most common leaked passwords that pass the length rule (NIST 800-63B asks to refuse them).
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwertyui',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'michelle',
  'jennifer',
  'computer',
  'corvette',
  'mercedes',
  'internet',
  'liverpool',
  'abcd1234',
  'abc12345',
  'asdfghjk',
  'asdfasdf',
  'aaaaaaaa',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '11223344',
  '12341234',
  '123123123',
  '987654321',
  'changeme',
  'changeme1',
  'secret123',
  'motdepasse',
  'azertyuiop',
  'soleil123',
  'qwerty12345',
  'monkey123',
  'dragon123',
  'master123',
]);

export type PasswordProblem =
  | { rule: 'password_too_short'; params: { min: number } }
  | { rule: 'password_too_long'; params: { max: number } }
  | { rule: 'password_common'; params: Record<string, never> };

/** The one password rule, checked by the web form for speed and by the server for truth. */
export function checkPassword(password: string): PasswordProblem | null {
  // Count code points, not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { rule: 'password_too_short', params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { rule: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return { rule: 'password_common', params: {} };
  return null;
}
