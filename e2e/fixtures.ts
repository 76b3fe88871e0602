import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from '@playwright/test';
import {
  type OperationId,
  operationRequest,
  type RequestInput,
  requestOf,
  type SelectionHeaderInput,
  selectionHeaders,
} from '@talent/contract';
import { mailTextsTo } from './mail.js';
import { outboxDir, serverPort } from './worker-server.js';

// This worker's own server (e2e/worker-server.ts).
const PORT = serverPort();
export const ACME = `http://localhost:${PORT}`;
export const GLOBEX = `http://127.0.0.1:${PORT}`;
export const PASSWORD = 'Portal!2345';
const ENTERPRISE = 'talent-portal';

// Demo ids follow the seed order: Acme is account 1 with sites 1 (Acme Jobs) and 2; Globex is 2 with site 3.
export const ACME_JOBS = '/1/1';

/** Which account, site and employer an API call acts in (the X-AF-* selection headers). */
export type Select = Pick<SelectionHeaderInput, 'accountId' | 'siteId' | 'employerId'>;

/** The portal client's headers, built by the contract like the web app's and the API tests'. */
export const portalHeaders = (token?: string, select: Select = {}) =>
  selectionHeaders({ enterpriseId: ENTERPRISE, token, ...select });

export async function tokenFor(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post(`${ACME}/portal/auth/login`, {
    headers: portalHeaders(),
    data: { email, password },
  });
  expect(res.status(), `login ${email}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A call of operation `K`: its parts as the contract types them, and the selection it acts in. */
export type CallInput<K extends OperationId> = RequestInput<K> & { select?: Select };
/** The input may be left out when nothing in it is required. */
type CallArgs<K extends OperationId> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Sends operation `id` to the portal at `origin` with exactly these headers: the contract builds the
 * method, the path with its parameters, the query and the body, so no spec writes an API path.
 */
export function sendOperation<K extends OperationId>(
  request: APIRequestContext,
  id: K,
  input: RequestInput<K>,
  { headers, origin = ACME }: { headers: Record<string, string>; origin?: string },
): Promise<APIResponse> {
  // Widened once here: `RequestArgs<K>` cannot be spread while K is still generic.
  const { method, url, body } = (requestOf as (id: OperationId, input: object) => ReturnType<typeof requestOf>)(
    id,
    input,
  );
  return request.fetch(`${origin}${url}`, { method, headers, data: body });
}

/** The path of an operation under the portal (`/portal/v1/…`), to recognise the app's own requests by. */
export const operationPath = (id: OperationId, params?: Record<string, unknown>) =>
  `/portal${operationRequest(id, params).path}`;

/** The portal API as `token`: `call('createJob', { body, select })`, answered as Playwright's APIResponse. */
export const apiCall = (request: APIRequestContext, token: string) => ({
  call: <K extends OperationId>(id: K, ...[input]: CallArgs<K>): Promise<APIResponse> => {
    const { select, ...parts } = (input ?? {}) as { select?: Select };
    return sendOperation(request, id, parts as RequestInput<K>, { headers: portalHeaders(token, select) });
  },
});

/**
 * Approves jobs as a moderator who just looked at them: each names the version of it in review
 * (SECURITY 34), read from the job's detail with the same token.
 */
export async function approveJobs(call: ReturnType<typeof apiCall>, ids: string[], select: Select) {
  const jobs = await Promise.all(
    ids.map(async (id) => {
      const job = (await (await call.call('getJob', { params: { uuid: id }, select })).json()) as {
        data: { review: { version: string } | null };
      };
      return { id, version: job.data.review?.version ?? '0'.repeat(64) };
    }),
  );
  return call.call('approveJobs', { body: { jobs }, select });
}

/**
 * Signs in through the API and hands the token to the app the way the login page stores it.
 * Seeded once per tab (sessionStorage marker), so a later logout is not undone by a reload.
 */
export async function signIn(
  page: Page,
  email: string,
  prefs?: Record<string, unknown>,
  password = PASSWORD,
): Promise<string> {
  const token = await tokenFor(page.request, email, password);
  await page.addInitScript(
    ([t, p]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(
        'portal-auth',
        JSON.stringify({ state: { token: t, tokenType: 'Bearer', parentToken: null, redirectPath: null }, version: 0 }),
      );
      if (p) localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 }));
    },
    [token, prefs ?? null] as const,
  );
  return token;
}

/** Sets preferences before the app starts (e.g. `{ language: 'ar', theme: 'dark' }`). */
export async function withPreferences(page: Page, prefs: Record<string, unknown>) {
  await page.addInitScript((p) => {
    if (!localStorage.getItem('portal-preferences'))
      localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 }));
  }, prefs);
}

/** The newest mail of the outbox to an address, as its subject and text part; '' while there is none. */
export async function latestMailTo(address: string): Promise<string> {
  return (await mailTextsTo(outboxDir(), address)).at(-1) ?? '';
}

/**
 * axe's serious and critical violations on the page as shown, one line each (DESIGN §8).
 * `rules` narrows the run to those rules (say, the colour ones when only the theme changed).
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Colours are judged as shown: a modal or menu still fading in would read as low contrast.
  // (Endless ones, such as a spinner, are left out; a second is the most it waits.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // Legacy mode runs axe in the page itself: the app has no cross-origin frames, and the default
  // mode's extra page per run doubles the time of a sweep over every screen.
  // Only violations are read: axe then skips building selectors for every node that passed (its
  // own performance advice), which is most of its time on a full screen.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** axe: no serious or critical violation (DESIGN §8). */
export async function expectAccessible(page: Page, label: string) {
  expect(await seriousViolations(page), label).toEqual([]);
}

/** Console errors and uncaught exceptions (a CSP violation shows up here too). */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const test = base;
export { expect };
