import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, jobs, seekers } from '../db/schema/index.js';
import type { Harness } from './harness.js';
import { type Mail, parseMails, releaseHeldMail } from './mail.js';
import type { TestSmtpServer } from './smtp-server.js';

/**
 * Runs `run`, lets held mail fall due, delivers it to the SMTP server and returns what the server
 * received meanwhile, parsed as a mail client reads it.
 */
export async function sentDuring(t: Harness, smtp: TestSmtpServer, run: () => Promise<unknown>): Promise<Mail[]> {
  await releaseHeldMail(t);
  await t.app.mail.drain();
  const before = smtp.received.length;
  await run();
  await releaseHeldMail(t);
  await t.app.mail.drain();
  return parseMails(smtp.received.slice(before).map((r) => r.raw));
}

/**
 * A new candidate of Acme Jobs with one application (status `new`) to a live job of `employer`'s,
 * named and speaking as given; a fresh address each time.
 */
export async function newApplicant(
  t: Harness,
  person: { first: string; last?: string; locale?: 'en' | 'fr' | 'ar'; employer?: string },
): Promise<{ seekerId: string; applicationId: string; email: string }> {
  const accountId = t.ids.acme;
  const siteId = t.ids.acmeJobs;
  const employerId = t.ids.employer(person.employer ?? 'Northwind Traders');
  const [job] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), eq(jobs.siteId, siteId), eq(jobs.employerId, employerId)))
    .limit(1);
  const email = `candidate.${randomUUID().slice(0, 8)}@example.test`;
  const [seeker] = await t.database.db
    .insert(seekers)
    .values({
      accountId,
      siteId,
      firstName: person.first,
      lastName: person.last ?? 'Mailson',
      email,
      locale: person.locale ?? 'en',
    })
    .returning({ id: seekers.id });
  const [application] = await t.database.db
    .insert(applications)
    .values({ accountId, siteId, seekerId: seeker!.id, jobId: job!.id, employerId })
    .returning({ id: applications.id });
  return { seekerId: seeker!.id, applicationId: application!.id, email };
}

/** The URL a mail's `List-Unsubscribe` header names (`<…>`), or null. */
export const unsubscribeUrlOf = (mail: Mail): URL | null => {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '');
  return match ? new URL(match[1]!) : null;
};
