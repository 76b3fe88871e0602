import { PUBLISHED_JOB_STATUSES } from '@talent/contract';
import { and, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { applicationEvents, applicationFeedback, applications, auditLog, jobs, seekers } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { DEMO_ANSWERS, DEMO_COVER_LETTER, DEMO_SEEKERS, stageFor } from './demo-seekers.js';

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number>; userIds: Map<string, number> };

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * HOUR);
// Set-based inserts in slices: one statement per slice keeps PGlite and PostgreSQL quick.
const SLICE = 400;

async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

/** Inserts the demo seekers with their applications, history and staff feedback. */
export async function seedDemoSeekers(tx: Queryable, ids: Ids) {
  // Who worked the seekers: each tenant's own staff.
  const staffOf = (accountId: number) =>
    (accountId === ids.accountIds.get('globex')
      ? ids.userIds.get('owner@globex.test')
      : ids.userIds.get('manager@acme.test')) ?? null;
  const siteAccount = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS)
    for (const site of account.sites) siteAccount.set(site.key, ids.accountIds.get(account.key)!);

  const siteIdList = [...ids.siteIds.values()];
  const jobRows = await tx
    .select({ id: jobs.id, title: jobs.title, siteId: jobs.siteId, employerId: jobs.employerId })
    .from(jobs)
    .where(and(inArray(jobs.siteId, siteIdList), inArray(jobs.status, [...PUBLISHED_JOB_STATUSES])));
  const jobOf = (siteId: number, title: string) => jobRows.find((j) => j.siteId === siteId && j.title === title)!;

  // E-mail addresses are unique per site: number the generated namesakes.
  const seen = new Map<string, number>();
  const seekerRows = DEMO_SEEKERS.map((s) => {
    const siteId = ids.siteIds.get(s.site)!;
    const base = `${s.firstName}.${s.lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const n = (seen.get(`${siteId}:${base}`) ?? 0) + 1;
    seen.set(`${siteId}:${base}`, n);
    const created = ago(s.daysAgo, 3);
    return {
      accountId: siteAccount.get(s.site)!,
      siteId,
      firstName: s.firstName,
      lastName: s.lastName,
      email: `${base}${n > 1 ? n : ''}@example.com`,
      phone: `+44 7700 9${String(seekerPhone(base, n)).padStart(5, '0')}`,
      location: s.location,
      headline: s.headline,
      skills: s.skills,
      tags: s.tags,
      locale: s.locale,
      status: s.disabled ? ('disabled' as const) : ('enabled' as const),
      createdAt: created,
      lastActiveAt: ago(Math.max(0, s.daysAgo - 2)),
      disabledAt: s.disabled ? ago(Math.max(0, s.daysAgo - 3)) : null,
    };
  });
  const seekerIds: string[] = [];
  await insertAll(seekerRows, async (slice) => {
    const rows = await tx.insert(seekers).values(slice).returning({ id: seekers.id });
    seekerIds.push(...rows.map((r) => r.id));
  });

  type NewApplication = typeof applications.$inferInsert;
  const applicationRows: NewApplication[] = [];
  DEMO_SEEKERS.forEach((s, i) => {
    const siteId = ids.siteIds.get(s.site)!;
    for (const a of s.applications) {
      const job = jobOf(siteId, a.job);
      const created = ago(a.daysAgo, 2);
      applicationRows.push({
        accountId: siteAccount.get(s.site)!,
        siteId,
        seekerId: seekerIds[i]!,
        jobId: job.id,
        employerId: job.employerId,
        status: a.status,
        stage: stageFor(a.status, (i % 10) / 10),
        tags: [],
        coverLetter: i % 3 === 0 ? null : DEMO_COVER_LETTER,
        answers: DEMO_ANSWERS,
        createdAt: created,
        updatedAt: a.status === 'new' ? created : ago(Math.max(0, a.daysAgo - 1)),
      });
    }
  });
  const applicationIds: string[] = [];
  await insertAll(applicationRows, async (slice) => {
    const rows = await tx.insert(applications).values(slice).returning({ id: applications.id });
    applicationIds.push(...rows.map((r) => r.id));
  });

  // History: the application itself, then the move to its current status (mailed to the seeker).
  type NewEvent = typeof applicationEvents.$inferInsert;
  const events: NewEvent[] = [];
  const emailed: (typeof auditLog.$inferInsert)[] = [];
  const feedback: (typeof applicationFeedback.$inferInsert)[] = [];
  applicationRows.forEach((a, i) => {
    const id = applicationIds[i]!;
    const common = { accountId: a.accountId, applicationId: id };
    events.push({ ...common, kind: 'applied', toValue: 'new', createdAt: a.createdAt! });
    if (a.status === 'new') return;
    events.push({
      ...common,
      kind: 'status',
      fromValue: 'new',
      toValue: a.status,
      emailed: true,
      actorUserId: staffOf(a.accountId!),
      createdAt: a.updatedAt!,
    });
    if (a.stage !== 'inbox')
      events.push({
        ...common,
        kind: 'stage',
        fromValue: 'inbox',
        toValue: a.stage,
        actorUserId: staffOf(a.accountId!),
        createdAt: a.updatedAt!,
      });
    emailed.push({
      accountId: a.accountId,
      siteId: a.siteId,
      actorUserId: staffOf(a.accountId!),
      action: 'seeker.emailed',
      subjectType: 'seeker',
      subjectId: a.seekerId,
      data: { template: `application_status_${a.status}`, application_id: id, status: a.status, from: 'new' },
      createdAt: a.updatedAt!,
    });
    if (['screening', 'shortlisted', 'interviewed', 'offered'].includes(a.status!) && i % 2 === 0) {
      feedback.push({
        accountId: a.accountId,
        applicationId: id,
        rating: 3 + (i % 3),
        notes: i % 4 === 0 ? 'Strong experience; good answers on safety.' : null,
        authorUserId: staffOf(a.accountId!),
        createdAt: a.updatedAt!,
      });
    }
  });
  await insertAll(events, (slice) => tx.insert(applicationEvents).values(slice));
  await insertAll(emailed, (slice) => tx.insert(auditLog).values(slice));
  await insertAll(feedback, (slice) => tx.insert(applicationFeedback).values(slice));
  const disabled = seekerRows.flatMap((s, i) =>
    s.status === 'disabled'
      ? [
          {
            accountId: s.accountId,
            siteId: s.siteId,
            actorUserId: staffOf(s.accountId),
            action: 'seeker.disabled',
            subjectType: 'seeker',
            subjectId: seekerIds[i]!,
            createdAt: s.disabledAt!,
          },
        ]
      : [],
  );
  if (disabled.length) await tx.insert(auditLog).values(disabled);
}

/** A stable pseudo phone number per person. */
function seekerPhone(base: string, n: number): number {
  let h = n;
  for (const c of base) h = (h * 31 + c.charCodeAt(0)) % 100_000;
  return h;
}
