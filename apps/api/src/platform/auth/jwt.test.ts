import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './jwt.js';

const SECRET = 's'.repeat(40);
const key = new TextEncoder().encode(SECRET);
const now = Math.floor(Date.now() / 1000);
const claims = { aud: 'cms', sub: '7', iat: now, exp: now + 300 };

describe('HS256 tokens', () => {
  it('gives back the claims of a token it signed, for its audience, until it expires', async () => {
    const token = await signHs256(claims, SECRET);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyHs256(token, SECRET, 'cms')).toEqual(claims);
    expect(await verifyHs256(token, SECRET, 'cms', (now + 299) * 1000)).toEqual(claims);
    expect(await verifyHs256(token, SECRET, 'cms', (now + 300) * 1000)).toBeNull();
    expect(await verifyHs256(token, SECRET, 'candidate')).toBeNull();
  });

  it('refuses another secret, a changed payload, a token without expiry and what is not a token', async () => {
    const token = await signHs256(claims, SECRET);
    expect(await verifyHs256(token, 't'.repeat(40), 'cms')).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await verifyHs256(`${header}.${forged}.${signature}`, SECRET, 'cms')).toBeNull();
    const endless = await new SignJWT({ aud: 'cms', sub: '7' }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await verifyHs256(endless, SECRET, 'cms')).toBeNull();
    expect(await verifyHs256('not.a.token', SECRET, 'cms')).toBeNull();
    expect(await verifyHs256('', SECRET, 'cms')).toBeNull();
  });

  it('refuses a token naming another algorithm, even signed with the same secret, and `none`', async () => {
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await verifyHs256(hs512, SECRET, 'cms')).toBeNull();
    const unsecured = new UnsecuredJWT(claims).encode();
    expect(unsecured.split('.')[2]).toBe('');
    expect(await verifyHs256(unsecured, SECRET, 'cms')).toBeNull();
    // `none` in the header over a real HS256 signature: the header decides nothing.
    const token = await signHs256(claims, SECRET);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyHs256(`${none}.${token.split('.').slice(1).join('.')}`, SECRET, 'cms')).toBeNull();
  });
});
