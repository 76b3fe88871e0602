import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  auditLog,
  jobs,
  notifications,
  seekers,
  unconfirmedApplications,
} from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';

// SECURITY 26: applying on the public job board reveals nothing about who is a candidate, and
// attaches nothing to anybody's record until the address confirms the mailed link. Each test
// replays what worked before: a spoofed application on an existing candidate, 409s that told
// who had applied or was disabled, and unlimited applications per e-mail and per job.
let t: Harness;
let acmeJobs: Selection;
let asNorthwind: Selection;
let delivery: string; // Northwind's live "Delivery driver (van)": Lucas applied; Marcus (disabled) too
let leader: string; // Northwind's live "Warehouse team leader": Amira applied
let ground: string; // Blue Yonder's live "Ground operations agent"
const tokens: Record<string, string> = {};
const people: Record<string, { id: string; email: string }> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
  for (const email of ['manager@acme.test', 'hr@northwind.test']) tokens[email] = await t.login(email);
  const jobNamed = async (title: string) =>
    (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title)))[0]!.id;
  delivery = await jobNamed('Delivery driver (van)');
  leader = await jobNamed('Warehouse team leader');
  ground = await jobNamed('Ground operations agent');
  for (const first of ['Amira', 'Lucas', 'Marcus']) {
    const [row] = await t.database.db
      .select({ id: seekers.id, email: seekers.email })
      .from(seekers)
      .where(and(eq(seekers.firstName, first), eq(seekers.siteId, t.ids.acmeJobs)));
    people[first] = row!;
  }
});
afterAll(() => t.close());

let calls = 0;
/** 202s per job over the whole file, to check the per-job limit against. */
const accepted = new Map<string, number>();
/** Each call from its own address unless one is given, so the per-address limit stays out of the way. */
async function apply(job: string, payload: object, ip?: string, headers: Record<string, string> = {}) {
  calls++;
  const res = await t.call({
    method: 'POST',
    url: `/portal/public/jobs/${job}/applications`,
    payload,
    remoteAddress: ip ?? `10.${Math.floor(calls / 250)}.${calls % 250}.1`,
    headers,
  });
  if (res.statusCode === 202) accepted.set(job, (accepted.get(job) ?? 0) + 1);
  return res;
}

const form = (over: Record<string, unknown>) => ({
  first_name: 'Someone',
  last_name: 'Else',
  email: 'someone@example.test',
  cover_letter: 'Hire me.',
  locale: 'en',
  // "Ground operations agent" asks the demo's screening questions (ignored by jobs that ask none).
  answers: { right_to_work: true, experience_years: 3 },
  ...over,
});

/** What staff and employers could see or be told of: nothing may move before a confirmation. */
const visible = async () => {
  const db = t.database.db;
  const [a] = await db.select({ n: count() }).from(applications);
  const [s] = await db.select({ n: count() }).from(seekers);
  const [e] = await db.select({ n: count() }).from(applicationEvents);
  const [n] = await db.select({ n: count() }).from(notifications);
  const [m] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'seeker.emailed'));
  return { applications: a!.n, seekers: s!.n, events: e!.n, notifications: n!.n, emailed: m!.n };
};

