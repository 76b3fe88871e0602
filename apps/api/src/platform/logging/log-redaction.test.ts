import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { selectionHeaders } from '@talent/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { jobs, seekers } from '../../db/schema/index.js';
import { seedDemo } from '../../seed/demo.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { testDatabase, truncateAll } from '../../test/database.js';
import { type DemoIds, loadDemoIds } from '../../test/demo-ids.js';
import { ENTERPRISE_ID, testConfig } from '../../test/harness.js';
import { errSerializer, REDACTED, safeUrl, scrubText } from './log-redaction.js';

// Issue 23, item 6: the real app, logging to a buffer, driven through flows that carry a candidate's
// data (an application, searches for her, a database error on her e-mail, a failed mail to her, a
// 500 naming her). No line may hold any of it; the lines still say what operators need.

const tag = randomBytes(4).toString('hex');
const MARK = {
  first: `Qwilla${tag}`,
  last: `Marrowind${tag}`,
  email: `qwilla.${tag}@marker.test`,
  phone: `+44 7700 9${tag.replace(/\D/g, '1').slice(0, 5)}`,
  letter: `I drove vans for ${tag} years`,
};

type Line = Record<string, unknown> & { msg?: string; reqId?: string };
const raw: string[] = [];
const lines = (): Line[] => raw.map((text) => JSON.parse(text) as Line);

let app: FastifyInstance;
let smtp: SMTPServer;
let ids: DemoIds;
let job: string;

