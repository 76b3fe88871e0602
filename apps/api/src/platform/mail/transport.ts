import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
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
});
