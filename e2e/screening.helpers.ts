import type { APIRequestContext } from '@playwright/test';
import { ACME, apiCall, approveJobs, expect, portalHeaders, tokenFor } from './fixtures.js';
import { mailTextsTo } from './mail.js';
import { outboxDir } from './worker-server.js';

// Shared by the screening journey and its screenshots: a live job of an employer of its own, made
// through the API (other journeys drain the demo employers' credits), and applying to it publicly.
export const MANAGER = 'manager@acme.test';
export const SITE = { accountId: 1, siteId: 1 };

export async function liveJob(request: APIRequestContext, title: string): Promise<string> {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const employer = await manager.call('createEmployer', {
    body: { type: 'household', name: `Orchard ${title}`, email: `orchard.${Date.now()}@example.test` },
    select: SITE,
  });
  expect(employer.status()).toBe(201);
  const employerId = ((await employer.json()) as { data: { id: number } }).data.id;
  await manager.call('approveEmployers', { body: { ids: [employerId] }, select: SITE });
  const credit = { employer_id: employerId, amount: 1, reason: 'Screening journey' };
  expect((await manager.call('adjustCredits', { body: credit, select: SITE })).status()).toBe(201);
  const created = await manager.call('createJob', {
    body: {
      employer_id: employerId,
      title,
      description: '<p>Picking.</p>',
      work_type: 'temporary',
      product: 'standard',
    },
    select: SITE,
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await manager.call('publishJob', { params: { uuid: id }, select: SITE })).status()).toBe(200);
  await approveJobs(manager, [id], SITE);
  return id;
}

/** Applies on the public endpoint with screening answers; answers the HTTP status. */
export async function applyPublicly(request: APIRequestContext, job: string, email: string, answers: object) {
  // As a job board does: the job's page shows the site's privacy notice, accepted with the application.
  const shown = await request.get(`${ACME}/portal/public/jobs/${job}`, { headers: portalHeaders() });
  const notice = ((await shown.json()) as { data: { privacy_notice: { version: number } | null } }).data.privacy_notice;
  const res = await request.post(`${ACME}/portal/public/jobs/${job}/applications`, {
    headers: portalHeaders(),
    data: {
      first_name: 'Robin',
      last_name: 'Field',
      email,
      locale: 'en',
      answers,
      ...(notice ? { privacy_notice_version: notice.version } : {}),
    },
  });
  return res.status();
}

/** The application id of `email`'s application to `job`, read as the manager. */
export async function applicationOf(request: APIRequestContext, job: string, email: string): Promise<string> {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const res = await manager.call('jobApplications', { params: { uuid: job }, query: { per_page: 100 }, select: SITE });
  const list = (await res.json()) as { data: { id: string; seeker: { email: string } }[] };
  return list.data.find((a) => a.seeker.email === email)!.id;
}

/** Every mail of the outbox to `address` (subject and text part), joined; '' before any. */
export async function mailsTo(address: string): Promise<string> {
  return (await mailTextsTo(outboxDir(), address)).join('\n');
}
