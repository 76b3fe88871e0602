import { describe, expect, it } from 'vitest';
import { mailsDuring } from '../../test/mail.js';
import {
  acmeJobs,
  asNorthwind,
  balanceOf,
  call,
  complete,
  decisionsFor,
  draft,
  hr,
  jobsSuite,
  moderate,
  northwind,
  staff,
  t,
  tokens,
} from './jobs.test-helpers.js';

// Issue 31, item 5 (SECURITY 34): on Acme Jobs, which reviews new jobs, an employer edited an
// approved live job into a scam and the scam stayed live. Edits of approved content now wait for
// review while the approved version stays what visitors read, and a decision names the version
// its moderator saw.
jobsSuite();

const SCAM = {
  title: 'Work from home — pay a £50 starter fee',
  description: '<p>Send the fee by gift card to start earning at once.</p>',
};

/** What a visitor of the job board reads of the job (the public API, no sign-in). */
const publicTitle = async (id: string) => {
  const res = await t.call({ method: 'GET', url: `/portal/public/jobs/${id}` });
  return res.statusCode === 200 ? (res.json().data.title as string) : `(${res.statusCode})`;
};

/** A live Northwind job that a moderator approved. */
const liveJob = async (title: string) => {
  const job = await draft({ title });
  expect((await hr('POST', `/jobs/${job.id}/publish`)).json().data.status).toBe('on_hold');
  expect((await moderate('approve', [job.id])).json().data.updated).toEqual([job.id]);
  expect(await publicTitle(job.id)).toBe(title);
  return job.id;
};

const detail = async (id: string) => (await staff('GET', `/jobs/${id}/detail`)).json().data;
const queueIds = async (q: string) =>
  (
    (await call('moderator@acme.test', 'GET', `/jobs/on-hold?q=${encodeURIComponent(q)}`, acmeJobs)).json().data as {
      id: string;
    }[]
  ).map((j) => j.id);

const setModeration = async (moderation: Record<string, boolean>) => {
  tokens['owner@acme.test'] ??= await t.login('owner@acme.test');
  const res = await call('owner@acme.test', 'PUT', '/site/settings', acmeJobs, {
    moderation: {
      employers_start_on_hold: true,
      jobs_start_on_hold: true,
      edited_jobs_need_review: true,
      ...moderation,
    },
  });
  expect(res.statusCode).toBe(200);
};

describe('an employer’s edit of an approved live job (the attack)', () => {
  it('waits for review while the board keeps the approved version; an approval of an older version is refused (409); approving the current one makes it live', async () => {
    const id = await liveJob('Warehouse team leader');
    // Acme Jobs never saved the setting: edits are reviewed because new jobs are.

    const saved = await hr('PUT', `/jobs/${id}`, complete(SCAM));
    expect(saved.statusCode).toBe(200);
    expect(await publicTitle(id)).toBe('Warehouse team leader');
    const mine = saved.json().data;
    expect(mine).toMatchObject({
      status: 'live',
      title: 'Warehouse team leader',
      review: { kind: 'edit', version: expect.stringMatching(/^[0-9a-f]{64}$/) },
      pending_edit: {
        content: { title: SCAM.title, description: SCAM.description },
        changed: ['title', 'description'],
      },
    });

    // The moderator sees the old and the new side by side, in the queue too.
    const seen = await detail(id);
    expect(seen.title).toBe('Warehouse team leader');
    expect(seen.pending_edit.content.title).toBe(SCAM.title);
    expect(await queueIds('Warehouse team leader')).toContain(id);
    const [firstLook] = await decisionsFor([id]);

    // The employer changes it again while the moderator reads the first version.
    const sneakier = { ...SCAM, title: 'Work from home — pay a £500 starter fee' };
    expect((await hr('PUT', `/jobs/${id}`, complete(sneakier))).json().data.pending_edit.content.title).toBe(
      sneakier.title,
    );
    const stale = await call('moderator@acme.test', 'POST', '/jobs/approve', acmeJobs, { jobs: [firstLook] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'job_changed_in_review' });
    expect(stale.json().message).toContain('Warehouse team leader');
    expect(await publicTitle(id)).toBe('Warehouse team leader');
    // The queue holds the newer version.
    expect((await detail(id)).pending_edit.content.title).toBe(sneakier.title);

    // Approving what is there now makes it the live content.
    const approved = await moderate('approve', [id]);
    expect(approved.json().data).toEqual({ updated: [id], skipped: [] });
    expect(await publicTitle(id)).toBe(sneakier.title);
    expect(await detail(id)).toMatchObject({ status: 'live', title: sneakier.title, review: null, pending_edit: null });
    expect(await queueIds('starter fee')).not.toContain(id);
  });

  it('a decision that names no version is refused (422)', async () => {
    const id = await liveJob('Names no version');
    await hr('PUT', `/jobs/${id}`, complete({ title: 'Named nothing' }));
    const bare = await call('moderator@acme.test', 'POST', '/jobs/approve', acmeJobs, { ids: [id] });
    expect(bare.statusCode).toBe(422);
    expect(await publicTitle(id)).toBe('Names no version');
  });
});

