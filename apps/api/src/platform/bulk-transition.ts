import type { Db, Tx } from '../db/client.js';

/** Why an id of a bulk status change was left as it was. */
export type BulkSkip<Id, Reason extends string> = { id: Id; reason: 'not_found' | 'wrong_status' | Reason };
export type BulkOutcome<Id, Reason extends string = never> = { updated: Id[]; skipped: BulkSkip<Id, Reason>[] };

export type BulkTransition<Id, Row, Reason extends string> = {
  /** The rows of the caller's tenant scope among `ids`, locked for the transaction; another tenant's are absent. */
  lock: (tx: Tx, ids: Id[]) => Promise<Row[]>;
  idOf: (row: Row) => Id;
  /** Whether a row's current status is one the change applies to. */
  applies: (row: Row) => boolean;
  /**
   * Runs on the rows that apply, before any moves: may refuse the whole request (throw), and answers
   * why a row must stay anyway (null: it moves).
   */
  check?: (tx: Tx, applicable: Row[]) => Promise<(row: Row) => Reason | null>;
  /** Moves the rows that passed, in request order, with their audit rows and side effects. */
  move: (tx: Tx, rows: Row[]) => Promise<void>;
};

/**
 * One transaction that moves the ids that apply and reports the rest: the bulk approve, reject,
 * enable, unlist … of employers and jobs. Each id is answered once, repeats dropped, in request
 * order: `not_found` (absent from the scope), `wrong_status`, or the feature's own reason.
 */
export function bulkTransition<Id, Row, Reason extends string = never>(
  db: Db,
  ids: Id[],
  t: BulkTransition<Id, Row, Reason>,
): Promise<BulkOutcome<Id, Reason>> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const byId = new Map((await t.lock(tx, unique)).map((row) => [t.idOf(row), row]));
    const applicable = [...byId.values()].filter(t.applies);
    const refusal = t.check ? await t.check(tx, applicable) : () => null;
    const result: BulkOutcome<Id, Reason> = { updated: [], skipped: [] };
    const moving: Row[] = [];
    for (const id of unique) {
      const row = byId.get(id);
      const reason = !row ? 'not_found' : !t.applies(row) ? 'wrong_status' : refusal(row);
      if (reason) result.skipped.push({ id, reason });
      else if (row) {
        moving.push(row);
        result.updated.push(id);
      }
    }
    await t.move(tx, moving);
    return result;
  });
}
