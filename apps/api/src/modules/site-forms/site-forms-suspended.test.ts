import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, siteFormSubmissions, siteForms } from '../../db/schema/index.js';
import { answers, freshIp, publishedForm, siteFormsSuite, t } from './site-forms.test-helpers.js';

// Issue 33: while platform staff have an account suspended, its public pages and forms answer a
// clear "temporarily unavailable" (503) and take nothing in; reinstated, they work again.
siteFormsSuite();

const platform = (action: 'suspend' | 'reinstate', reason: string) =>
  t.login('admin@portal.test').then((token) =>
    t.call({
      method: 'POST',
      url: `/portal/v1/platform/accounts/${t.ids.acme}/${action}`,
      token,
      payload: { reason },
    }),
  );
const definition = (uuid: string) => t.call({ method: 'GET', url: `/portal/public/forms/${uuid}` });
const submit = (uuid: string) =>
  t.call({
    method: 'POST',
    url: `/portal/public/forms/${uuid}/submissions`,
    payload: { answers: answers() },
    remoteAddress: freshIp(),
  });
const publicJob = (uuid: string) => t.call({ method: 'GET', url: `/portal/public/jobs/${uuid}` });
const submissions = async (uuid: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(siteFormSubmissions)
      .innerJoin(siteForms, eq(siteForms.id, siteFormSubmissions.formId))
      .where(eq(siteForms.uuid, uuid))
  )[0]?.n ?? 0;

describe('a suspended account’s public pages', () => {
  it('answer “temporarily unavailable” and store nothing, then work again once reinstated', async () => {
    const uuid = await publishedForm();
    const [live] = await t.database.db
      .select({ uuid: jobs.id })
      .from(jobs)
      .where(sql`${jobs.accountId} = ${t.ids.acme} and ${jobs.status} = 'live'`)
      .limit(1);
    expect((await definition(uuid)).statusCode).toBe(200);
    expect((await publicJob(live!.uuid)).statusCode).toBe(200);

    expect((await platform('suspend', 'Contract ended')).statusCode).toBe(200);
    for (const res of [await definition(uuid), await submit(uuid), await publicJob(live!.uuid)]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'account_unavailable',
        message: 'This page is temporarily unavailable. Please try again later.',
      });
    }
    const french = await t.call({
      method: 'GET',
      url: `/portal/public/forms/${uuid}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('Cette page est temporairement indisponible. Réessayez plus tard.');
    expect(await submissions(uuid)).toBe(0);

    expect((await platform('reinstate', 'Contract renewed')).statusCode).toBe(200);
    expect((await definition(uuid)).statusCode).toBe(200);
    expect((await submit(uuid)).statusCode).toBe(201);
    expect((await publicJob(live!.uuid)).statusCode).toBe(200);
    expect(await submissions(uuid)).toBe(1);
  });
});
