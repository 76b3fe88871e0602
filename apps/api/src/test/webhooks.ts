import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, sites } from '../db/schema/index.js';
import { webhookSecretPurpose } from '../modules/webhooks/signature.js';
import { encryptSecret } from '../platform/secrets.js';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on loopback. Each request takes the next scripted answer (a status, or a
 * function answering it itself); without one it answers 200.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const script: (number | ((res: ServerResponse) => void))[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const next = script.shift() ?? 200;
      if (typeof next === 'function') next(res);
      else res.writeHead(next).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A site of a fresh account, and a source (form) with its encrypted secret. */
export async function makeSite(db: Db, key: Buffer) {
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Hooks', brandToken: `hooks-${randomUUID()}` })
    .returning({ id: accounts.id });
  const [site] = await db
    .insert(sites)
    .values({ accountId: account!.id, name: 'Hooks site' })
    .returning({ id: sites.id });
  const formUuid = randomUUID();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return {
    accountId: account!.id,
    siteId: site!.id,
    source: { kind: 'site_form' as const, id: 7, uuid: formUuid },
    secret,
    secretEnc: encryptSecret(key, webhookSecretPurpose(formUuid), secret),
  };
}

export const testKey = () => randomBytes(32);

export async function clearJobs(db: Db) {
  await db.execute(sql`delete from background_jobs`);
  await db.execute(sql`delete from webhook_deliveries`);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
