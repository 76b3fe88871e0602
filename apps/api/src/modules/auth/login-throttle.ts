import { type GrowingDelay, releaseAttempt, takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';

/** Failed sign-in steps from one client address, whatever the person: passwords and second factors alike. */
export const ipKey = (ip: string) => `ip:${ip}`;

export const tooMany = (wait: number) =>
  new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });

export const growingDelayOf = (auth: AppContext['config']['auth']): GrowingDelay => ({
  free: auth.maxFailures,
  firstDelaySeconds: auth.firstDelaySeconds,
  maxDelaySeconds: auth.throttleWindowSeconds,
});

/**
 * Counts a sign-in step (password, second factor, passkey) on the client address before anything
 * is checked, so parallel requests cannot outrun the limit; a refused step checks nothing, so it
 * gives its slot back. Returns the address's key, for the step to release or keep once it knows.
 */
export async function takeSignInAttempt(ctx: AppContext, clientIp: string): Promise<string> {
  const { auth } = ctx.config;
  const ip = ipKey(clientIp);
  const wait = await takeAttempt(ctx.db, [{ key: ip, max: auth.maxFailuresPerIp }], auth.throttleWindowSeconds);
  if (wait > 0) {
    await releaseAttempt(ctx.db, [ip]);
    throw tooMany(wait);
  }
  return ip;
}
