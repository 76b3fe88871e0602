import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text` (multipart/alternative); none: text only. */
  html?: string | null;
  replyTo?: string | null;
  /** The one-click unsubscribe URL (https in production): `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  listUnsubscribe?: string | null;
};

export type MailTransport = { kind: 'smtp' | 'file'; send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * SMTP when a URL is configured; otherwise each message becomes an `.eml` file in the outbox folder.
 * `requireTls`: an smtp:// relay must upgrade with STARTTLS before credentials or mail are sent
 * (a relay that offers none fails the delivery, which is retried and logged, never sent in clear).
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  requireTls?: boolean;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(
      options.requireTls ? { url: options.smtpUrl, requireTLS: true } : options.smtpUrl,
    );
    return {
      kind: 'smtp',
      send: async (mail) => {
        await smtp.sendMail(toNodemailer(mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await stream.sendMail(toNodemailer(mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(options.outboxDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  ...(mail.listUnsubscribe
    ? {
        // `<url>` (nodemailer folds it), and the POST that RFC 8058 has a provider make to it.
        list: { unsubscribe: mail.listUnsubscribe },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
    : {}),
});