describe('what the employer can do with a waiting edit', () => {
  it('saves the listing’s terms at once, edits the waiting version again, and withdraws it', async () => {
    tokens['owner@globex.test'] ??= await t.login('owner@globex.test');
    const id = await liveJob('Forklift driver');
    const tagged = await hr('PUT', `/jobs/${id}`, complete({ title: 'Forklift driver (nights)', tags: ['nights'] }));
    // Tags are the employer's bookkeeping, not reviewed content: saved at once.
    expect(tagged.json().data).toMatchObject({ title: 'Forklift driver', tags: ['nights'] });
    const first = tagged.json().data.pending_edit;
    const again = (
      await hr('PUT', `/jobs/${id}`, complete({ title: 'Forklift driver (late shift)', tags: ['nights'] }))
    ).json().data.pending_edit;
    // One waiting edit, changed in place, with a new version.
    expect(again.id).toBe(first.id);
    expect(again.version).not.toBe(first.version);

    // Another tenant cannot reach it.
    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await call('owner@globex.test', 'DELETE', `/jobs/${id}/pending-edit`, globex)).statusCode).toBe(404);

    const withdrawn = await hr('DELETE', `/jobs/${id}/pending-edit`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ title: 'Forklift driver', pending_edit: null, review: null });
    expect((await hr('DELETE', `/jobs/${id}/pending-edit`)).statusCode).toBe(404);
    expect(await queueIds('Forklift driver')).not.toContain(id);

    // Saving the live version again is no edit at all.
    await hr('PUT', `/jobs/${id}`, complete({ title: 'Forklift driver (nights)' }));
    const back = await hr('PUT', `/jobs/${id}`, complete({ title: 'Forklift driver' }));
    expect(back.json().data).toMatchObject({ pending_edit: null, review: null });
  });

  it('a rejected edit leaves the approved version live, refunds nothing, and tells the employer why', async () => {
    const id = await liveJob('Van driver');
    await hr('PUT', `/jobs/${id}`, complete(SCAM));
    const balance = await balanceOf(northwind);
    const reason = 'Adverts may not ask candidates for money.';
    const mails = await mailsDuring(t, async () => {
      const res = await moderate('reject', [id], { reason });
      expect(res.json().data).toEqual({ updated: [id], skipped: [] });
    });
    expect(await balanceOf(northwind)).toBe(balance);
    expect(await publicTitle(id)).toBe('Van driver');
    const seen = (await hr('GET', `/jobs/${id}/detail`)).json().data;
    expect(seen).toMatchObject({ status: 'live', title: 'Van driver', pending_edit: null, rejected_edit: { reason } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your changes to “Van driver” on Acme Jobs were not approved');
    expect(mails[0]!.text).toContain(reason);
    const inbox = (await hr('GET', '/notifications/inbox')).json().data as { kind: string; content: string }[];
    expect(inbox[0]).toMatchObject({ kind: 'job_edit_rejected' });
    expect(inbox[0]!.content).toContain(reason);
    // The history names each step.
    const history = (await staff('GET', `/jobs/${id}/activity`)).json().data.map((e: { action: string }) => e.action);
    expect(history.slice(0, 2)).toEqual(['job.edit_rejected', 'job.edit_submitted']);
  });

  it('tells the moderators once when an edit starts waiting, not at each save', async () => {
    const id = await liveJob('Stock controller');
    const count = async () =>
      (
        (await call('moderator@acme.test', 'GET', '/notifications/inbox?per_page=100', acmeJobs)).json().data as {
          kind: string;
          link: string;
        }[]
      ).filter((n) => n.kind === 'job_edit_pending' && n.link.endsWith(id)).length;
    await hr('PUT', `/jobs/${id}`, complete({ title: 'Stock controller (days)' }));
    await hr('PUT', `/jobs/${id}`, complete({ title: 'Stock controller (evenings)' }));
    expect(await count()).toBe(1);
  });
});

