import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { migrationsFolder } from './migrate.js';
import { accounts, consultants, employers, jobs } from './schema/index.js';

// SECURITY 22: migration 0020 clears every brand or image address saved before that is not a file
// the portal serves (uploads or the platform's /brands/ files). Replayed here on rows set the way
// the old API allowed, then the migration's own statements.

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const UPLOAD = '/portal/uploads/employer-logos/0123456789abcdef0123456789abcdef.png';

async function runMigration() {
  const text = readFileSync(join(migrationsFolder, '0020_own_origin_assets.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
}

describe('migration 0020 (own-origin brand assets)', () => {
  it('clears third-party stylesheets, logos, banners and photos, and keeps the portal’s own files', async () => {
    const db = t.database.db;
    await db
      .update(accounts)
      .set({ stylesheetPath: 'https://evil/a.php?.css', logoSquare: 'https://cdn.example.com/logo.svg' })
      .where(eq(accounts.id, t.ids.acme));
    await db.update(employers).set({ logo: 'https://evil/logo.png' }).where(eq(employers.name, 'Northwind Traders'));
    await db.update(employers).set({ logo: UPLOAD }).where(eq(employers.name, 'Contoso Ltd'));
    await db.update(jobs).set({ banner: 'https://evil/banner.png' }).where(eq(jobs.accountId, t.ids.acme));
    await db.update(consultants).set({ photo: '//evil/photo.jpg' }).where(eq(consultants.accountId, t.ids.acme));

    await runMigration();

    const [acme] = await db.select().from(accounts).where(eq(accounts.id, t.ids.acme));
    expect(acme).toMatchObject({ stylesheetPath: '', logoSquare: '' });
    // Globex kept its platform brand files.
    const [globex] = await db.select().from(accounts).where(eq(accounts.id, t.ids.globex));
    expect(globex).toMatchObject({ stylesheetPath: '/brands/globex.css', logoSquare: '/brands/globex.svg' });
    const logos = await db.select({ name: employers.name, logo: employers.logo }).from(employers);
    expect(logos.find((e) => e.name === 'Northwind Traders')!.logo).toBeNull();
    expect(logos.find((e) => e.name === 'Contoso Ltd')!.logo).toBe(UPLOAD);
    const left = await db.execute(
      sql`select (select count(*) from jobs where banner is not null)::int as banners,
                 (select count(*) from consultants where photo is not null)::int as photos`,
    );
    expect((left as unknown as { rows: { banners: number; photos: number }[] }).rows[0]).toEqual({
      banners: 0,
      photos: 0,
    });
  });
});
