import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { testDatabaseUrl } from '../../test/database.js';
import { ENTERPRISE_ID, type Harness, type Selection, setupApi, testConfig } from '../../test/harness.js';
import { decisionsOf } from '../../test/job-decisions.js';
import { openUnreadStream } from '../../test/sse.js';

let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};
const people = [
  'manager@acme.test',
  'moderator@acme.test',
  'owner@acme.test',
  'hr@northwind.test',
  'recruiter@northwind.test',
  'owner@globex.test',
] as const;
type Who = (typeof people)[number];

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of people) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(who ? { token: tokens[who] } : {}),
    ...(payload ? { payload } : {}),
  });

type Item = { id: string; kind: string; subject: string; content: string; link: string | null; read_at: string | null };
const inbox = async (who: Who, query = '') => (await call(who, 'GET', `/notifications/inbox${query}`)).json();
const unread = async (who: Who) => (await call(who, 'GET', '/notifications/unread-count')).json().data.unread as number;

describe('the inbox', () => {
  it('lists my notifications newest first with the unread count, in my language', async () => {
    const mine = await inbox('hr@northwind.test');
    expect(mine.meta.unread).toBe(2);
    expect(mine.data.map((n: Item) => n.kind)).toEqual(['job_rejected', 'application_received', 'credits_purchased']);
    expect(mine.data[0]).toMatchObject({
      subject: 'Job not approved',
      link: `/${t.ids.acme}/${t.ids.acmeJobs}/jobs`,
      read_at: null,
    });
    const fr = await t.call({
      method: 'GET',
      url: '/portal/v1/notifications/inbox',
      token: tokens['hr@northwind.test'],
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().data[0].subject).toBe('Offre non approuvée');
    expect((await inbox('hr@northwind.test', '?filter[unread]=true')).data).toHaveLength(2);
  });

  it('marks one read and unread, all read, and deletes, only for its owner', async () => {
    const [first] = (await inbox('moderator@acme.test')).data as Item[];
    expect((await call('manager@acme.test', 'PATCH', `/notifications/${first!.id}`, { read: true })).statusCode).toBe(
      404,
    );
    expect((await call('manager@acme.test', 'DELETE', `/notifications/${first!.id}`)).statusCode).toBe(404);

    const before = await unread('moderator@acme.test');
    const read = await call('moderator@acme.test', 'PATCH', `/notifications/${first!.id}`, { read: true });
    expect(read.json().data.read_at).not.toBeNull();
    expect(await unread('moderator@acme.test')).toBe(before - 1);
    await call('moderator@acme.test', 'PATCH', `/notifications/${first!.id}`, { read: false });
    expect(await unread('moderator@acme.test')).toBe(before);

    expect((await call('moderator@acme.test', 'POST', '/notifications/read-all')).json().data.unread).toBe(0);
    expect(await unread('moderator@acme.test')).toBe(0);
    expect(await unread('manager@acme.test')).toBeGreaterThan(0);

    expect((await call('moderator@acme.test', 'DELETE', `/notifications/${first!.id}`)).statusCode).toBe(200);
    expect(((await inbox('moderator@acme.test')).data as Item[]).some((n) => n.id === first!.id)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/notifications/inbox')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/notifications/stream')).statusCode).toBe(401);
  });
});

describe('what creates notifications', () => {
  it('a job sent to review tells the site’s moderators, not the employer or another tenant', async () => {
    const counts = async () => ({
      moderator: await unread('moderator@acme.test'),
      owner: await unread('owner@acme.test'),
      hr: await unread('hr@northwind.test'),
      globex: await unread('owner@globex.test'),
    });
    const before = await counts();
    const asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    const draft = await t.call({
      method: 'POST',
      url: '/portal/v1/jobs',
      token: tokens['hr@northwind.test'],
      select: asNorthwind,
      payload: { title: 'Night picker', description: '<p>Nights</p>', work_type: 'full_time', product: 'standard' },
    });
    const id = draft.json().data.id as string;
    const published = await t.call({
      method: 'POST',
      url: `/portal/v1/jobs/${id}/publish`,
      token: tokens['hr@northwind.test'],
      select: asNorthwind,
    });
    expect(published.json().data.status).toBe('on_hold');
    expect(await counts()).toEqual({ ...before, moderator: before.moderator + 1, owner: before.owner + 1 });
    const [latest] = (await inbox('moderator@acme.test')).data as Item[];
    expect(latest).toMatchObject({
      kind: 'job_on_hold',
      content: 'Northwind Traders submitted “Night picker” on Acme Jobs; it is in the review queue.',
    });

    // Rejecting it tells the employer's users who may read jobs.
    const hrBefore = await unread('hr@northwind.test');
    const recruiterBefore = await unread('recruiter@northwind.test');
    await t.call({
      method: 'POST',
      url: '/portal/v1/jobs/reject',
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
      payload: {
        jobs: await decisionsOf(t, tokens['moderator@acme.test'], acmeJobs, [id]),
        reason: 'Please add the pay range.',
      },
    });
    expect(await unread('hr@northwind.test')).toBe(hrBefore + 1);
    expect(await unread('recruiter@northwind.test')).toBe(recruiterBefore + 1);
    const [rejected] = (await inbox('hr@northwind.test')).data as Item[];
    expect(rejected).toMatchObject({ kind: 'job_rejected', link: `/${t.ids.acme}/${t.ids.acmeJobs}/jobs/${id}` });
  });

  it('an employer registration on hold tells those who approve employers', async () => {
    const before = await unread('moderator@acme.test');
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/employers',
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      payload: { type: 'household', name: 'The Osei Household', email: 'osei@example.test' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('on_hold');
    expect(await unread('moderator@acme.test')).toBe(before + 1);
    expect(((await inbox('moderator@acme.test')).data as Item[])[0]!.content).toContain('The Osei Household');
  });
});

describe('GET /portal/v1/notifications/stream', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('streams the unread count at once and within a second of a change made by another API process', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openUnreadStream(`http://127.0.0.1:${port}`, {
      authorization: `Bearer ${tokens['manager@acme.test']}`,
      'x-af-eid': ENTERPRISE_ID,
    });
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await stream.next();
    expect(first).toBe(await unread('manager@acme.test'));

    // A second API process on the same database makes the change.
    // Its own connections on PostgreSQL; on PGlite it shares (and must not close) the harness's.
    let database: Database = t.database;
    if (t.database.kind === 'postgres') {
      const own = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: ':memory:' });
      cleanup.push(() => own.close());
      database = own;
    }
    const second = await buildApp(testConfig(), { database, logger: false });
    cleanup.push(() => second.close());
    await second.ready();
    const started = Date.now();
    await second.inject({
      method: 'POST',
      url: '/portal/v1/employers',
      headers: {
        authorization: `Bearer ${tokens['owner@acme.test']}`,
        'x-af-eid': ENTERPRISE_ID,
        'x-af-aid': String(t.ids.acme),
        'x-af-sid': String(t.ids.acmeJobs),
      },
      payload: { type: 'household', name: 'The Mensah Household', email: 'mensah@example.test' },
    });
    const next = await stream.next();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(next).toBe(first + 1);
    stream.close();
  });
});