describe('who skips review, and where', () => {
  it('staff edits and a trusted employer’s go live at once', async () => {
    const byStaff = await liveJob('Staff-edited advert');
    expect(
      (await staff('PUT', `/jobs/${byStaff}`, complete({ title: 'Staff fixed a typo' }))).json().data,
    ).toMatchObject({
      title: 'Staff fixed a typo',
      pending_edit: null,
    });
    expect(await publicTitle(byStaff)).toBe('Staff fixed a typo');

    const byTrusted = await liveJob('Trusted employer’s advert');
    const current = (await staff('GET', `/employers/${northwind}`)).json().data;
    await staff('PUT', `/employers/${northwind}`, { ...current, trusted: true });
    try {
      await hr('PUT', `/jobs/${byTrusted}`, complete({ title: 'Trusted employer’s new advert' }));
      expect(await publicTitle(byTrusted)).toBe('Trusted employer’s new advert');
    } finally {
      await staff('PUT', `/employers/${northwind}`, { ...current, trusted: false });
    }
  });

  it('follows the site: edits go live where the owner turned their review off, and are reviewed on an unlisted job too', async () => {
    const unlisted = await liveJob('Paused while edited');
    await hr('POST', '/jobs/unlist', { ids: [unlisted] });
    await hr('PUT', `/jobs/${unlisted}`, complete(SCAM));
    // Relisting shows the approved version; the edit still waits.
    expect((await hr('POST', '/jobs/relist', { ids: [unlisted] })).json().data.held).toEqual([]);
    expect(await publicTitle(unlisted)).toBe('Paused while edited');
    expect((await detail(unlisted)).pending_edit.content.title).toBe(SCAM.title);

    const id = await liveJob('Edited on an unreviewed site');
    await setModeration({ edited_jobs_need_review: false });
    try {
      await hr('PUT', `/jobs/${id}`, complete({ title: 'Edited, not reviewed' }));
      expect(await publicTitle(id)).toBe('Edited, not reviewed');
    } finally {
      await setModeration({});
    }
  });
});

describe('a new job in review', () => {
  it('is approved only as the moderator saw it: an edit during the review answers 409', async () => {
    const job = await draft({ title: 'Honest new advert' });
    await hr('POST', `/jobs/${job.id}/publish`);
    const [seen] = await decisionsFor([job.id]);
    expect((await detail(job.id)).review).toEqual({ kind: 'new', version: seen!.version });
    await hr('PUT', `/jobs/${job.id}`, complete(SCAM));
    const stale = await call('moderator@acme.test', 'POST', '/jobs/approve', acmeJobs, { jobs: [seen] });
    expect(stale.statusCode).toBe(409);
    expect(await publicTitle(job.id)).toBe('(404)');
    // An employer user never decides, whatever version it names.
    expect((await call('hr@northwind.test', 'POST', '/jobs/approve', asNorthwind, { jobs: [seen] })).statusCode).toBe(
      403,
    );
  });
});
