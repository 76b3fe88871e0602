import type { APIRequestContext } from '@playwright/test';
import type { OperationBody } from '@talent/contract';
import { ACME, apiCall, approveJobs, expect, portalHeaders, type Select, tokenFor } from './fixtures.js';

// Edits of live jobs (SECURITY 34), made through the API for the journeys and the screens.
const SITE = { accountId: 1, siteId: 1 };
const HR = 'hr@northwind.test';

/** A job's content as the API takes it; what a test leaves out stays as the helper writes it. */
export type JobContentBody = OperationBody<'updateJob'>;

const content = (body: JobContentBody): JobContentBody => ({
  description: '<p>Deliver parcels around the town centre.</p>',
  work_type: 'part_time',
  classifications: ['logistics'],
  product: 'standard',
  ...body,
});

/** Northwind Traders on Acme Jobs, as its HR user selects it. */
async function northwind(request: APIRequestContext): Promise<{ token: string; select: Select }> {
  const token = await tokenFor(request, HR);
  const me = (await (await apiCall(request, token).call('me')).json()) as {
    data: { accounts: { sites: { id: number; employers: { id: number; name: string }[] }[] }[] };
  };
  const site = me.data.accounts[0]!.sites.find((s) => s.id === SITE.siteId)!;
  return { token, select: { ...SITE, employerId: site.employers.find((e) => e.name === 'Northwind Traders')!.id } };
}

/** A live Northwind job on Acme Jobs, published by its employer and approved by a moderator. */
export async function liveNorthwindJob(request: APIRequestContext, body: JobContentBody) {
  const { token, select } = await northwind(request);
  const hr = apiCall(request, token);
  const created = await hr.call('createJob', { body: content(body), select });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await hr.call('publishJob', { params: { uuid: id }, select })).status()).toBe(200);
  const moderator = apiCall(request, await tokenFor(request, 'moderator@acme.test'));
  expect((await approveJobs(moderator, [id], SITE)).status()).toBe(200);
  return { id, select };
}

/** Northwind saves new content on its job (on a site that reviews edits: it waits for review). */
export async function editAsEmployer(request: APIRequestContext, id: string, body: JobContentBody) {
  const { token, select } = await northwind(request);
  const res = await apiCall(request, token).call('updateJob', { params: { uuid: id }, body: content(body), select });
  expect(res.status()).toBe(200);
}

/** The title a visitor of the job board reads. */
export async function publicTitle(request: APIRequestContext, id: string) {
  const res = await request.get(`${ACME}/portal/public/jobs/${id}`, { headers: portalHeaders() });
  return ((await res.json()) as { data: { title: string } }).data.title;
}
