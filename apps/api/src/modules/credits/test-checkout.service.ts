import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { brandNameOfAccount } from '../branding/branding.repo.js';
import { findPurchaseRow } from './purchases.repo.js';
import { abandonPurchase, fulfilPurchase, testCheckoutTokenMatches } from './purchases.service.js';

type Client = { ip: string | null; requestId: string };

/** The purchase behind a test checkout link; an unknown purchase and a wrong secret look the same (404). */
export async function testCheckoutPurchase(db: Db, id: number, token: string) {
  const row = await findPurchaseRow(db, id);
  if (!row || !testCheckoutTokenMatches(row, token)) throw notFound();
  return row;
}

/** The page's purchase and the brand it is shown under: the purchase's own, never the Host's. */
export async function testCheckoutView(db: Db, id: number, token: string) {
  const row = await testCheckoutPurchase(db, id, token);
  return { row, brandName: (await brandNameOfAccount(db, row.accountId)) ?? 'Talent Portal' };
}

/** The Pay button: credits the purchase (once); answers where the buyer goes back to. */
export async function payTestCheckout(db: Db, id: number, token: string, client: Client) {
  const row = await testCheckoutPurchase(db, id, token);
  await fulfilPurchase(db, row.id, 'test_checkout', client);
  return `${row.returnUrl}?purchase=${row.id}`;
}

/** The Cancel button: closes the purchase unpaid; answers where the buyer goes back to. */
export async function cancelTestCheckout(db: Db, id: number, token: string) {
  const row = await testCheckoutPurchase(db, id, token);
  await abandonPurchase(db, row.id, 'cancelled');
  return `${row.returnUrl}?purchase=${row.id}&cancelled=1`;
}
