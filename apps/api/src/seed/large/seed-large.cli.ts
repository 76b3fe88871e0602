// `npm run seed:large [-- --scale=0.5]`: adds the benchmark tenant to the database of DATABASE_URL
// (full size: 200k jobs, 1M candidates, 2M applications, 5M ledger entries) or to the embedded
// database in DATA_DIR (a tenth of that unless --scale says otherwise). The two people of the
// tenant sign in with BENCH_PASSWORD, or with a random password printed at the end.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { findLargeTenant, LARGE_TENANT, seedLarge } from './large.js';
import { FULL_SCALE, PGLITE_SCALE, scaled } from './large-scale.js';

const scaleArg = process.argv.find((a) => a.startsWith('--scale='));
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);

const existing = await findLargeTenant(database);
if (existing) {
  console.log(`The benchmark tenant is already there (account ${existing.accountId}); nothing seeded.`);
} else {
  const scale = scaleArg
    ? scaled(Number(scaleArg.slice('--scale='.length)))
    : database.kind === 'postgres'
      ? FULL_SCALE
      : PGLITE_SCALE;
  const password = process.env.BENCH_PASSWORD ?? randomBytes(12).toString('base64url');
  console.log(`Seeding the benchmark tenant on ${database.kind}: ${JSON.stringify(scale)}`);
  const tenant = await seedLarge(database, scale, password, (line) => console.log(`  ${line}`));
  console.log(`Account ${tenant.accountId}, sites ${tenant.siteIds.join(', ')}.`);
  console.log(`Sign in as ${LARGE_TENANT.owner} or ${LARGE_TENANT.employerUser}`);
  if (!process.env.BENCH_PASSWORD) console.log(`with the password ${password}`);
}
await database.close();
