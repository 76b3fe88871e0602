import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { brandNameOfAccount } from '../branding/branding.repo.js';
import { servesOpenAccount } from '../branding/public-host.js';
import { findPurchaseRow } from './purchases.repo.js';
import { abandonPurchase, fulfilPurchase, testCheckoutTokenMatches } from './purchases.service.js';

type Client = { ip: string | null; requestId: string; host: string | null };
/** Where the page was opened: the database and PUBLIC_URL decide whether that host serves the buyer's account. */
type Place = { db: Db; config: { publicUrl: string } };

/**
 * The purchase behind a test checkout link; an unknown purchase, a wrong secret and a host that does
 * not serve the purchase's account (SECURITY 35) look the same (404).
 */
export async function testCheckoutPurchase(place: Place, id: number, token: string, host: string | null) {
  const row = await findPurchaseRow(place.db, id);
  if (!row || !testCheckoutTokenMatches(row, token) || !(await servesOpenAccount(place, host, row.accountId)))
    throw notFound();
  return row;
}

/** The page's purchase and the brand it is shown under: the purchase's own, never the Host's. */
export async function testCheckoutView(place: Place, id: number, token: string, host: string | null) {
  const row = await testCheckoutPurchase(place, id, token, host);
  return { row, brandName: (await brandNameOfAccount(place.db, row.accountId)) ?? 'Talent Portal' };
}

/** The Pay button: credits the purchase (once); answers where the buyer goes back to. */
export async function payTestCheckout(place: Place, id: number, token: string, client: Client) {
  const row = await testCheckoutPurchase(place, id, token, client.host);
  await fulfilPurchase(place.db, row.id, 'test_checkout', client);
  return `${row.returnUrl}?purchase=${row.id}`;
}

/** The Cancel button: closes the purchase unpaid; answers where the buyer goes back to. */
export async function cancelTestCheckout(place: Place, id: number, token: string, host: string | null) {
  const row = await testCheckoutPurchase(place, id, token, host);
  await abandonPurchase(place.db, row.id, 'cancelled');
  return `${row.returnUrl}?purchase=${row.id}&cancelled=1`;
}
