import type { Locale } from '@talent/contract';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { inTenant } from '../tenancy/in-tenant.js';
import { composeMail } from './compose.js';
import type { MailBrand } from './mail-html.js';
import type { MailTransport } from './transport.js';

/**
 * A message to queue. Callers write its text only; the dispatcher adds the HTML part in the brand of
 * `accountId` (the platform's when null) and the language of `locale` (`compose.ts`).
 */
export type NewMail = {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  /** The language the text is written in. */
  locale: Locale;
  template: string;
  /** Where replies go: the staff member who wrote to a candidate. */
  replyTo?: string;
  /** Candidate mail one may stop: its one-click unsubscribe URL (`modules/mail-unsubscribe`). */
  listUnsubscribe?: string;
  /** Held until then (an undo window); delivered as soon as possible without. */
  sendAfter?: SQL | Date;
};

/** The brand a message is sent in, by its account (null: the platform's). */
export type MailBrandSource = (accountId: number | null) => Promise<MailBrand>;

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
        template: mail.template,
        locale: mail.locale,
        replyTo: mail.replyTo ?? null,
        listUnsubscribe: mail.listUnsubscribe ?? null,
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
    .set({ status: 'cancelled', textBody: '', listUnsubscribe: null, lockedUntil: null })
    .where(sql`${inArray(mailOutbox.id, ids)} and ${mailOutbox.status} = 'pending'`)
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * An account's messages to `address` that one may unsubscribe from and that have not gone out (held
 * in an undo window, or waiting for the sender): their ids and unsubscribe URLs, locked until the
 * caller's transaction ends, so the sender cannot claim one meanwhile. The URL names whose mail it
 * is (a candidate is per site: one address can be several candidates of one account).
 */
export async function pendingUnsubscribableMail(
  q: Queryable,
  scope: { accountId: number },
  address: string,
): Promise<{ id: number; listUnsubscribe: string }[]> {
  const rows = await q
    .select({ id: mailOutbox.id, listUnsubscribe: mailOutbox.listUnsubscribe })
    .from(mailOutbox)
    .where(
      and(
        inTenant(mailOutbox, scope),
        eq(mailOutbox.status, 'pending'),
        isNotNull(mailOutbox.listUnsubscribe),
        sql`lower(${mailOutbox.toAddress}) = lower(${address})`,
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .for('update');
  return rows.flatMap((r) => (r.listUnsubscribe === null ? [] : [{ id: r.id, listUnsubscribe: r.listUnsubscribe }]));
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
  account_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  locale: string;
  reply_to: string | null;
  list_unsubscribe: string | null;
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
    private readonly brandOf: MailBrandSource,
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
    // A round's brands are read once per account (a bulk status change is many mails of one).
    const brands = new Map<number | null, Promise<MailBrand>>();
    const brandOf = (accountId: number | null) => {
      if (!brands.has(accountId)) brands.set(accountId, this.brandOf(accountId));
      return brands.get(accountId)!;
    };
    for (const mail of claimed) {
      try {
        const queued = {
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          locale: mail.locale,
          replyTo: mail.reply_to,
          listUnsubscribe: mail.list_unsubscribe,
        };
        await this.transport.send(composeMail(queued, await brandOf(mail.account_id), this.from));
        await this.db
          .update(mailOutbox)
          // The body may hold a live secret (a reset link); once delivered it is not kept.
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, textBody: '', listUnsubscribe: null })
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
      returning id, account_id, to_address, subject, text_body, locale, reply_to, list_unsubscribe, attempts`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }
}
