import { catalogues } from '@talent/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, auditLog, mailOutbox, undoTickets } from '../../db/schema/index.js';
import { releaseHeldMail } from '../../test/mail.js';
import {
  acmeJobs,
  applicationsSuite,
  call,
  globex,
  hr,
  insertApplications,
  insertJob,
  insertSeekers,
  MARK,
  northwind,
  staff,
  t,
} from './applications.test-helpers.js';

// Issue 19, item 4: a status change's e-mails wait in the outbox until its undo window has passed;
// an undo within it puts statuses and stages back and withdraws the e-mails; after it, it is refused.
applicationsSuite();

/** `n` candidates who applied to a new Northwind job, each at a stage of the board. */
async function applicants(n: number, title: string) {
  const job = await insertJob(acmeJobs, northwind, `${MARK} ${title}`);
  const seekers = await insertSeekers(
    acmeJobs,
    Array.from({ length: n }, (_, i) => ({ first: `U${i}`, last: title })),
  );
  const ids = await insertApplications(
    acmeJobs,
    seekers.map((seeker, i) => ({
      seeker,
      job,
      employer: northwind,
      status: i % 2 ? 'applied' : 'screening',
      stage: i % 2 ? null : 'review',
    })),
  );
  return { ids, seekers };
}

const db = () => t.database.db;
const rowsOf = (ids: string[]) =>
  db()
    .select({ id: applications.id, status: applications.status, stage: applications.stage })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id));
const heldMail = (ids: number[]) =>
  db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
/** The outbox rows a change wrote: those after the last one before it. */
const lastMailId = async () =>
  Number(
    ((await db().execute(sql`select coalesce(max(id), 0) as n from mail_outbox`)) as { rows: { n: string }[] }).rows[0]!
      .n,
  );
const mailIdsSince = async (after: number) =>
  (await db().select({ id: mailOutbox.id }).from(mailOutbox).where(sql`${mailOutbox.id} > ${after}`)).map((r) => r.id);
/** Moves the undo window's clock: the change's tickets are past their window. */
const closeWindows = () => db().update(undoTickets).set({ expiresAt: sql`now() - interval '1 second'` });

const tokensFor: { owner?: string } = {};
const undo = (token: string, as = staff) => as('POST', '/applications/status/undo', { token });

describe('the e-mails of a status change', () => {
  it('wait in the outbox through the undo window, then the real sender delivers them', async () => {
    const { ids } = await applicants(3, 'Held');
    const before = await lastMailId();
    const sent = t.outbox().length;
    const res = await staff('POST', '/applications/status', { ids, status: 'shortlisted' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ updated: expect.any(Array), emailed: 3 });
    expect(data.undo.token).toMatch(/^[\w-]{43}$/);
    const window = Date.parse(data.undo.expires_at) - Date.now();
    expect(window).toBeGreaterThan(5_000);
    expect(window).toBeLessThanOrEqual(15_000);

    // The dispatcher runs (as after every commit) and sends nothing yet.
    await t.app.mail.drain();
    expect(t.outbox().length).toBe(sent);
    const mailIds = await mailIdsSince(before);
    expect(mailIds).toHaveLength(3);
    const held = await heldMail(mailIds);
    expect(held.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);
    expect(held.every((m) => m.sendAfter!.getTime() > Date.parse(data.undo.expires_at))).toBe(true);

    // The window passes (the rows' clock is moved, as the other mail tests do): delivered once.
    await releaseHeldMail(t);
    await t.app.mail.drain();
    expect(t.outbox().length).toBe(sent + 3);
    expect((await heldMail(mailIds)).every((m) => m.status === 'sent')).toBe(true);
    await t.app.mail.drain();
    expect(t.outbox().length).toBe(sent + 3);
  });

  it('are withdrawn by an undo, which puts every status and stage back with history rows', async () => {
    const { ids, seekers } = await applicants(4, 'Undone');
    const before = await rowsOf(ids);
    const lastMail = await lastMailId();
    const sent = t.outbox().length;
    const change = (await staff('POST', '/applications/status', { ids, status: 'interviewed' })).json().data;
    // Meanwhile a board move of one, and another status change of another (with its own e-mail).
    await staff('POST', '/applications/stage', { ids: [ids[0]], stage: 'interview' });
    await staff('POST', '/applications/status', { ids: [ids[1]], status: 'offered' });
    const mailIds = await mailIdsSince(lastMail);
    expect(mailIds).toHaveLength(5);

    const res = await undo(change.undo.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      restored: expect.arrayContaining([ids[0], ids[2], ids[3]]),
      skipped: [{ id: ids[1], reason: 'changed_since' }],
      mails_cancelled: 3,
    });
    const after = await rowsOf(ids);
    for (const row of after) {
      const was = before.find((b) => b.id === row.id)!;
      if (row.id === ids[1]) expect(row.status).toBe('offered');
      else expect(row).toEqual(was);
    }
    // History: the undo, and the stage put back where the board move had changed it.
    const events = await db()
      .select({ kind: applicationEvents.kind, from: applicationEvents.fromValue, to: applicationEvents.toValue })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, ids[0]!))
      .orderBy(asc(applicationEvents.id));
    expect(events).toEqual([
      { kind: 'status', from: 'screening', to: 'interviewed' },
      { kind: 'stage', from: 'review', to: 'interview' },
      { kind: 'status_undone', from: 'interviewed', to: 'screening' },
      { kind: 'stage', from: 'interview', to: 'review' },
    ]);
    const history = (await staff('GET', `/applications/${ids[0]}/history`)).json().data;
    expect(history[0]).toMatchObject({ kind: 'stage', emailed: false });
    expect(history[1]).toMatchObject({ kind: 'status_undone', from: 'interviewed', to: 'screening', emailed: false });

    // The three restored candidates are never e-mailed; the one changed again since gets both.
    await releaseHeldMail(t);
    await t.app.mail.drain();
    expect(t.outbox().length).toBe(sent + 2);
    const statuses = (await heldMail(mailIds)).map((m) => m.status);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(2);
    expect((await heldMail(mailIds)).filter((m) => m.status === 'cancelled').every((m) => m.textBody === '')).toBe(
      true,
    );
    // The candidate's activity says the e-mail was withdrawn.
    const withdrawn = await db()
      .select({ subject: auditLog.subjectId, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.email_withdrawn'), eq(auditLog.subjectId, seekers[0]!)));
    expect(withdrawn).toEqual([
      {
        subject: seekers[0],
        data: { application_id: ids[0], job_title: `${MARK} Undone`, status: 'interviewed', from: 'screening' },
      },
    ]);

    // Once only.
    const again = await undo(change.undo.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'undo_used', message: catalogues.en.errors.undo_used });
  });

  it('are final after the window: the undo is refused with a clear message, in the caller’s language', async () => {
    const { ids } = await applicants(2, 'Late');
    const change = (await staff('POST', '/applications/status', { ids, status: 'unsuccessful' })).json().data;
    await closeWindows();
    const late = await undo(change.undo.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'undo_expired', message: catalogues.en.errors.undo_expired });
    const french = await t.call({
      method: 'POST',
      url: '/portal/v1/applications/status/undo',
      token: (await t.login('manager@acme.test')) as string,
      select: acmeJobs,
      payload: { token: change.undo.token },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe(catalogues.fr.errors.undo_expired);
    expect((await rowsOf(ids)).every((r) => r.status === 'unsuccessful')).toBe(true);
  });
});

