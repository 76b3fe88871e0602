import { catalogues, interpolate } from '@talent/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, auditLog, mailOutbox } from '../../db/schema/index.js';
import { mailsDuring } from '../../test/mail.js';
import {
  acmeJobs,
  applicationsSuite,
  f,
  insertApplications,
  insertJob,
  insertSeekers,
  MARK,
  northwind,
  staff,
  t,
} from './applications.test-helpers.js';

applicationsSuite();

const LOCALES = ['en', 'fr', 'ar'] as const;

/** `n` candidates (languages in turn) who applied to a new Northwind job. */
async function applicants(n: number, title: string) {
  const job = await insertJob(acmeJobs, northwind, `${MARK} ${title}`);
  const people = Array.from({ length: n }, (_, i) => ({ first: `P${i}`, last: title, locale: LOCALES[i % 3] }));
  const seekerIds = await insertSeekers(acmeJobs, people);
  const ids = await insertApplications(
    acmeJobs,
    seekerIds.map((seeker) => ({ seeker, job, employer: northwind })),
  );
  return { job, ids };
}

const counts = async (ids: string[]) => {
  const db = t.database.db;
  const [[events], [emailed], [mail], statuses] = await Promise.all([
    db.select({ n: count() }).from(applicationEvents).where(inArray(applicationEvents.applicationId, ids)),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.emailed'), inArray(sql`${auditLog.data}->>'application_id'`, ids))),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ status: applications.status }).from(applications).where(inArray(applications.id, ids)),
  ]);
  return { events: events!.n, emailed: emailed!.n, mail: mail!.n, statuses: statuses.map((s) => s.status) };
};

