import { createHash, randomBytes } from 'node:crypto';
import { UNDO_WINDOW_SECONDS, type UndoTicket } from '@talent/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type undoKinds, undoTickets } from '../../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { inTenant } from '../tenancy/in-tenant.js';

export type UndoKind = (typeof undoKinds)[number];

/** Where a change was made: the site, and the employer for an employer's own people (null: staff). */
export type UndoPlace = { accountId: number; siteId: number; employerId: number | null };

/**
 * Mail caused by an undoable change waits this much past the window, so an undo that starts just
 * before the window closes still finds the messages unsent (`now()` is its transaction's start).
 */
const MAIL_GRACE_SECONDS = 5;

/** When mail caused by a change made in this transaction may go: after its undo window. */
export const heldMailUntil = () => sql`now() + make_interval(secs => ${UNDO_WINDOW_SECONDS + MAIL_GRACE_SECONDS})`;

/** The same moment, from the change's ticket (for a delivery round then). */
export const heldMailDue = (ticket: UndoTicket) => new Date(Date.parse(ticket.expires_at) + MAIL_GRACE_SECONDS * 1000);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records what a change replaced, in the change's transaction; the token goes to the client only. */
export async function issueUndo(
  q: Queryable,
  place: UndoPlace,
  kind: UndoKind,
  data: Record<string, unknown>,
  actorUserId: number | null,
): Promise<UndoTicket> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await q
    .insert(undoTickets)
    .values({
      tokenHash: hashOf(token),
      accountId: place.accountId,
      siteId: place.siteId,
      employerId: place.employerId,
      kind,
      data,
      actorUserId,
      // The database's clock, the one the held mail and the check in `takeUndo` read.
      expiresAt: sql`now() + make_interval(secs => ${UNDO_WINDOW_SECONDS})`,
    })
    .returning({ expiresAt: undoTickets.expiresAt });
  return { token, expires_at: row!.expiresAt.toISOString() };
}

/**
 * Claims a ticket for undoing, locked for the caller's transaction, and returns what the change
 * replaced. A token that is not one of this place's tickets of this kind is a 404, whoever made it
 * (another tenant, a staff change reached from an employer, a guess); a used one 409
 * `undo_used`; one past its window 409 `undo_expired`.
 */
export async function takeUndo(q: Queryable, place: UndoPlace, kind: UndoKind, token: string) {
  const [row] = await q
    .select({
      data: undoTickets.data,
      usedAt: undoTickets.usedAt,
      open: sql<boolean>`${undoTickets.expiresAt} > now()`,
    })
    .from(undoTickets)
    .where(
      and(
        eq(undoTickets.tokenHash, hashOf(token)),
        inTenant(undoTickets, place),
        place.employerId === null ? isNull(undoTickets.employerId) : eq(undoTickets.employerId, place.employerId),
        eq(undoTickets.kind, kind),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  if (row.usedAt) throw new AppError('undo_used');
  if (!row.open) throw new AppError('undo_expired');
  await q
    .update(undoTickets)
    .set({ usedAt: sql`now()` })
    .where(eq(undoTickets.tokenHash, hashOf(token)));
  return row.data;
}

/** Housekeeping: tickets a day past their window serve nobody (the change is final). */
export async function purgeOldUndoTickets(q: Queryable) {
  await q.delete(undoTickets).where(lt(undoTickets.expiresAt, sql`now() - interval '1 day'`));
}
