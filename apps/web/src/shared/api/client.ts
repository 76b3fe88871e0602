import type { ErrorBody } from '@talent/contract';
import { HEADERS } from '@talent/contract';
import { readPortalConfig } from '../config.js';

/** A non-2xx answer of the portal API, in its one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestContext = {
  token: string | null;
  tokenType: string;
  accountId: number | null;
  siteId: number | null;
  employerId: number | null;
  locale: string;
  brandingToken: string;
};

type Hooks = {
  context: () => RequestContext;
  onUnauthorized: () => void;
  /** A 403 with its code: the user's grants may have changed since the app last asked. */
  onForbidden: (code: string) => void;
};
let hooks: Partial<Hooks> = {};

/**
 * Wired at start-up, so the client reads the live auth, selection and language; the app adds
 * what a 401 does once it is loaded (a guest page has no session to end).
 */
export function configureApi(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
};

const enterpriseId = readPortalConfig().enterpriseId;

function headersFor(ctx: RequestContext | null, hasJsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', [HEADERS.enterprise]: enterpriseId };
  if (hasJsonBody) headers['content-type'] = 'application/json';
  if (!ctx) return headers;
  headers['accept-language'] = ctx.locale;
  if (ctx.token) headers.authorization = `${ctx.tokenType} ${ctx.token}`;
  if (ctx.accountId) headers[HEADERS.account] = String(ctx.accountId);
  if (ctx.siteId) headers[HEADERS.site] = String(ctx.siteId);
  if (ctx.employerId) headers[HEADERS.employer] = String(ctx.employerId);
  if (ctx.brandingToken) headers[HEADERS.brandingToken] = ctx.brandingToken;
  return headers;
}

function urlFor(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`/portal${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** Calls the portal API. Any 401 on an authenticated call ends the session (spec §7). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const ctx = hooks.context?.() ?? null;
  const hasJsonBody = options.body !== undefined && !(options.body instanceof FormData);
  const response = await fetch(urlFor(path, options.query), {
    method: options.method ?? 'GET',
    headers: { ...headersFor(ctx, hasJsonBody), ...options.headers },
    body: hasJsonBody ? JSON.stringify(options.body) : (options.body as FormData | undefined),
    signal: options.signal ?? null,
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;
  throw failure(response, payload, ctx);
}

/** The ApiError of a failed answer; a 401 on a signed-in call also ends the session. */
function failure(response: Response, payload: unknown, ctx: RequestContext | null): ApiError {
  const body = (payload ?? {}) as Partial<ErrorBody>;
  const code = body.code ?? 'unknown_error';
  if (response.status === 401 && ctx?.token) hooks.onUnauthorized?.();
  if (response.status === 403 && ctx?.token) hooks.onForbidden?.(code);
  return new ApiError(response.status, code, body.message ?? response.statusText, body.errors);
}

/** Downloads a file of the portal API (e.g. a CSV export) with the same headers as `api`. */
export async function apiBlob(path: string, options: Pick<RequestOptions, 'query' | 'signal'> = {}): Promise<Blob> {
  const ctx = hooks.context?.() ?? null;
  const response = await fetch(urlFor(path, options.query), {
    headers: { ...headersFor(ctx, false), accept: '*/*' },
    signal: options.signal ?? null,
  });
  if (response.ok) return response.blob();
  throw failure(response, await response.json().catch(() => null), ctx);
}

/**
 * Opens a streaming GET (server-sent events) with the same headers as `api`; EventSource cannot
 * send the Authorization header. The caller reads `response.body`.
 */
export async function apiStream(path: string, signal: AbortSignal): Promise<Response> {
  const ctx = hooks.context?.() ?? null;
  const response = await fetch(urlFor(path), {
    headers: { ...headersFor(ctx, false), accept: 'text/event-stream' },
    signal,
  });
  if (response.ok && response.body) return response;
  throw failure(response, await response.json().catch(() => null), ctx);
}
