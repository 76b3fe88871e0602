import type { FastifyInstance } from 'fastify';
import { type InboxOwner, unreadCount } from './notifications.repo.js';
import { NOTIFICATION_CHANNEL } from './notify.js';

type Listener = { send(unread: number): void; end(): void };
/** A stream, and whose count it shows: a session bound to one account counts that account's only. */
type Subscriber = { listener: Listener; accountId: number | null };

/**
 * Open notification streams of this process, by user. Changes reach it through the database's
 * NOTIFY (from whichever process made them), so every process's streams stay current.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly app: FastifyInstance) {}

  async start() {
    this.unlisten = await this.app.database.listen(NOTIFICATION_CHANNEL, (payload) => {
      for (const id of payload.split(',').map(Number)) {
        if (this.byUser.has(id)) void this.push(id);
      }
    });
  }

  private async push(userId: number) {
    try {
      const subscribers = [...(this.byUser.get(userId) ?? [])];
      // One count per reach (all accounts, or one), however many streams share it.
      const reaches = [...new Set(subscribers.map((s) => s.accountId))];
      const counts = new Map(
        await Promise.all(
          reaches.map(async (accountId) => [accountId, await unreadCount(this.app.db, { userId, accountId })] as const),
        ),
      );
      for (const { listener, accountId } of subscribers) listener.send(counts.get(accountId) ?? 0);
    } catch (error) {
      this.app.log.warn({ err: error, userId }, 'could not push the unread count');
    }
  }

  subscribe(owner: InboxOwner, listener: Listener): () => void {
    const set = this.byUser.get(owner.userId) ?? new Set();
    const subscriber = { listener, accountId: owner.accountId };
    set.add(subscriber);
    this.byUser.set(owner.userId, set);
    return () => {
      set.delete(subscriber);
      if (!set.size) this.byUser.delete(owner.userId);
    };
  }

  /** Ends every open stream (shutdown: an open stream would hold `close()` forever). */
  async stop() {
    for (const set of this.byUser.values()) for (const { listener } of set) listener.end();
    this.byUser.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }
}
