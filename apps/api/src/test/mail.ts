import { sql } from 'drizzle-orm';
import { type AddressObject, simpleParser } from 'mailparser';
import type { Harness } from './harness.js';

/**
 * A delivered message as a mail client reads it (mailparser): the text part of a multipart one,
 * its HTML part, and the headers a client acts on. `headers`: every header as sent, by lower-case
 * name, unfolded (mailparser groups List-* headers, so they are read from the raw lines).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  headers: Map<string, string>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).join(', ');

export async function parseMail(eml: string | Buffer): Promise<Mail> {
  const parsed = await simpleParser(eml);
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    headers.set(
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    );
  }
  return {
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    replyTo: parsed.replyTo ? addresses(parsed.replyTo) : null,
    headers,
  };
}

/** Every message of a list of `.eml` texts, parsed, in the same order. */
export const parseMails = (emls: (string | Buffer)[]): Promise<Mail[]> => Promise.all(emls.map(parseMail));

/**
 * Moves the outbox's clock past every undo window: held messages fall due now (the database's
 * clock decides, as in production; tests move the rows' times rather than wait).
 */
export async function releaseHeldMail(t: Harness) {
  await t.database.db.execute(
    sql`update mail_outbox set send_after = now() - interval '1 second' where status = 'pending' and send_after > now()`,
  );
}

/**
 * Runs a request, delivers the mail it queued and returns the new messages. Mail held for an undo
 * window is delivered too, as once the window has passed (`applications/status-undo.test.ts` shows the hold).
 */
export async function mailsDuring(t: Harness, run: () => Promise<unknown>): Promise<Mail[]> {
  await releaseHeldMail(t);
  await t.app.mail.drain();
  const before = t.outbox().length;
  await run();
  await releaseHeldMail(t);
  await t.app.mail.drain();
  return parseMails(t.outbox().slice(before));
}
