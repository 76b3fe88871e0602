import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isNonPublicAddress } from './address-policy.js';

/** Why an outbound request was refused before or while connecting. */
export class OutboundRefused extends Error {
  constructor(readonly reason: 'scheme' | 'address' | 'too_large' | 'timeout') {
    super(`Outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

export type OutboundPolicy = {
  /** Development and tests: http:// and private/loopback addresses allowed (an IdP on localhost). */
  allowPrivate: boolean;
  /** The whole exchange's deadline (lookup, connect, headers, body); 10 s by default. */
  timeoutMs?: number;
  maxBytes?: number;
};

type FetchOptions = {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null | ReadableStream;
  signal?: AbortSignal | null;
};

/**
 * The address check runs inside the socket's own DNS lookup: the address checked is the one
 * connected to, so a name that resolves to a public address once and a private one next time
 * (DNS rebinding) gains nothing.
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = policy.allowPrivate ? addresses : addresses.filter((a) => !isNonPublicAddress(a.address));
      if (!usable.length) return callback(new OutboundRefused('address'), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      const first = usable[0]!;
      callback(null, first.address, first.family);
    });
  };
}

async function bodyOf(body: FetchOptions['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * A `fetch` for URLs a user chose (an IdP's issuer, webhooks): https only and public addresses
 * only unless the policy allows private ones; redirects are answered, never followed (a 3xx is
 * the caller's to judge); a total time limit (`timeoutMs`, from the call to the answer's last
 * byte) and a size limit on the answer.
 */
export async function guardedFetch(
  input: string | URL,
  options: FetchOptions = {},
  policy: OutboundPolicy,
): Promise<Response> {
  const url = new URL(input);
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) {
    throw new OutboundRefused('scheme');
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIP(literal) && isNonPublicAddress(literal)) {
    // An IP literal is not looked up, so it is checked here.
    throw new OutboundRefused('address');
  }
  const body = await bodyOf(options.body);
  const headers = Object.fromEntries(new Headers(options.headers ?? {}).entries());
  if (body) headers['content-length'] = String(body.length);
  const maxBytes = policy.maxBytes ?? 1024 * 1024;
  const timeoutMs = policy.timeoutMs ?? 10_000;
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<Response>((resolve, reject) => {
    // One deadline for the whole exchange (lookup, connect, headers, body): a socket idle timeout
    // alone lets a server that trickles a byte now and then hold the request for ever.
    let deadline: NodeJS.Timeout | undefined;
    const settle = (done: () => void) => {
      clearTimeout(deadline);
      done();
    };
    const fail = (error: unknown) => settle(() => reject(error));
    const request = transport.request(
      url,
      { method: options.method ?? 'GET', headers, lookup: guardedLookup(policy) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            fail(new OutboundRefused('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined) continue;
            for (const v of Array.isArray(value) ? value : [value]) answer.append(name, v);
          }
          const status = response.statusCode ?? 502;
          const noBody = status === 204 || status === 304 || (status >= 100 && status < 200);
          settle(() =>
            resolve(
              new Response(noBody ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage ?? '',
                headers: answer,
              }),
            ),
          );
        });
      },
    );
    deadline = setTimeout(() => {
      const error = new OutboundRefused('timeout');
      request.destroy(error);
      fail(error);
    }, timeoutMs);
    request.on('error', fail);
    const signal = options.signal;
    if (signal) {
      if (signal.aborted) request.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal.addEventListener('abort', () => request.destroy(new Error('aborted')), { once: true });
    }
    request.end(body);
  });
}
