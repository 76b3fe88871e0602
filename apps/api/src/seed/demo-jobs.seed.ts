import { PUBLISHED_JOB_STATUSES } from '@talent/contract';
import type { Queryable } from '../db/client.js';
import { auditLog, jobFeedback, jobFlags, jobs } from '../db/schema/index.js';
import { contentFingerprint } from '../modules/jobs/content-fingerprint.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { DEMO_JOB_DESCRIPTIONS, DEMO_JOBS } from './demo-jobs.js';

type Ids = {
  accountIds: Map<string, number>;
  siteIds: Map<string, number>;
  employerIds: Map<string, number>;
  userIds: Map<string, number>;
};

/** A credit movement a demo job implies: its posting, and a refund when it was rejected. */
export type JobMoneyEvent = {
  employer: string;
  daysAgo: number;
  kind: 'job_posting' | 'refund';
  jobId: string;
  reason: string;
};

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Inserts the demo jobs (with their reports, feedback and audit rows) and returns their credit events. */
export async function seedDemoJobs(tx: Queryable, ids: Ids): Promise<JobMoneyEvent[]> {
  const events: JobMoneyEvent[] = [];
  for (const demo of DEMO_JOBS) {
    const account = DEMO_ACCOUNTS.find((a) => a.sites.some((s) => s.employers.some((e) => e.name === demo.employer)))!;
    const site = account.sites.find((s) => s.employers.some((e) => e.name === demo.employer))!;
    const accountId = ids.accountIds.get(account.key)!;
    const siteId = ids.siteIds.get(site.key)!;
    const posted = ago(demo.postedDaysAgo);
    const published = demo.status !== 'draft';
    const content = {
      title: demo.title,
      description: DEMO_JOB_DESCRIPTIONS.default!,
      workType: demo.workType,
      payType: demo.pay?.type ?? null,
      payMin: demo.pay?.min ?? null,
      payMax: demo.pay?.max ?? null,
      currency: demo.pay ? 'GBP' : null,
      keySellingPoints: demo.points ?? [],
      links: [],
      banner: null,
      referenceNumber: null,
      classifications: demo.classifications,
    };
    const wentLive = PUBLISHED_JOB_STATUSES.includes(demo.status);
    const [row] = await tx
      .insert(jobs)
      .values({
        accountId,
        siteId,
        employerId: ids.employerIds.get(demo.employer)!,
        title: content.title,
        description: content.description,
        workType: content.workType,
        payType: content.payType,
        payMin: content.payMin,
        payMax: content.payMax,
        currency: content.currency,
        startDate: published ? isoDay(posted) : null,
        endDate: published ? isoDay(new Date(posted.getTime() + 30 * DAY)) : null,
        keySellingPoints: demo.points ?? [],
        classifications: demo.classifications,
        tags: demo.tags ?? [],
        product: published ? 'standard' : (demo.product ?? null),
        status: demo.status,
        rejectionReason: demo.rejectionReason ?? null,
        publishedAt: wentLive ? posted : null,
        // What went live was approved as it is; the demo's unlisted job was paused by its employer.
        approvedFingerprint: wentLive ? contentFingerprint(content) : null,
        ...(demo.status === 'unlisted' ? { unlistedBy: 'employer' as const, unlistedAt: posted } : {}),
        createdAt: ago(demo.postedDaysAgo + 1),
        updatedAt: posted,
      })
      .returning({ id: jobs.id });
    const jobId = row!.id;
    const subject = { accountId, siteId, subjectType: 'job', subjectId: jobId };
    await tx.insert(auditLog).values({ ...subject, action: 'job.created', createdAt: ago(demo.postedDaysAgo + 1) });
    if (!published) continue;
    events.push({
      employer: demo.employer,
      daysAgo: demo.postedDaysAgo,
      kind: 'job_posting',
      jobId,
      reason: demo.title,
    });
    // A job that never went live was submitted to the review queue, not published (issue 19).
    await tx.insert(auditLog).values({
      ...subject,
      ...(wentLive
        ? { action: 'job.published', data: { to: 'live' } }
        : { action: 'job.submitted_for_review', data: { to: 'on_hold' } }),
      createdAt: posted,
    });
    if (demo.status === 'rejected') {
      events.push({
        employer: demo.employer,
        daysAgo: demo.postedDaysAgo - 1,
        kind: 'refund',
        jobId,
        reason: demo.rejectionReason ?? '',
      });
      await tx.insert(auditLog).values({
        ...subject,
        action: 'job.rejected',
        data: { from: 'on_hold', to: 'rejected' },
        createdAt: ago(demo.postedDaysAgo - 1),
      });
    }
    if (demo.flags?.length) {
      await tx.insert(jobFlags).values(
        demo.flags.map((f) => ({
          accountId,
          siteId,
          jobId,
          reason: f.reason,
          comments: f.comments,
          reporterEmail: 'visitor@example.test',
          createdAt: ago(f.daysAgo),
        })),
      );
    }
    if (demo.feedback?.length) {
      await tx.insert(jobFeedback).values(
        demo.feedback.map((f, i) => ({
          accountId,
          siteId,
          jobId,
          rating: f.rating,
          recommend: f.recommend,
          additionalFeedback: f.text ?? null,
          authorName: f.author ?? null,
          createdAt: ago(Math.max(0, demo.postedDaysAgo - 2 - i)),
        })),
      );
    }
  }
  return events;
}
