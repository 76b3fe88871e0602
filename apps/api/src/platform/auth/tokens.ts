import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: used for session and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their sha-256, so the table cannot be replayed if read. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
