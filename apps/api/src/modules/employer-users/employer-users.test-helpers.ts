import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { roles } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import type { Mail } from '../../test/mail.js';

// Shared by the employer-users test files. The bindings are live: each file's tests read what
// its own `employerUsersSuite()` set up (files run one after another in a worker).
export let t: Harness;
export let northwind: number;
export let contoso: number;
export let acmeJobs: Selection;
export let asNorthwind: Selection;
export const tokens: Record<string, string> = {};

/** Registers the file's setup: a seeded app and each demo role signed in. */
export function employerUsersSuite() {
  beforeAll(async () => {
    t = await setupApi();
    northwind = t.ids.employer('Northwind Traders');
    contoso = t.ids.employer('Contoso Ltd');
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    asNorthwind = { ...acmeJobs, employer: northwind };
    for (const email of [
      'hr@northwind.test',
      'recruiter@northwind.test',
      'manager@acme.test',
      'moderator@acme.test',
      'owner@acme.test',
      'owner@globex.test',
      'nobody@portal.test',
    ]) {
      tokens[email] = await t.login(email);
    }
  });
  afterAll(() => t.close());
}

export const hr = () => tokens['hr@northwind.test']!;
export const usersUrl = (employer: number, rest = '') => `/portal/v1/employers/${employer}/users${rest}`;
export const list = (token: string, select: Selection, employer = northwind) =>
  t.call({ method: 'GET', url: usersUrl(employer), token, select });
export const invite = (
  token: string,
  payload: Record<string, unknown>,
  select: Selection = asNorthwind,
  employer = northwind,
) => t.call({ method: 'POST', url: usersUrl(employer), token, select, payload });
export const roleId = async (key: string) =>
  (
    await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.key, key), eq(roles.accountId, t.ids.acme)))
  )[0]!.id;

export const INVITE_LINK = /(\S+)\/auth\/profile\/password\?token=([A-Za-z0-9_-]+)&email=(\S+)/;
export function invitationOf(mail: Mail) {
  const match = INVITE_LINK.exec(mail.text);
  if (!match) throw new Error(`no invitation link in: ${mail.text}`);
  return { base: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!) };
}
export const setPassword = (token: string, password = 'a-brand-new-passphrase') =>
  t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, password, password_confirmation: password },
  });
export const signIn = (email: string, password = 'a-brand-new-passphrase') =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password } });
