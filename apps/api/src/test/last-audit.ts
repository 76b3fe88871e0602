import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.js';
import type { Harness } from './harness.js';

/** The newest audit record of `action`. */
export const lastAudit = async (t: Harness, action: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0];
