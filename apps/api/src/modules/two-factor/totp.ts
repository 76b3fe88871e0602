import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What the encrypted secret is bound to (`platform/secrets.ts`): this person's TOTP only. */
export const totpPurpose = (userId: number) => `totp:${userId}`;

/** 30-second steps, six digits, SHA-1: what every authenticator app reads from an otpauth URI. */
export const newTotpSecret = () => generateSecret();

/** The secret in groups of four, as people type it into an app. */
export const manualKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function otpauthUri(secret: string, issuer: string, label: string) {
  return generateURI({ issuer, label, secret });
}

/** An SVG data URL made on the server, so the web app carries no QR library. */
export async function qrDataUrl(uri: string) {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of a correct code, or null. One step either side is accepted (clocks drift, and a
 * code typed as it rolls over still counts); a step at or before `afterTimeStep` is refused, so a
 * code, once used, cannot be used again.
 */
export async function totpStep(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The functional API's result also covers HOTP; a TOTP success carries its time step.
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
