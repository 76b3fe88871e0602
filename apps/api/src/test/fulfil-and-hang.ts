// A process that starts fulfilling a purchase and stops just before committing, so a test can
// kill it there: `node --conditions=source --import tsx fulfil-and-hang.ts <database-url> <purchase-id>`.
import { openDatabase } from '../db/client.js';
import { fulfilPurchase } from '../modules/credits/purchases.service.js';

const [databaseUrl, purchaseId] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: databaseUrl!, dataDir: ':memory:' });
await fulfilPurchase(
  database.db,
  Number(purchaseId),
  'webhook',
  { ip: null, requestId: 'crash-test' },
  {
    beforeCommit: async () => {
      process.stdout.write('about-to-commit\n');
      await new Promise(() => {}); // never returns: the test kills us here
    },
  },
);
