import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seekers } from '../db/schema/index.js';
import { FORMER_SEEKERS } from '../seed/demo-seekers.js';

/**
 * The demo keeps three seekers gone for years (`FORMER_SEEKERS`), whom any retention rule marks.
 * Tests that count exactly whom a sweep marks start without them, with only the seekers they make.
 */
export async function withoutFormerSeekers(db: Db): Promise<void> {
  await db
    .delete(seekers)
    .where(or(...FORMER_SEEKERS.map((s) => and(eq(seekers.firstName, s.firstName), eq(seekers.lastName, s.lastName)))));
}
