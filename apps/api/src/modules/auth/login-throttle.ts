import type { GrowingDelay } from '../../platform/auth/throttle.repo.js';
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
