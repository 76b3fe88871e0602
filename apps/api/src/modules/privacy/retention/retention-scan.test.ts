import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrivacySettings } from '../../../db/schema/index.js';
import { withoutFormerSeekers } from '../../../test/former-seekers.js';
import { type Harness, setupApi } from '../../../test/harness.js';
import { parseMails, releaseHeldMail } from '../../../test/mail.js';
import { type MarkedSeeker, newMarkers, seedMarkedSeeker } from '../test/marked-seeker.js';
import { type Hit, markersFound, scanForMarkers } from '../test/personal-data-scan.js';
import { runRetentionSweep } from './retention.service.js';

/**
 * A candidate with a marker in every field the portal keeps, gone quiet for 30 months: the sweep
 * mails them (the notice names them too), and past the grace period erases them; then the scan of
 * every table, stored file and sent mail finds none of their markers, and a recent candidate keeps all.
 */
describe('retention erasure leaves no personal data behind', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-retention-uploads-')) });
    await withoutFormerSeekers(t.database.db);
  }, 180_000);
  afterAll(() => t?.close());

  const scan = (c: MarkedSeeker) =>
    scanForMarkers(
      { db: t.database.db, uploadsDir: t.config.uploadsDir, outboxDir: t.config.mailOutboxDir },
      Object.values(c.markers),
    );
  const places = (hits: Hit[]) => [...new Set(hits.map((h) => `${h.marker} ${h.where} ${h.key}`))].sort();
  const lower = (c: MarkedSeeker) =>
    Object.values(c.markers)
      .map((m) => m.toLowerCase())
      .sort();
  const sweep = async (at: Date) => {
    const result = await runRetentionSweep(t.app.ctx, at);
    await releaseHeldMail(t);
    await t.app.mail.drain();
    return result;
  };

  it('notice, grace, erasure: nothing of theirs is left', async () => {
    const setup = {
      t,
      token: await t.login('owner@acme.test'),
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
      employerId: t.ids.employer('Northwind Traders'),
    };
    const quiet = await seedMarkedSeeker(setup, newMarkers('quiet'));
    const recent = await seedMarkedSeeker(setup, newMarkers('recent'));
    await releaseHeldMail(t);
    await t.app.mail.drain();
    // Their whole history moved 30 months back; their application withdrawn back then.
    const past = sql`now() - interval '30 months'`;
    await t.database.db.execute(
      sql`update seekers set created_at = ${past}, last_active_at = ${past} where id = ${quiet.seekerId}`,
    );
    await t.database.db.execute(
      sql`update applications set status = 'withdrawn', created_at = ${past}, updated_at = ${past} where seeker_id = ${quiet.seekerId}`,
    );
    await t.database.db.execute(
      sql`update seeker_consents set created_at = ${past} where seeker_id = ${quiet.seekerId}`,
    );
    await t.database.db
      .insert(accountPrivacySettings)
      .values({ accountId: t.ids.acme, retentionEnabled: true, retentionMonths: 24 });

    const now = new Date();
    expect((await sweep(now)).marked).toBe(1);
    const notices = (await parseMails(t.outbox())).filter((m) => m.text.includes('/portal/public/privacy/keep?token='));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toContain(quiet.email);
    expect(markersFound(await scan(quiet))).toEqual(lower(quiet));
    const recentBefore = await scan(recent);

    expect((await sweep(new Date(now.getTime() + 10 * 86_400_000))).erased).toBe(0);
    const result = await sweep(new Date(now.getTime() + 15 * 86_400_000));
    expect(result).toMatchObject({ erased: 1, failed: 0 });

    expect(places(await scan(quiet))).toEqual([]);
    expect(places(await scan(recent))).toEqual(places(recentBefore));
    const requests = await t.database.db.execute(
      sql`select origin, reason, mode from privacy_requests where seeker_id = ${quiet.seekerId}`,
    );
    expect((requests as unknown as { rows: unknown[] }).rows).toEqual([
      { origin: 'retention', reason: 'retention', mode: 'anonymise' },
    ]);
  }, 180_000);
});
