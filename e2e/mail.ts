import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';

/** A message of an outbox folder as a mail client reads it: its text part (of a multipart one too). */
export type OutboxMail = { to: string[]; subject: string; text: string; html: string | null };

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** Every `.eml` of `dir`, oldest first, parsed with mailparser; none while the folder does not exist yet. */
export async function outboxMails(dir: string): Promise<OutboxMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(await readFile(join(dir, f)));
      return {
        to: addresses(parsed.to),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
      };
    }),
  );
}

/** The mails of `dir` to `address`, oldest first, each as its subject and text part. */
export async function mailTextsTo(dir: string, address: string): Promise<string[]> {
  return (await outboxMails(dir)).filter((m) => m.to.includes(address)).map((m) => `${m.subject}\n\n${m.text}`);
}
