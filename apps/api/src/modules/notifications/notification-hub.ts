import type { FastifyInstance } from 'fastify';
import { unreadCount } from './notifications.repo.js';
import { NOTIFICATION_CHANNEL } from './notify.js';

type Listener = { send(unread: number): void; end(): void };

/**
 * Open notification streams of this process, by user. Changes reach it through the database's
 * NOTIFY (from whichever process made them), so every process's streams stay current.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Listener>>();
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
      const unread = await unreadCount(this.app.db, userId);
      for (const listener of this.byUser.get(userId) ?? []) listener.send(unread);
    } catch (error) {
      this.app.log.warn({ err: error, userId }, 'could not push the unread count');
    }
  }

  subscribe(userId: number, listener: Listener): () => void {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(listener);
    this.byUser.set(userId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.byUser.delete(userId);
    };
  }

  /** Ends every open stream (shutdown: an open stream would hold `close()` forever). */
  async stop() {
    for (const set of this.byUser.values()) for (const listener of set) listener.end();
    this.byUser.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }
}
