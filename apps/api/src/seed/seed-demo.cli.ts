// `npm run seed:demo`: fills an empty database (embedded or DATABASE_URL) with the demo tenants.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { isEmpty, seedDemo } from './demo.js';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
if (await isEmpty(database.db)) {
  await seedDemo(database.db, config.secretsKey);
  console.log('Demo data seeded.');
} else {
  console.log('The database already has accounts; nothing seeded.');
}
await database.close();
