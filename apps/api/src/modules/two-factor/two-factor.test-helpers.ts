import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { auditLog, userTwoFactor } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { parseMails } from '../../test/mail.js';

// Shared by the two-factor test files. The bindings are live: each file's tests read what its own
// `twoFactorSuite()` set up (files run one after another in a worker).
export let t: Harness;
export let acme: Selection;

/** Registers the file's setup: a seeded app, and no sign-in throttle carried from one test to the next. */
export function twoFactorSuite() {
  beforeAll(async () => {
    t = await setupApi();
    acme = { account: t.ids.acme };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
  });
}

const BASE = '/portal/v1/user-account/two-factor';
export const post = (token: string, path: string, payload?: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${BASE}${path}`, token, ...(payload ? { payload } : {}) });
export const status = (token: string) => t.call({ method: 'GET', url: BASE, token });
export const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });
export const firstStep = (email: string, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress });
export const secondStep = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/auth/login/second-factor', payload, remoteAddress });

/** The code an authenticator app shows `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns TOTP on for `email` through the API, as the security page does. */
export async function enrol(email: string) {
  const token = await t.login(email);
  const setup = await post(token, '/setup');
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.manual_key.replaceAll(' ', '');
  const confirmed = await post(token, '/confirm', { code: await codeAt(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { token, secret, codes: confirmed.json().data.recovery_codes as string[] };
}

/** Lets the next code be of the current step again (tests sign in more often than every 30 s). */
export const forgetLastStep = (email: string) =>
  t.database.db
    .update(userTwoFactor)
    .set({ lastTimeStep: null })
    .where(eq(userTwoFactor.userId, t.ids.user(email)));

export const ticketOf = async (email: string) => {
  const res = await firstStep(email);
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
};

export const auditRows = (action: string, email: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, t.ids.user(email))))
    .orderBy(auditLog.id);

/** Delivered mail to `email` whose subject starts so. */
export async function mailsTo(email: string, subject: string) {
  await t.app.mail.drain();
  return (await parseMails(t.outbox())).filter((m) => m.to === email && m.subject.startsWith(subject));
}
