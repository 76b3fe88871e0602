import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server took it: the envelope, and the raw message. */
export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on loopback (`smtp-server`, no STARTTLS offered): every message it accepts is
 * pushed onto `received`. `stop` and `start` again on the same port stand for an outage.
 */
export class TestSmtpServer {
  readonly received: Received[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async start(onPort = this.port): Promise<number> {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          this.received.push({
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    this.server = smtp;
    this.port = await new Promise<number>((resolve, reject) => {
      smtp.on('error', reject);
      const listening = smtp.listen(onPort, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
    return this.port;
  }

  stop(): Promise<void> {
    const smtp = this.server;
    this.server = null;
    return new Promise((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
