import { sql } from 'drizzle-orm';
import type { Harness } from './harness.js';

// A little MIME reading, enough for nodemailer's single-part text messages.

function decodeQuotedPrintable(text: string): string {
  const flat = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    const hex = flat.slice(i + 1, i + 3);
    if (flat[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

export type Mail = { to: string; subject: string; text: string };
export function parseMail(eml: string): Mail {
  const normal = eml.replace(/\r\n/g, '\n');
  const split = normal.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of normal
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const raw = normal.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : raw;
  return { to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text };
}

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
  return t.outbox().slice(before).map(parseMail);
}