describe('changing the status of many applications', () => {
  it('changes 100 at once: 100 e-mails in each candidate’s language, 100 history rows, 100 activity entries', async () => {
    const { ids } = await applicants(100, 'Bulk');
    let res: Awaited<ReturnType<typeof staff>> | undefined;
    let took = 0;
    const mails = await mailsDuring(t, async () => {
      const started = Date.now();
      res = await staff('POST', '/applications/status', { ids, status: 'offered' });
      took = Date.now() - started;
    });
    expect(res!.statusCode).toBe(200);
    expect(res!.json().data.updated).toHaveLength(100);
    expect(res!.json().data.emailed).toBe(100);
    expect(mails).toHaveLength(100);
    const subject = (locale: (typeof LOCALES)[number]) =>
      interpolate(catalogues[locale].mail.applicationStatus.offered.subject, { job: `${MARK} Bulk` });
    expect(mails.filter((m) => m.subject === subject('fr'))).toHaveLength(33);
    expect(mails.filter((m) => m.subject === subject('ar'))).toHaveLength(33);
    expect(mails.filter((m) => m.subject === subject('en'))).toHaveLength(34);
    const body = mails.find((m) => m.subject === subject('fr'))!.text;
    expect(body).toContain('Northwind Traders');
    expect(body).toContain('Acme Jobs');

    // A status row each, and a stage row each: "offered" moves them to the Offer stage.
    const after = await counts(ids);
    expect(after).toMatchObject({ events: 200, emailed: 100 });
    expect(after.statuses.every((s) => s === 'offered')).toBe(true);
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, ids[0]!), eq(applicationEvents.kind, 'status')));
    expect(event).toMatchObject({
      kind: 'status',
      fromValue: 'new',
      toValue: 'offered',
      emailed: true,
      actorUserId: t.ids.user('manager@acme.test'),
    });
    const [activity] = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(sql`${auditLog.data}->>'application_id'`, [ids[0]!]));
    expect(activity).toMatchObject({ subjectType: 'seeker', siteId: t.ids.acmeJobs });
    expect(activity!.data).toMatchObject({
      template: 'application_status_offered',
      status: 'offered',
      from: 'new',
      job_title: `${MARK} Bulk`,
    });
    // Set-based writes: a few statements, not hundreds (about 0.1 s on the embedded database).
    expect(took).toBeLessThan(3_000);
  });

  it('changes none when the database fails part-way, whether writing history or queueing mail', async () => {
    const { ids } = await applicants(100, 'Atomic');
    const sorted = [...ids].sort();
    const failures = [
      {
        table: 'application_events',
        when: `new.application_id = '${sorted[49]}'`,
      },
      // The 60th message: 59 were already queued in the transaction when it fails.
      { table: 'mail_outbox', when: `new.to_address like 'p59.%'` },
    ];
    const before = await counts(ids);
    for (const failure of failures) {
      await t.database.exec(`
        create function test_fail() returns trigger language plpgsql as $$
        begin if ${failure.when} then raise exception 'test failure'; end if; return new; end $$;
        create trigger test_fail before insert on ${failure.table} for each row execute function test_fail();`);
      try {
        const res = await staff('POST', '/applications/status', { ids, status: 'shortlisted' });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: 'Unknown error.', code: 'unknown_error' });
      } finally {
        await t.database.exec(`drop trigger test_fail on ${failure.table}; drop function test_fail();`);
      }
      expect(await counts(ids)).toEqual(before);
    }
    expect(before.statuses.every((s) => s === 'new')).toBe(true);
    // Without the failure it goes through.
    const ok = await staff('POST', '/applications/status', { ids: ids.slice(0, 3), status: 'shortlisted' });
    expect(ok.json().data.updated).toHaveLength(3);
  });

  it('skips unknown, unchanged and disabled candidates’ applications, and mails nobody for them', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    let res: Awaited<ReturnType<typeof staff>> | undefined;
    const mails = await mailsDuring(t, async () => {
      res = await staff('POST', '/applications/status', {
        ids: [f.apps.nwFr, f.apps.nwOff, unknown, f.apps.nwEn, f.apps.nwEn],
        status: 'screening',
      });
    });
    expect(res!.json().data).toEqual({
      updated: [f.apps.nwEn],
      skipped: [
        { id: f.apps.nwFr, reason: 'unchanged' },
        { id: f.apps.nwOff, reason: 'seeker_disabled' },
        { id: unknown, reason: 'not_found' },
      ],
      emailed: 1,
      unsubscribed: 0,
      undo: { token: expect.any(String), expires_at: expect.any(String) },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your application for ${MARK} picker is being reviewed`);
    const bad = await staff('POST', '/applications/status', { ids: [f.apps.nwEn], status: 'hired' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });
});

describe('stages, enabling and tags', () => {
  it('moves applications between the site’s stages without e-mail, and refuses other stages', async () => {
    const bad = await staff('POST', '/applications/stage', { ids: [f.apps.nwEn], stage: 'nowhere' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ stage: ['This value is invalid.'] });
    let res: Awaited<ReturnType<typeof staff>> | undefined;
    const mails = await mailsDuring(t, async () => {
      res = await staff('POST', '/applications/stage', { ids: [f.apps.nwFr, f.apps.cohoAr], stage: 'interview' });
    });
    expect(mails).toHaveLength(0);
    expect(res!.json().data).toEqual({ updated: [f.apps.nwFr, f.apps.cohoAr], skipped: [], emailed: 0 });
    const again = await staff('POST', '/applications/stage', { ids: [f.apps.nwFr], stage: 'interview' });
    expect(again.json().data.skipped).toEqual([{ id: f.apps.nwFr, reason: 'unchanged' }]);
    const history = (await staff('GET', `/applications/${f.apps.cohoAr}/history`)).json().data;
    expect(history[0]).toMatchObject({ kind: 'stage', from: 'gone', to: 'interview', emailed: false });
  });

  it('enables and disables an application, writing history only on a change', async () => {
    const path = `/applications/${f.apps.cohoAr}/enabled`;
    expect((await staff('PATCH', path, { enabled: false })).json().data.enabled).toBe(false);
    expect((await staff('PATCH', path, { enabled: false })).json().data.enabled).toBe(false);
    const off = (await staff('GET', `/applications?filter[enabled]=false&q=${MARK}`)).json().data;
    expect(off.map((a: { id: string }) => a.id)).toEqual([f.apps.cohoAr]);
    await staff('PATCH', path, { enabled: true });
    const kinds = (await staff('GET', `/applications/${f.apps.cohoAr}/history`))
      .json()
      .data.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['enabled', 'disabled']);
    expect(kinds.filter((k: string) => k === 'disabled')).toHaveLength(1);
  });

  it('replaces tags on one, adds and removes on many, and never goes over 20', async () => {
    const one = await staff('PUT', `/applications/${f.apps.nwFr}/tags`, { tags: ['bilingual', 'bilingual', 'night'] });
    expect(one.json().data.tags).toEqual(['bilingual', 'night']);
    const full = Array.from({ length: 20 }, (_, i) => `t${i}`);
    await staff('PUT', `/applications/${f.apps.cohoAr}/tags`, { tags: full });
    const bulk = await staff('POST', '/applications/tag', {
      ids: [f.apps.nwFr, f.apps.cohoAr],
      add: ['priority'],
      remove: ['night'],
    });
    expect(bulk.json().data).toEqual({
      updated: [f.apps.nwFr],
      skipped: [{ id: f.apps.cohoAr, reason: 'too_many_tags' }],
      emailed: 0,
    });
    const tagged = (await staff('GET', `/applications?filter[tag]=priority&q=${MARK}`)).json().data;
    expect(tagged.map((a: { id: string; tags: string[] }) => [a.id, a.tags])).toEqual([
      [f.apps.nwFr, ['bilingual', 'priority']],
    ]);
    expect((await staff('PUT', `/applications/${f.apps.nwFr}/tags`, { tags: [...full, 'x'] })).statusCode).toBe(422);
  });
});
