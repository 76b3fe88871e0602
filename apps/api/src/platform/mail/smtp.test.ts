import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { parseMail } from '../../test/mail.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { createMailTransport } from './transport.js';

let t: Harness;
const smtp = new TestSmtpServer();
const received = smtp.received;
let port = 0;

beforeAll(async () => {
  port = await smtp.start();
  t = await setupApi({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type OutboxRow = {
  id: number;
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: unknown;
  text_body: string;
  locked_until: unknown;
};
const outboxRows = async () =>
  (
    (await t.database.db.execute(
      sql`select id, to_address, status, attempts, last_error, sent_at, locked_until, text_body from mail_outbox order by id`,
    )) as unknown as { rows: OutboxRow[] }
  ).rows;

const forgot = (email: string) =>
  t.call({
    method: 'POST',
    url: '/portal/auth/forgot-password',
    payload: { email },
    headers: { host: 'api.example.test' },
  });

describe('delivery over SMTP', () => {
  it('sends the reset mail to the SMTP server and marks the outbox row sent', async () => {
    const res = await forgot('owner@acme.test');
    expect(res.statusCode).toBe(200);
    await t.app.mail.drain();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.to).toEqual(['owner@acme.test']);
    expect(message!.from).toBe('no-reply@talent-portal.test');
    expect(message!.raw).toMatch(/^To: owner@acme\.test\r?$/m);
    const body = (await parseMail(message!.raw)).text;
    const link = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
    expect(link?.[1]).toBe(t.config.publicUrl);
    const hashes = (
      (await t.database.db.execute(sql`select token_hash from password_resets`)) as unknown as {
        rows: { token_hash: string }[];
      }
    ).rows;
    expect(hashes).toEqual([{ token_hash: sha256(link![2]!) }]);

    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: 'owner@acme.test', status: 'sent', attempts: 1, last_error: null });
    expect(rows[0]!.sent_at).not.toBeNull();
    // Delivered mail keeps no copy of the reset link in the database.
    expect(rows[0]!.text_body).toBe('');
    // SMTP was used, not the file fallback.
    expect(t.outbox()).toEqual([]);
  });

  it('keeps a message pending with the error when the server is down, and delivers it once it is back', async () => {
    await smtp.stop();
    expect((await forgot('manager@acme.test')).statusCode).toBe(200);
    await t.app.mail.drain();

    let rows = await outboxRows();
    expect(rows).toHaveLength(2);
    const failed = rows[1]!;
    expect(failed).toMatchObject({ to_address: 'manager@acme.test', status: 'pending', attempts: 1, sent_at: null });
    expect(failed.last_error).toEqual(expect.any(String));
    expect(failed.last_error!.length).toBeGreaterThan(0);
    expect(rows[0]!.status).toBe('sent');
    expect(received).toHaveLength(1);

    // The retry is scheduled for later, not hammered: another round right away leaves it alone.
    const [due] = (
      (await t.database.db.execute(
        sql`select (locked_until > now()) as later from mail_outbox where to_address = 'manager@acme.test'`,
      )) as unknown as { rows: { later: boolean }[] }
    ).rows;
    expect(due!.later).toBe(true);
    await t.app.mail.drain();
    expect((await outboxRows())[1]).toMatchObject({ status: 'pending', attempts: 1 });

    // The server comes back on the same address and the retry falls due: the next round delivers it.
    expect(await smtp.start(port)).toBe(port);
    await t.database.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second' where status = 'pending'`,
    );
    await t.app.mail.drain();
    rows = await outboxRows();
    expect(rows[1]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toEqual(['manager@acme.test']);
    expect((await parseMail(received[1]!.raw)).text).toContain('/reset-password?token=');
    // The first message is not sent twice.
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('SMTP without TLS (issue 34)', () => {
  const mail = { id: 1, from: 'no-reply@portal.test', to: 'someone@example.test', subject: 'Hello', text: 'Hi' };

  it('sends nothing to a relay that offers no STARTTLS when TLS is required, as production does', async () => {
    const before = received.length;
    const strict = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: tmpdir(), requireTls: true });
    try {
      await expect(strict.send(mail)).rejects.toThrow(/STARTTLS/i);
    } finally {
      strict.close();
    }
    expect(received.length).toBe(before);
  });

  it('is required in production for smtp:// unless SMTP_ALLOW_PLAINTEXT=true, which warns', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://portal@db.example.test/portal',
      PUBLIC_URL: 'https://portal.example.test',
      TRUST_PROXY: 'false',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_RANDOM_SECRETS: 'true',
      SECRETS_KEY: 'e'.repeat(64),
    };
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://relay.example.test:587' }).smtpRequireTls).toBe(true);
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://relay.example.test:465' }).smtpRequireTls).toBe(false);
    const allowed = loadConfig({ ...production, SMTP_URL: 'smtp://relay:25', SMTP_ALLOW_PLAINTEXT: 'true' });
    expect(allowed.smtpRequireTls).toBe(false);
    expect(allowed.warnings.join('\n')).toMatch(/SMTP_ALLOW_PLAINTEXT=true in production/);
    expect(loadConfig({ DATA_DIR: ':memory:', SMTP_URL: 'smtp://localhost:1025' }).smtpRequireTls).toBe(false);
  });
});
