import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets, later OIDC client secrets) are stored encrypted
 * with AES-256-GCM under `config.secretsKey`, so a copy of the database alone does not reveal them.
 * `purpose` is bound in as associated data (e.g. `totp:<user id>`): a ciphertext copied to another
 * row or use fails to decrypt instead of being accepted there.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export function encryptSecret(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain secret; throws when the key, the purpose or the stored text is not the one it was made with. */
export function decryptSecret(key: Buffer, purpose: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
