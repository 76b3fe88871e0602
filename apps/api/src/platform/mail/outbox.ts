import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailTransport } from './transport.js';

export type NewMail = {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Held until then (an undo window); delivered as soon as possible without. */
  sendAfter?: SQL | Date;
};

/**
 * Writes a message, or many in one statement, in the caller's transaction; they are delivered only
 * if that transaction commits. Their ids, in the order given.
 */
export async function enqueueMail(q: Queryable, mails: NewMail | NewMail[]): Promise<number[]> {
  const list = Array.isArray(mails) ? mails : [mails];
  if (!list.length) return [];
  const rows = await q
    .insert(mailOutbox)
    .values(
      list.map((mail) => ({
        accountId: mail.accountId,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        template: mail.template,
        sendAfter: mail.sendAfter ?? null,
      })),
    )
    .returning({ id: mailOutbox.id });
  // Serial ids are drawn row by row in VALUES order; sorted, they follow `mails` whatever order RETURNING has.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Withdraws held messages that have not gone out (the change that caused them was undone); their
 * bodies are not kept. Returns the ids withdrawn: a message already being sent is not among them.
 */
export async function cancelHeldMail(q: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await q
    .update(mailOutbox)
    .set({ status: 'cancelled', textBody: '', htmlBody: null, lockedUntil: null })
    .where(sql`${inArray(mailOutbox.id, ids)} and ${mailOutbox.status} = 'pending'`)
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

const MAX_ATTEMPTS = 5;
// A failed message waits this long before it may be claimed again (the timer's period). Without
// it, any kick during an outage (a new message, a drain) retried it at once, and a short SMTP
// outage used up every attempt within seconds and lost the message.
const RETRY_SECONDS = 30;
const BATCH = 20;
// A claimed message whose sender died is retried after this long.
const CLAIM_MINUTES = 5;

type Claimed = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

/**
 * Delivers pending mail. Claims rows with one UPDATE … SKIP LOCKED so several API processes can
 * run dispatchers without sending a message twice, and no transaction is held during SMTP.
 */
export class MailDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly later = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** Start a delivery round now (after a commit); concurrent kicks fold into one more round. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // A failed round (database briefly away) is logged and retried by the timer; it must
    // never become an unhandled rejection that takes the process down.
    this.running = this.loop()
      .catch((err: unknown) => this.log.error({ err }, 'mail delivery round failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * A round once held mail falls due, so it goes out seconds after its undo window rather than at
   * the next periodic round (which still covers a process that stops before then).
   */
  kickAt(due: Date): void {
    const timer = setTimeout(
      () => {
        this.later.delete(timer);
        this.kick();
      },
      // A little after, so the database's clock (which decides) has surely passed it too.
      Math.max(0, due.getTime() - Date.now()) + 500,
    );
    timer.unref();
    this.later.add(timer);
  }

  /** Resolves once nothing is being delivered; used by tests and by shutdown. */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  start(intervalMs = 30_000) {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    for (const timer of this.later) clearTimeout(timer);
    this.later.clear();
    while (this.running) await this.running;
    this.transport.close();
  }

  private async loop() {
    do {
      this.again = false;
      let sent = BATCH;
      while (sent === BATCH) sent = await this.round();
    } while (this.again);
  }

  private async round(): Promise<number> {
    const claimed = await this.claim();
    for (const mail of claimed) {
      try {
        await this.transport.send({
          id: mail.id,
          from: this.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await this.db
          .update(mailOutbox)
          // The body may hold a live secret (a reset link); once delivered it is not kept.
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, textBody: '', htmlBody: null })
          .where(sql`id = ${mail.id}`);
      } catch (error) {
        this.log.error({ err: error, mailId: mail.id }, 'mail delivery failed');
        const failed = mail.attempts >= MAX_ATTEMPTS;
        await this.db
          .update(mailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: String(error).slice(0, 1000),
            // A pending message is not claimed again before this.
            lockedUntil: failed ? null : sql`now() + make_interval(secs => ${RETRY_SECONDS})`,
          })
          .where(sql`id = ${mail.id}`);
      }
    }
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const result = await this.db.execute<Claimed>(sql`
      update mail_outbox set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(mins => ${CLAIM_MINUTES})
      where id in (
        select id from mail_outbox
        where (status = 'pending' and (locked_until is null or locked_until <= now())
            and (send_after is null or send_after <= now()))
          or (status = 'sending' and locked_until < now())
        order by id limit ${BATCH} for update skip locked)
      returning id, to_address, subject, text_body, html_body, attempts`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }
}
