import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, seekers } from '../../db/schema/index.js';
import { newApplicant, sentDuring, unsubscribeUrlOf } from '../../test/candidate-mail.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { TestSmtpServer } from '../../test/smtp-server.js';

// Shared by the unsubscribe test files. The bindings are live: each file's tests read what its own
// `unsubscribeSuite()` set up (files run one after another in a worker). Mail goes through a real
// SMTP server.
export let t: Harness;
export const smtp = new TestSmtpServer();
export let acmeJobs: Selection;
let manager: string;

/** Registers the file's setup: a seeded app sending to the SMTP server, the Acme manager signed in. */
export function unsubscribeSuite() {
  beforeAll(async () => {
    await smtp.start();
    t = await setupApi({ smtpUrl: smtp.url });
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    manager = await t.login('manager@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
}

export const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: manager, select: acmeJobs, payload });

export const setStatus = (applicationId: string, status: string) =>
  staff('POST', '/applications/status', { ids: [applicationId], status });

/** A candidate with an application, and the unsubscribe URL of the status mail they were sent. */
export async function mailedCandidate(locale: 'en' | 'fr' | 'ar' = 'en') {
  const applicant = await newApplicant(t, { first: 'Una', locale });
  const [mail] = await sentDuring(t, smtp, () => setStatus(applicant.applicationId, 'screening'));
  return { ...applicant, url: unsubscribeUrlOf(mail!)! };
}

/** The link as a client on the link's host opens it: path and query, the Host header. */
export const open = (
  url: URL,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown },
) =>
  t.call({
    method: options.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });

/** The provider's one click: multipart/form-data, as RFC 8058 recommends. */
export const oneClick = (url: URL, headers: Record<string, string> = {}) => {
  const form = multipart([{ name: 'List-Unsubscribe', data: 'One-Click' }]);
  return open(url, { method: 'POST', payload: form.payload, headers: { ...form.headers, ...headers } });
};

export const unsubscribedAt = async (seekerId: string) =>
  (await t.database.db.select({ at: seekers.mailUnsubscribedAt }).from(seekers).where(eq(seekers.id, seekerId)))[0]!.at;

export const audits = (
  seekerId: string,
  action: 'seeker.unsubscribed' | 'seeker.resubscribed' = 'seeker.unsubscribed',
) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, seekerId)));
