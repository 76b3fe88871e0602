import { type SQL, sql } from 'drizzle-orm';

/**
 * The database's clock, for a timestamp a service puts in the patch a repo writes: one clock for
 * every process (the same `now()` the repos write), and no SQL written in the service.
 */
export const dbNow = (): SQL => sql`now()`;
