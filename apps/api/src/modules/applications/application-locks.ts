import type { BulkApplicationResult } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type ApplicationScope, type LockedApplication, lockApplications } from './applications.repo.js';

export type Sorted = { result: BulkApplicationResult; changed: LockedApplication[] };

/** Locks the scope's applications among `ids` and sorts them into changed and skipped (with why). */
export async function sortOut(
  tx: Queryable,
  scope: ApplicationScope,
  ids: string[],
  skip: (a: LockedApplication) => BulkApplicationResult['skipped'][number]['reason'] | null,
): Promise<Sorted> {
  const unique = [...new Set(ids)];
  const byId = new Map((await lockApplications(tx, scope, unique)).map((a) => [a.id, a]));
  const result: BulkApplicationResult = { updated: [], skipped: [], emailed: 0 };
  const changed: LockedApplication[] = [];
  for (const id of unique) {
    const application = byId.get(id);
    const reason = application ? skip(application) : 'not_found';
    if (reason) result.skipped.push({ id, reason });
    else {
      changed.push(application!);
      result.updated.push(id);
    }
  }
  return { result, changed };
}
