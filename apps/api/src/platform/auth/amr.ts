/**
 * How a session was signed in, as RFC 8176 "authentication method references" (the `amr` of an
 * OIDC ID token uses the same values): `pwd` a password, `otp` a TOTP code, `recovery` one of the
 * person's recovery codes (ours, not in the RFC), `mfa` an identity provider's own word that it
 * asked for several factors, `hwk`/`swk` a key held by the person (a passkey counts as two
 * factors). Each way of signing in records its list on the session; policies read it from here.
 */
export type Amr = string;

export const PASSWORD_AMR: Amr[] = ['pwd'];
const SECOND_FACTOR_AMR = new Set(['otp', 'recovery', 'mfa', 'hwk', 'swk']);

/** Whether a session proved more than a password: what an account's "require two-factor" asks. */
export const hasSecondFactor = (amr: readonly Amr[]) => amr.some((m) => SECOND_FACTOR_AMR.has(m));
