import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seekers, suppressedEmails } from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { type MarkedSeeker, newMarkers, seedMarkedSeeker } from '../test/marked-seeker.js';
import { isSuppressed, suppressionDigest } from './suppression.js';

// The staff routes: who may erase, what the confirmation shows, bad input, another tenant's ids,
// and what follows an erasure (the suppression list, a new application starting a new record).
let t: Harness;
let acmeJobs: Selection;
let globex: Selection;
const tokens: Record<string, string> = {};
let marked: MarkedSeeker;

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  globex = { account: t.ids.globex, site: t.ids.globexCareers };
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
  marked = await seedMarkedSeeker(
    { t, token: tokens['owner@acme.test']!, select: acmeJobs, employerId: t.ids.employer('Northwind Traders') },
    newMarkers('route'),
  );
}, 180_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', id: string, payload?: object, select = acmeJobs) =>
  t.call({
    method,
    url: `/portal/v1/seekers/${id}/erasure`,
    token: tokens[who],
    select,
    ...(payload ? { payload } : {}),
  });

describe('erasing a candidate from the staff screens', () => {
  it('previews what goes, naming the candidate', async () => {
    const res = await call('owner@acme.test', 'GET', marked.seekerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      seeker_id: marked.seekerId,
      name: `${marked.markers.firstName} ${marked.markers.lastName}`,
      email: marked.email,
      mode: 'anonymise',
      applications: 1,
      // The résumé and the hosted form's file.
      files: 2,
      notes: 1,
      // The application (cover letter, answers) and three submissions: screening, hosted form, job feedback.
      answers: 4,
      // Confirmation link, application received, staff's message, the pending application's link.
      emails: 4,
      consents: 0,
    });
  });

  it('refuses without privacy.delete (403), another site’s or tenant’s candidate (404), and a missing reason (422)', async () => {
    expect((await call('manager@acme.test', 'GET', marked.seekerId)).statusCode).toBe(403);
    expect((await call('manager@acme.test', 'POST', marked.seekerId, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('owner@globex.test', 'GET', marked.seekerId, undefined, globex)).statusCode).toBe(404);
    expect((await call('owner@globex.test', 'POST', marked.seekerId, { reason: 'x' }, globex)).statusCode).toBe(404);
    expect((await call('owner@acme.test', 'GET', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // The same account's other site does not see the candidate either.
    const acmeHealth = { account: t.ids.acme, site: t.ids.acmeHealth };
    expect((await call('owner@acme.test', 'GET', marked.seekerId, undefined, acmeHealth)).statusCode).toBe(404);
    expect((await call('owner@acme.test', 'POST', marked.seekerId, { reason: 'x' }, acmeHealth)).statusCode).toBe(404);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await call('owner@acme.test', 'POST', marked.seekerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.reason).toBeDefined();
    }
    // Nothing was erased by any of them.
    const [row] = await t.database.db.select().from(seekers).where(eq(seekers.id, marked.seekerId));
    expect(row!.email).toBe(marked.email);
  });

  it('is one transaction: a failure at its last write leaves every row and file as it was', async () => {
    const db = t.database.db;
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    // The dispatcher may send (and blank) mail meanwhile: the outbox is compared on subject and address.
    const snapshot = async () => ({
      seeker: await db.select().from(seekers).where(eq(seekers.id, marked.seekerId)),
      audit: await rowsOf(sql`select id, data, ip from audit_log where subject_id = ${marked.seekerId} order by id`),
      mails: await rowsOf(sql`select id, subject, to_address from mail_outbox order by id`),
      suppressed: await db.select().from(suppressedEmails),
    });
    const before = await snapshot();
    const resumeKey = before.seeker[0]!.resumeKey!;
    // The fault: the history row, written last, is refused by the database.
    await db.execute(sql`create function refuse_privacy_request() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end; $$`);
    await db.execute(sql`create trigger refuse_privacy_request before insert on privacy_requests
      for each row execute function refuse_privacy_request()`);
    try {
      const res = await call('owner@acme.test', 'POST', marked.seekerId, { reason: 'Will fail' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('injected');
    } finally {
      await db.execute(sql`drop trigger refuse_privacy_request on privacy_requests`);
      await db.execute(sql`drop function refuse_privacy_request()`);
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.app.storage.exists(resumeKey)).toBe(true);
  });

  it('erases: the address joins the suppression list as a keyed digest, and applying again starts a new record', async () => {
    const res = await call('owner@acme.test', 'POST', marked.seekerId, { reason: 'The candidate asked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mode: 'anonymise', summary: { applications: 1, files: 2, emails: 4 } });
    // A second erasure finds an erased candidate: it goes through, and changes nothing more.
    expect((await call('owner@acme.test', 'POST', marked.seekerId, { reason: 'again' })).statusCode).toBe(200);

    const db = t.database.db;
    expect(await isSuppressed(db, t.config.secretsKey, t.ids.acme, ` ${marked.email.toUpperCase()} `)).toBe(true);
    expect(await isSuppressed(db, t.config.secretsKey, t.ids.globex, marked.email)).toBe(false);
    const stored = await db.select().from(suppressedEmails).where(eq(suppressedEmails.accountId, t.ids.acme));
    expect(stored.map((s) => s.emailHash)).toContain(suppressionDigest(t.config.secretsKey, t.ids.acme, marked.email));
    expect(JSON.stringify(stored)).not.toContain(marked.markers.email);

    // Applying is the person's own act: not blocked, and it makes a new candidate.
    const mails = await mailsDuring(t, async () => {
      const applied = await t.call({
        method: 'POST',
        url: `/portal/public/jobs/${marked.pendingJobId}/applications`,
        payload: { first_name: 'Back', last_name: 'Again', email: marked.email, locale: 'en' },
        remoteAddress: '198.19.0.1',
      });
      expect(applied.statusCode).toBe(202);
    });
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)?.[1];
    const confirmed = await t.call({ method: 'POST', url: '/portal/public/applications/confirm', payload: { token } });
    expect(confirmed.statusCode).toBeLessThan(400);
    const again = await db
      .select({ id: seekers.id, lastName: seekers.lastName })
      .from(seekers)
      .where(and(eq(seekers.accountId, t.ids.acme), eq(seekers.email, marked.email)));
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(marked.seekerId);
    expect(again[0]!.lastName).toBe('Again');
  });
});

describe('the audit log stays evidence', () => {
  it('only an erasure’s transaction may change a row, and only its data and client address', async () => {
    const db = t.database.db;
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    const [row] = (
      (await db.execute(sql`select id from audit_log where subject_id = ${marked.seekerId} limit 1`)) as unknown as {
        rows: { id: number | string }[];
      }
    ).rows;
    const id = Number(row!.id);
    // Outside an erasure: refused, as before.
    await expect(db.execute(sql`update audit_log set data = '{}' where id = ${id}`)).rejects.toMatchObject(refused);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('talent.erasure', 'on', true)`);
        // Inside one: the action, the actor, the subject, the time cannot change, and nothing is deleted.
        await tx.execute(sql`update audit_log set action = 'x' where id = ${id}`);
      }),
    ).rejects.toMatchObject(refused);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('talent.erasure', 'on', true)`);
        await tx.execute(sql`delete from audit_log where id = ${id}`);
      }),
    ).rejects.toMatchObject(refused);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('talent.erasure', 'on', true)`);
      await tx.execute(sql`update audit_log set data = '{"erased": true}', ip = null where id = ${id}`);
    });
    // The setting ended with its transaction.
    await expect(db.execute(sql`update audit_log set data = '{}' where id = ${id}`)).rejects.toMatchObject(refused);
  });
});
