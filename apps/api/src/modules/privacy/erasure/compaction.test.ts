import { mkdtempSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.js';
import { migrate } from '../../../db/migrate.js';
import { type Harness, setupApi } from '../../../test/harness.js';
import { type MarkedSeeker, newMarkers, seedMarkedSeeker } from '../test/marked-seeker.js';

// Issue 31: after an erasure the address stayed in the embedded database's files (dead row versions
// in table and index pages, the write-ahead log) until PostgreSQL happened to reuse them. Here the
// database is on disk, as `npm start` keeps it, and the test reads its files byte by byte.
let t: Harness;
let dataDir: string;
let marked: MarkedSeeker;
let owner: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tp-compaction-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  t = await setupApi({ uploadsDir: join(dataDir, 'uploads') }, undefined, database);
  owner = await t.login('owner@acme.test');
  const acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  marked = await seedMarkedSeeker(
    { t, token: owner, select: acmeJobs, employerId: t.ids.employer('Northwind Traders') },
    newMarkers('wal'),
  );
}, 240_000);
afterAll(async () => {
  await t.close();
  await t.database.close();
});

/** Files of the database folder holding any of the markers (bytes compared case-insensitively). */
async function filesHolding(markers: string[]): Promise<string[]> {
  const wanted = markers.map((m) => Buffer.from(m.toLowerCase()));
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if ((await stat(path)).size > 0) {
        const bytes = Buffer.from((await readFile(path)).toString('latin1').toLowerCase(), 'latin1');
        if (wanted.some((w) => bytes.includes(w))) found.push(path.slice(dataDir.length + 1));
      }
    }
  };
  await walk(join(dataDir, 'pglite'));
  return found.sort();
}

describe('an erasure on the embedded database', () => {
  it('leaves the candidate’s address and name in none of its files once the erasure’s job ran', async () => {
    const identifying = [marked.markers.email, marked.markers.firstName, marked.markers.lastName];
    // Before: the data is on disk, in the tables and the write-ahead log (the scan can find it).
    const before = await filesHolding(identifying);
    expect(before.some((f) => f.startsWith('pglite/pg_wal/'))).toBe(true);

    const res = await t.call({
      method: 'POST',
      url: `/portal/v1/seekers/${marked.seekerId}/erasure`,
      token: owner,
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
      payload: { reason: 'Asked by phone to be forgotten' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.drain();

    const after = await filesHolding(Object.values(marked.markers));
    expect(after).toEqual([]);
  }, 90_000); // VACUUM FULL, a WAL switch and a checkpoint of a whole database file set: seconds on a busy machine
});
