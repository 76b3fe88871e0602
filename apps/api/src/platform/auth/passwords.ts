import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { checkPassword } from '@talent/contract';
import type { FieldProblem } from '../errors.js';

// OWASP's minimum for argon2id; read back from the stored hash by a test.
// Algorithm is an ambient const enum (not importable as a value): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
};

/** The password rule as a field problem, or null when the password is acceptable. */
export function passwordProblem(password: string): FieldProblem | null {
  const problem = checkPassword(password);
  return problem ? { rule: problem.rule, params: problem.params } : null;
}