/** An SMTP server that refuses the marked candidate's address, naming it in its answer as servers do. */
function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes(tag)) {
        const refused = new Error(`<${address.address}>: Recipient address rejected: mailbox full`);
        Object.assign(refused, { responseCode: 552 });
        return callback(refused);
      }
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  return new Promise((resolve) => {
    const server = smtp.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  const port = await startSmtp();
  const database = await testDatabase();
  await truncateAll(database);
  const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` });
  await seedDemo(database.db, config.secretsKey);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) raw.push(text);
      done();
    },
  });
  app = await buildApp(config, { database, logger: { level: 'info', stream } });
  const TEST = { access: 'public', enterprise: false, testOnly: true } as const;
  // Failures a route could meet, each carrying the candidate's data the way real code does.
  app.post('/portal/test/candidate-twice', { config: TEST }, async () => {
    const row = { accountId: ids.acme, siteId: ids.acmeJobs, firstName: MARK.first, lastName: MARK.last };
    await app.db.insert(seekers).values({ ...row, email: MARK.email, phone: MARK.phone });
    // The unique index is on lower(email): PostgreSQL's detail quotes the address.
    await app.db.insert(seekers).values({ ...row, email: MARK.email.toUpperCase(), phone: MARK.phone });
  });
  app.post('/portal/test/cast', { config: TEST }, async () => {
    await app.db.execute(sql`select ${MARK.letter}::int`);
  });
  app.post('/portal/test/throw', { config: TEST }, async () => {
    throw new Error(`could not file the answer: "${MARK.letter}" for ${MARK.email}`);
  });
  await app.ready();
  ids = await loadDemoIds(database.db);
  const [row] = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, 'Delivery driver (van)'));
  job = row!.id;
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

let calls = 0;
/** Injects with the enterprise header, a token and the selection; each request gets a known id. */
async function call(options: InjectOptions & { token?: string; site?: boolean }) {
  const { token, site, ...rest } = options;
  const reqId = `redaction-${process.pid}-${++calls}`;
  const headers = {
    ...selectionHeaders({
      enterpriseId: ENTERPRISE_ID,
      token,
      ...(site ? { accountId: ids.acme, siteId: ids.acmeJobs } : {}),
    }),
    'x-request-id': reqId,
  };
  const res = await app.inject({ ...rest, headers: { ...headers, ...(rest.headers as object) } });
  return { res, reqId, own: () => lines().filter((l) => l.reqId === reqId) };
}

async function login() {
  const { res } = await call({
    method: 'POST',
    url: '/portal/auth/login',
    payload: { email: 'manager@acme.test', password: DEMO_PASSWORD },
  });
  return res.json().access_token as string;
}

/** Every marker found in the captured log, by its name: the test's one verdict. */
const leaks = () => {
  const found: string[] = [];
  for (const [name, value] of Object.entries({ ...MARK, tag }))
    for (const text of raw) if (text.toLowerCase().includes(value.toLowerCase())) found.push(`${name} in ${text}`);
  return found;
};

describe('logs after flows that carry a candidate’s data', () => {
  it('a public application and its failed confirmation mail: no name, e-mail, phone or letter', async () => {
    const { res } = await call({
      method: 'POST',
      url: `/portal/public/jobs/${job}/applications`,
      payload: {
        first_name: MARK.first,
        last_name: MARK.last,
        email: MARK.email,
        phone: MARK.phone,
        cover_letter: MARK.letter,
        locale: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    await app.mail.drain();
    // The SMTP server refused her address: the failure is logged, with the outbox row to find it by.
    const failed = lines().find((l) => l.msg === 'mail delivery failed');
    expect(failed).toMatchObject({ mailId: expect.anything(), err: { type: 'Error', responseCode: 552 } });
    expect(JSON.stringify(failed)).toContain('[email]');
    expect(leaks()).toEqual([]);
  });

  it('staff searches for her: the query string keeps its names and the plain values, not the search', async () => {
    const token = await login();
    for (const path of ['/portal/v1/seekers', '/portal/v1/applications']) {
      const search = await call({
        method: 'GET',
        url: `${path}?q=${encodeURIComponent(MARK.email)}&page=1&filter[status]=${path.endsWith('seekers') ? 'enabled' : 'new'}`,
        token,
        site: true,
      });
      expect(search.res.statusCode).toBe(200);
      const own = search.own();
      expect(own.find((l) => l.msg === 'incoming request')).toMatchObject({
        req: {
          method: 'GET',
          url: `${path}?q=[redacted]&page=1&filter[status]=${path.endsWith('seekers') ? 'enabled' : 'new'}`,
        },
      });
      // What operators read a request by is all there: request id, tenant, status, timing.
      expect(own.find((l) => l.msg === 'request completed')).toMatchObject({
        reqId: search.reqId,
        accountId: ids.acme,
        siteId: ids.acmeJobs,
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    }
    const byName = await call({
      method: 'GET',
      url: `/portal/v1/seekers?q=${MARK.first}+${MARK.last}`,
      token,
      site: true,
    });
    expect(byName.res.statusCode).toBe(200);
    expect(leaks()).toEqual([]);
  });

  it('a unique violation on her e-mail: the constraint and code stay, the key values and parameters go', async () => {
    const { res, own } = await call({ method: 'POST', url: '/portal/test/candidate-twice' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(tag);
    const line = own().find((l) => l.msg === 'unhandled error') as { err: Record<string, unknown> } | undefined;
    expect(line).toBeDefined();
    // The database's own error is found (as the error or its cause) with what identifies the failure.
    const text = JSON.stringify(line);
    expect(text).toContain('23505');
    expect(text).toContain('seekers_site_email_uq');
    expect(String(line!.err.message)).toMatch(/^Failed query: insert into "seekers" .*\nparams: \[redacted\]$/s);
    expect(String(line!.err.stack)).toMatch(/\n\s+at /);
    expect(leaks()).toEqual([]);
  });

  it('a database error quoting her text, and a 500 whose message names her: masked, the rest kept', async () => {
    const cast = await call({ method: 'POST', url: '/portal/test/cast' });
    expect(cast.res.statusCode).toBe(500);
    const castLine = JSON.stringify(cast.own().find((l) => l.msg === 'unhandled error'));
    expect(castLine).toContain('invalid input syntax for type integer');
    expect(castLine).toContain('22P02');

    const thrown = await call({ method: 'POST', url: '/portal/test/throw' });
    expect(thrown.res.statusCode).toBe(500);
    const line = thrown.own().find((l) => l.msg === 'unhandled error');
    expect(line).toMatchObject({
      reqId: thrown.reqId,
      err: { type: 'Error', message: 'could not file the answer: "[redacted]" for [email]' },
    });
    expect(thrown.own().find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
    expect(leaks()).toEqual([]);
  });

  it('fields named for personal data are blanked at any depth a caller puts them', () => {
    app.log.error(
      {
        to: MARK.email,
        first_name: MARK.first,
        job: {
          id: 7,
          payload: { answers: { story: MARK.letter }, seeker: { lastName: MARK.last, phone: MARK.phone } },
        },
      },
      'background job failed',
    );
    const line = lines().findLast((l) => l.msg === 'background job failed');
    expect(line).toMatchObject({ to: '[redacted]', first_name: '[redacted]', job: { id: 7, payload: '[redacted]' } });
    expect(leaks()).toEqual([]);
  });
});

describe('the serializers on their own', () => {
  it('a URL keeps its path and plain parameters; escaped addresses and odd values go too', () => {
    expect(safeUrl('/portal/v1/seekers?q=jane%40x.test&page=2&sort=-created_at&filter%5Bstatus%5D=enabled')).toBe(
      '/portal/v1/seekers?q=[redacted]&page=2&sort=-created_at&filter[status]=enabled',
    );
    expect(safeUrl('/portal/v1/seekers/jane%40x.test?status=jane%40x.test&filter[tag]=Jane&flag')).toBe(
      '/portal/v1/seekers/[email]?status=[redacted]&filter[tag]=[redacted]&flag',
    );
    expect(safeUrl('/portal/health')).toBe('/portal/health');
  });

  it('a mail server’s refusal keeps its code and command, not its reply or the addresses', () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <jane@x.test>"), {
      code: 'EENVELOPE',
      command: 'RCPT TO',
      responseCode: 550,
      response: '550 <jane@x.test>: no such user',
      rejected: ['jane@x.test'],
    });
    const safe = errSerializer(refused);
    expect(safe).toMatchObject({ type: 'Error', code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 });
    expect(safe.message).toBe("Can't send mail - all recipients were rejected: 550 <[email]>");
    expect(JSON.stringify(safe)).not.toContain('jane');
  });

  it('PostgreSQL key values and phone numbers in a message are masked', () => {
    expect(scrubText('Key (account_id, site_id, lower(email))=(1, 2, jane doe) already exists.')).toBe(
      `Key (account_id, site_id, lower(email))=(${REDACTED}) already exists.`,
    );
    expect(scrubText('call +33 6 12 34 56 78 back')).toBe(`call ${REDACTED} back`);
  });
});