const linkIn = (mail: Mail) => /(\S+\/applications\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

const confirmForm = (token: string, ip = '198.51.100.50') =>
  t.call({
    method: 'POST',
    url: '/portal/public/applications/confirm',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

describe('applying answers the same for everyone', () => {
  it('a new address, a candidate, one who already applied and a disabled one all get the same 202', async () => {
    const before = await visible();
    const answers: { status: number; body: string }[] = [];
    const mails = await mailsDuring(t, async () => {
      for (const email of [
        'brand.new@example.test',
        people.Amira!.email, // a candidate of the site: before, her record got an application anyone typed
        people.Lucas!.email.toUpperCase(), // already applied: before, 409 `already_applied`
        people.Marcus!.email, // disabled: before, 409 `seeker_disabled`
      ]) {
        const res = await apply(delivery, form({ email }));
        answers.push({ status: res.statusCode, body: res.body });
      }
    });
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual({ data: { status: 'pending_confirmation' } });
    // Nothing anyone sees has changed: no application, candidate, history, notification or status mail.
    expect(await visible()).toEqual(before);
    const staffList = await t.call({
      method: 'GET',
      url: `/portal/v1/jobs/${delivery}/applications?per_page=100`,
      token: tokens['manager@acme.test'],
      select: acmeJobs,
    });
    expect(JSON.stringify(staffList.json())).not.toContain('brand.new@example.test');
    // Only links to confirm went out, to the addresses themselves; the disabled candidate is not written to.
    expect(mails.map((m) => m.to.toLowerCase()).sort()).toEqual(
      ['brand.new@example.test', people.Amira!.email, people.Lucas!.email].map((e) => e.toLowerCase()).sort(),
    );
    for (const mail of mails) expect(linkIn(mail)).toBeDefined();
  });
});

describe('the mailed link', () => {
  it('links to this API from configuration, whatever Host the request named, in the candidate’s language', async () => {
    // A made-up Host serves no account: the job is not found there (SECURITY 35), nobody is mailed.
    const refused = await mailsDuring(t, async () => {
      const res = await apply(ground, form({ email: people.Amira!.email }), undefined, {
        host: 'localhost:1@evil.example',
      });
      expect(res.statusCode).toBe(404);
    });
    expect(refused).toHaveLength(0);
    // On the account's own brand host (localhost), the link is still PUBLIC_URL's, from configuration.
    const mails = await mailsDuring(t, () =>
      apply(ground, form({ email: people.Amira!.email }), undefined, { host: 'localhost' }),
    );
    expect(mails).toHaveLength(1);
    // Amira's language is Arabic, whatever the form said.
    expect(mails[0]!.subject).toBe('أكِّد طلبك لوظيفة Ground operations agent');
    const link = linkIn(mails[0]!)!;
    expect(link.startsWith(`${t.config.publicUrl}/portal/public/applications/confirm?token=`)).toBe(true);
    expect(mails[0]!.text).not.toContain('evil.example');
  });

  it('opens a page that confirms nothing; its button confirms once, onto the existing candidate', async () => {
    const mails = await mailsDuring(t, () => apply(ground, form({ email: people.Amira!.email, first_name: 'Not' })));
    const link = linkIn(mails[0]!)!;
    const token = tokenOf(link);
    const before = await visible();

    const page = await t.call({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<form method="post" action="/portal/public/applications/confirm">');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).not.toContain('<script');
    // A mail scanner following the link has not applied for anyone.
    expect(await visible()).toEqual(before);

    let confirmed!: Awaited<ReturnType<typeof confirmForm>>;
    const after = await mailsDuring(t, async () => {
      confirmed = await confirmForm(token);
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Ground operations agent');
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, ground), eq(applications.seekerId, people.Amira!.id)));
    expect(row).toMatchObject({ status: 'new', stage: expect.any(String), coverLetter: 'Hire me.' });
    const history = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, row!.id));
    expect(history).toMatchObject([{ kind: 'status', fromValue: null, toValue: 'new', emailed: true }]);
    // The candidate's record kept its own name; she got the "new" mail in Arabic; staff were told.
    expect((await t.database.db.select().from(seekers).where(eq(seekers.id, people.Amira!.id)))[0]!.firstName).toBe(
      'Amira',
    );
    expect(after).toHaveLength(1);
    expect(after[0]!.to).toContain(people.Amira!.email);
    expect(after[0]!.text).toContain('Amira Haddad');
    const now = await visible();
    expect(now.applications).toBe(before.applications + 1);
    expect(now.notifications).toBeGreaterThan(before.notifications);

    // Single use: the same token again, by the page or as JSON, is not valid and changes nothing.
    const again = await confirmForm(token);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toContain('text/html');
    const json = await t.call({ method: 'POST', url: '/portal/public/applications/confirm', payload: { token } });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('confirmation_link_invalid');
    expect(await visible()).toEqual(now);
  });

  it('creates the candidate for a new address, and tells one who had applied that nothing changed', async () => {
    const fresh = await mailsDuring(t, () =>
      apply(leader, form({ email: 'Fresh.Face@Example.test', first_name: 'Fresh' })),
    );
    const token = tokenOf(linkIn(fresh[0]!)!);
    const res = await t.call({ method: 'POST', url: '/portal/public/applications/confirm', payload: { token } });
    expect(res.json()).toEqual({ data: { status: 'confirmed' } });
    const [created] = await t.database.db.select().from(seekers).where(eq(seekers.email, 'fresh.face@example.test'));
    expect(created).toMatchObject({ firstName: 'Fresh', lastName: 'Else', siteId: t.ids.acmeJobs });
    const seen = await t.call({
      method: 'GET',
      url: '/portal/v1/applications?per_page=100',
      token: tokens['hr@northwind.test'],
      select: asNorthwind,
    });
    expect(JSON.stringify(seen.json())).toContain('Fresh Else');

    const already = await mailsDuring(t, () => apply(delivery, form({ email: people.Lucas!.email })));
    const before = await visible();
    const page = await confirmForm(tokenOf(linkIn(already[0]!)!));
    expect(page.statusCode).toBe(200);
    // Lucas reads French: the page speaks his language.
    expect(page.body).toContain('Vous aviez déjà postulé');
    expect(await visible()).toEqual(before);
  });

  it('confirms once when the button is pressed twice at the same moment', async () => {
    const mails = await mailsDuring(t, () => apply(leader, form({ email: 'double.click@example.test' })));
    const token = tokenOf(linkIn(mails[0]!)!);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call({ method: 'POST', url: '/portal/public/applications/confirm', payload: { token } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    const [seeker] = await t.database.db.select().from(seekers).where(eq(seekers.email, 'double.click@example.test'));
    const made = await t.database.db.select().from(applications).where(eq(applications.seekerId, seeker!.id));
    expect(made).toHaveLength(1);
  });

  it('expires, and what nobody confirmed is deleted by the hourly housekeeping', async () => {
    const mails = await mailsDuring(t, () => apply(leader, form({ email: 'late@example.test' })));
    const token = tokenOf(linkIn(mails[0]!)!);
    await t.database.db.execute(
      sql`update unconfirmed_applications set expires_at = now() - interval '1 minute' where email = 'late@example.test'`,
    );
    const page = await t.call({ method: 'GET', url: `/portal/public/applications/confirm?token=${token}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Link not valid');
    await mailsDuring(t, () => apply(leader, form({ email: 'late2@example.test' })));
    await t.database.db.execute(
      sql`update unconfirmed_applications set expires_at = now() - interval '1 minute' where email = 'late2@example.test'`,
    );
    await t.app.housekeeping.runAll();
    const left = await t.database.db
      .select({ email: unconfirmedApplications.email })
      .from(unconfirmedApplications)
      .where(sql`${unconfirmedApplications.email} like 'late%'`);
    expect(left).toEqual([]);
    expect((await confirmForm(token)).statusCode).toBe(404);
  });

  it('goes to the site’s candidate site when the site names one', async () => {
    const owner = await t.login('owner@acme.test');
    await t.call({
      method: 'PUT',
      url: '/portal/v1/site/settings',
      token: owner,
      select: acmeJobs,
      payload: { candidate_site_url: 'https://jobs.acme.example/' },
    });
    const mails = await mailsDuring(t, () => apply(leader, form({ email: 'via.site@example.test' })));
    expect(linkIn(mails[0]!)!.startsWith('https://jobs.acme.example/applications/confirm?token=')).toBe(true);
    await t.call({
      method: 'PUT',
      url: '/portal/v1/site/settings',
      token: owner,
      select: acmeJobs,
      payload: { candidate_site_url: null },
    });
  });
});

describe('limits', () => {
  it('per e-mail, from any address: the sixth application in the window is 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await apply(leader, form({ email: 'Flood@Example.test' }))).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    const again = await apply(ground, form({ email: 'flood@example.test' }));
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('per client address: the 31st from one address is 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await apply(ground, form({ email: `ip${i}@example.test` }), '198.51.100.200')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('per job: past 200 in the window, from any address and e-mail, the job takes no more', async () => {
    let last = 0;
    for (let i = 0; last !== 429 && i < 220; i++)
      last = (await apply(ground, form({ email: `job${i}@example.test` }))).statusCode;
    expect(last).toBe(429);
    expect((await apply(ground, form({ email: 'one.more@example.test' }))).statusCode).toBe(429);
    expect(accepted.get(ground)).toBeLessThanOrEqual(200);
    expect((await apply(leader, form({ email: 'other-job@example.test' }))).statusCode).toBe(202);
  });
});