describe('who may undo a status change', () => {
  it('someone with the same right at the same place; another tenant, or another place, finds nothing (404)', async () => {
    const { ids } = await applicants(1, 'Guarded');
    const change = (await staff('POST', '/applications/status', { ids, status: 'invited' })).json().data;
    const token = change.undo.token as string;
    // Another tenant's staff, the employer's own people (a staff change is not theirs) and a guess.
    expect((await call('owner@globex.test', 'POST', '/applications/status/undo', globex, { token })).statusCode).toBe(
      404,
    );
    expect((await undo(token, hr)).statusCode).toBe(404);
    const guess = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await undo(guess)).statusCode).toBe(404);
    expect((await undo('short')).statusCode).toBe(422);
    // Without the right to change applications at all: refused at the door.
    expect(
      (await call('moderator@acme.test', 'POST', '/applications/status/undo', acmeJobs, { token })).statusCode,
    ).toBe(403);
    expect((await rowsOf(ids))[0]!.status).toBe('invited');
    // Only the ticket's hash is kept.
    const stored = await db().select({ hash: undoTickets.tokenHash }).from(undoTickets);
    expect(stored.some((r) => r.hash.includes(token))).toBe(false);
    // Another member of the site's staff may take it back.
    tokensFor.owner ??= await t.login('owner@acme.test');
    const byOwner = await t.call({
      method: 'POST',
      url: '/portal/v1/applications/status/undo',
      token: tokensFor.owner,
      select: acmeJobs,
      payload: { token },
    });
    expect(byOwner.statusCode).toBe(200);
    expect((await rowsOf(ids))[0]!.status).toBe('screening');
  });

  it('an employer’s own change is undone by its own people, not by staff at the site’s place', async () => {
    const { ids } = await applicants(1, 'Employer own');
    const change = (await hr('POST', '/applications/status', { ids, status: 'offered' })).json().data;
    expect(change.emailed).toBe(1);
    expect((await undo(change.undo.token, staff)).statusCode).toBe(404);
    const own = await undo(change.undo.token, hr);
    expect(own.json().data).toMatchObject({ restored: ids, mails_cancelled: 1 });
  });
});

describe('changing a status without e-mailing the candidates', () => {
  it('is for the site’s staff: an employer’s people are refused (403) and nothing changes', async () => {
    const { ids } = await applicants(2, 'Quiet');
    const before = await lastMailId();
    const refused = await hr('POST', '/applications/status', { ids, status: 'withdrawn', email_candidates: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'mail_suppression_needs_staff',
      message: catalogues.en.errors.mail_suppression_needs_staff,
    });
    expect((await rowsOf(ids)).map((r) => r.status).sort()).toEqual(['applied', 'screening']);

    const quiet = await staff('POST', '/applications/status', { ids, status: 'withdrawn', email_candidates: false });
    expect(quiet.json().data).toMatchObject({ emailed: 0, undo: { token: expect.any(String) } });
    expect(await mailIdsSince(before)).toEqual([]);
    const [event] = await db()
      .select({ emailed: applicationEvents.emailed })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, ids[0]!), eq(applicationEvents.kind, 'status')));
    expect(event).toEqual({ emailed: false });
    // A quiet change is undone like any other.
    const back = await undo(quiet.json().data.undo.token);
    expect(back.json().data).toMatchObject({ mails_cancelled: 0 });
    expect((await rowsOf(ids)).map((r) => r.status).sort()).toEqual(['applied', 'screening']);
    // The employer's own change mails as before (the default).
    expect((await hr('POST', '/applications/status', { ids, status: 'invited' })).json().data.emailed).toBe(2);
  });
});
