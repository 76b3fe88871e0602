import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress } from './address-policy.js';
import { guardedFetch, OutboundRefused } from './guarded-fetch.js';

describe('which addresses a user-chosen URL may reach', () => {
  it('refuses loopback, private, link-local (metadata), CGNAT, unique-local and mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not-an-ip',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '140.82.112.3', '2606:4700:4700::1111']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('guardedFetch', () => {
  let base: string;
  const server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    }
    if (req.url === '/big') {
      res.end('x'.repeat(2048));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, method: req.method }));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof OutboundRefused ? error.reason : String(error)),
    );

  it('refuses http and private addresses unless allowed, also a name that resolves to one', async () => {
    expect(await refusal(guardedFetch(`${base}/`, {}, { allowPrivate: false }))).toBe('scheme');
    expect(await refusal(guardedFetch('https://127.0.0.1:1/', {}, { allowPrivate: false }))).toBe('address');
    expect(await refusal(guardedFetch('https://169.254.169.254/', {}, { allowPrivate: false }))).toBe('address');
    // A name (not an IP literal) is checked at connect time, on the address it resolved to.
    expect(await refusal(guardedFetch('https://localhost:1/', {}, { allowPrivate: false }))).toBe('address');
    const ok = await guardedFetch(`${base}/`, { method: 'POST', body: 'a=1' }, { allowPrivate: true });
    expect(await ok.json()).toEqual({ ok: true, method: 'POST' });
  });

  it('answers a redirect instead of following it, and caps the size of an answer', async () => {
    const res = await guardedFetch(`${base}/redirect`, {}, { allowPrivate: true });
    expect(res.status).toBe(302);
    expect(await refusal(guardedFetch(`${base}/big`, {}, { allowPrivate: true, maxBytes: 1024 }))).toBe('too_large');
  });
});
