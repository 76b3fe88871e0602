import { createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress } from './address-policy.js';
import { guardedFetch, OutboundRefused } from './guarded-fetch.js';

describe('which addresses a user-chosen URL may reach (public unicast only, by ipaddr.js range)', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 private', '10.1.2.3'],
    ['IPv4 private', '172.16.0.1'],
    ['IPv4 private', '192.168.1.1'],
    ['IPv4 link-local (cloud metadata)', '169.254.169.254'],
    ['IPv4 carrier-grade NAT', '100.64.0.1'],
    ['IPv4 unspecified', '0.0.0.0'],
    ['IPv4 broadcast', '255.255.255.255'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 reserved', '240.0.0.1'],
    ['IPv4 documentation', '192.0.2.1'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique-local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 discard', '100::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:7f00:1'],
    ['IPv4-compatible loopback (::/96)', '::127.0.0.1'],
    ['IPv4-compatible in hex', '::7f00:1'],
    ['IPv4-compatible, even of a public address', '::8.8.8.8'],
    ['6to4 of loopback (2002::/16)', '2002:7f00:1::'],
    ['6to4, even of a public address', '2002:808:808::1'],
    ['NAT64 (64:ff9b::/96)', '64:ff9b::7f00:1'],
    ['local-use NAT64 (64:ff9b:1::/48)', '64:ff9b:1::7f00:1'],
    ['Teredo (2001::/32)', '2001:0:4136:e378::1'],
    ['segment routing (5f00::/16)', '5f00::1'],
    ['outside global unicast (2000::/3)', '4000::1'],
    ['an inet_aton shorthand', '127.1'],
    ['an inet_aton number', '0x7f000001'],
    ['a name', 'not-an-ip'],
  ])('refuses %s: %s', (_what, address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    ['IPv4', '8.8.8.8'],
    ['IPv4', '140.82.112.3'],
    ['IPv6', '2606:4700:4700::1111'],
    ['IPv6', '2a00:1450:4001:81b::200e'],
    ['IPv4-mapped, judged as its IPv4 address', '::ffff:8.8.8.8'],
  ])('allows public unicast %s: %s', (_what, address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

/**
 * A real HTTP peer on loopback that never lets the socket idle: it sends `head` (status line and
 * headers) and then the body one byte every `everyMs`, or, with `slowHead`, the head itself one
 * byte at a time.
 */
async function tricklingServer(slowHead: boolean, everyMs = 40) {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    const head = 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 1000\r\n\r\n';
    let sent = 0;
    if (!slowHead) socket.write(head);
    const timer = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(slowHead ? head[sent++ % head.length]! : 'x');
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('guardedFetch’s total deadline', () => {
  it.each([
    ['a body trickled a byte at a time', false],
    ['headers trickled a byte at a time', true],
  ])('gives up on %s at the deadline, though the socket never idles', async (_what, slowHead) => {
    const peer = await tricklingServer(slowHead);
    try {
      const start = performance.now();
      const outcome = await guardedFetch(peer.url, {}, { allowPrivate: true, timeoutMs: 400 }).then(
        () => 'answered',
        (error: unknown) => (error instanceof OutboundRefused ? error.reason : String(error)),
      );
      const took = performance.now() - start;
      expect(outcome).toBe('timeout');
      expect(took).toBeGreaterThanOrEqual(390);
      expect(took).toBeLessThan(1500);
    } finally {
      await peer.close();
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
    // IPv6 literals that embed a loopback address: IPv4-compatible, 6to4, local-use NAT64.
    for (const literal of ['[::127.0.0.1]', '[2002:7f00:1::]', '[64:ff9b:1::7f00:1]', '[::ffff:7f00:1]'])
      expect(await refusal(guardedFetch(`https://${literal}:1/`, {}, { allowPrivate: false })), literal).toBe(
        'address',
      );
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
