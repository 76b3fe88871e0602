import type { AccountUser } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { roles } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import type { Mail } from '../../test/mail.js';

// Shared by the account-users test files. The bindings are live: each file's tests read what its
// own `accountUsersSuite()` set up (files run one after another in a worker).
export let t: Harness;
export const tokens: Record<string, string> = {};
export let acme: Selection;
export let globex: Selection;

/** Registers the file's setup: a seeded app, and Acme's and Globex's staff signed in. */
export function accountUsersSuite() {
  beforeAll(async () => {
    t = await setupApi();
    acme = { account: t.ids.acme };
    globex = { account: t.ids.globex };
    for (const email of Object.keys(tokens)) delete tokens[email];
    for (const email of ['owner@acme.test', 'manager@acme.test', 'moderator@acme.test', 'owner@globex.test'])
      tokens[email] = await t.login(email);
  });
  afterAll(() => t.close());
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (token: string | null, method: Method, url: string, select: Selection, payload?: object) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(token ? { token } : {}),
    select,
    ...(payload ? { payload } : {}),
  });
export const owner = () => tokens['owner@acme.test']!;

export const roleId = async (key: string, account = t.ids.acme) =>
  (
    await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.key, key), eq(roles.accountId, account)))
  )[0]!.id;

export const accountUsers = async (token: string, query = '') =>
  (await call(token, 'GET', `/accounts/users${query}`, acme)).json().data as AccountUser[];

/** Follows an invitation mail: choose a password, sign in, return the token. */
export async function accept(mail: Mail, email: string) {
  const token = /password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const password = 'a-brand-new-passphrase';
  const reset = await t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
  return t.login(email, password);
}
