import { type IncomingHttpHeaders, request } from 'node:http';
import { selectionHeaders } from '@talent/contract';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { type Selection, selectionOf } from './harness.js';

export type HttpAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
  json<T = Record<string, unknown>>(): T;
};

/** A request that never answers would hang the test; it fails after this long instead. */
const TIMEOUT_MS = 15_000;

/**
 * One request on a connection of its own (`agent: false`, so `Connection: close`): a test that
 * kills or stops the server sees exactly what happened to each request, with no pooled socket
 * carrying one request's fate into the next.
 */
export function send(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          ms: Date.now() - started,
          json: <T>() => JSON.parse(body) as T,
        });
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms: ${method} ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export type PortalCall = {
  token?: string;
  select?: Selection;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
};

/** The portal client's headers (enterprise, bearer, selection) over `send`, for a spawned server. */
export function portalClient(base: string, enterpriseId: string) {
  const call = (method: string, path: string, options: PortalCall = {}) => {
    const headers: Record<string, string> = {
      ...selectionHeaders({ enterpriseId, token: options.token, ...selectionOf(options.select) }),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    return send(base, method, path, body === undefined ? { headers } : { headers, body });
  };
  return {
    base,
    call,
    async login(email: string, password = DEMO_PASSWORD) {
      const res = await call('POST', '/portal/auth/login', { json: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
  };
}

export type PortalClient = ReturnType<typeof portalClient>;
