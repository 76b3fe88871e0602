import {
  type ErrorBody,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationParts,
  type OperationQuery,
  type OperationResponse,
  type OperationsOfKind,
  requestOf,
  selectionHeaders,
} from '@talent/contract';
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
  /** A 403 with its code (and translated message): the user's grants may have changed since the app last asked. */
  onForbidden: (code: string, message: string) => void;
};
let hooks: Partial<Hooks> = {};

/**
 * Wired at start-up, so the client reads the live auth, selection and language; the app adds
 * what a 401 does once it is loaded (a guest page has no session to end).
 */
export function configureApi(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

/** What a call of operation `K` takes, each part typed by the contract's schema for it. */
export type CallInput<K extends OperationId> = {
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
} & (OperationParts<K> extends { params: string } ? { params: OperationParams<K> } : unknown) &
  (OperationParts<K> extends { query: string } ? { query?: OperationQuery<K> } : unknown) &
  (OperationParts<K> extends { body: string } ? { body: OperationBody<K> } : unknown) &
  (OperationParts<K> extends { kind: 'multipart' } ? { form: FormData } : unknown);

/** The input may be left out when nothing in it is required. */
type Args<K extends OperationId> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** Every part a call may carry, for the one function that sends them all. */
type AnyInput = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  params?: object;
  query?: object;
  body?: unknown;
  form?: FormData;
};

const enterpriseId = readPortalConfig().enterpriseId;

async function send(id: OperationId, input: AnyInput, accept: string) {
  const ctx = hooks.context?.() ?? null;
  const json = input.body !== undefined;
  // The contract builds the method and URL (path parameters filled, empty query values left out).
  const { method, url } = (requestOf as (id: OperationId, input: AnyInput) => { method: string; url: string })(
    id,
    input,
  );
  const response = await fetch(url, {
    method,
    headers: {
      accept,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...selectionHeaders({ enterpriseId, ...ctx }),
      ...input.headers,
    },
    body: json ? JSON.stringify(input.body) : (input.form ?? null),
    signal: input.signal ?? null,
  });
  return { response, ctx };
}

/** The ApiError of a failed answer; a 401 on a signed-in call also ends the session (spec §7). */
async function failure(response: Response, ctx: RequestContext | null): Promise<ApiError> {
  const body: Partial<ErrorBody> = (await response.json().catch(() => null)) ?? {};
  const code = body.code ?? 'unknown_error';
  if (response.status === 401 && ctx?.token) hooks.onUnauthorized?.();
  if (response.status === 403 && ctx?.token) hooks.onForbidden?.(code, body.message ?? '');
  return new ApiError(response.status, code, body.message ?? response.statusText, body.errors);
}

/**
 * Calls an operation of the portal API by its name in the contract's registry; the path, its
 * parameters, the query, the body and the answer are all typed from the registry's schemas.
 */
export async function api<K extends OperationsOfKind<'json' | 'multipart'>>(
  id: K,
  ...[input]: Args<K>
): Promise<OperationResponse<K>> {
  const { response, ctx } = await send(id, input ?? {}, 'application/json');
  if (!response.ok) throw await failure(response, ctx);
  const payload: unknown = response.status === 204 ? undefined : await response.json();
  // The one unchecked step: the server serialised this answer through the operation's response
  // schema (the API test holds the registry to the routes), so it has that schema's output type.
  return payload as OperationResponse<K>;
}

/** Downloads a file the API answers (a CSV export, a résumé) with the same headers as `api`. */
export async function apiBlob<K extends OperationsOfKind<'file'>>(id: K, ...[input]: Args<K>): Promise<Blob> {
  const { response, ctx } = await send(id, input ?? {}, '*/*');
  if (response.ok) return response.blob();
  throw await failure(response, ctx);
}

/**
 * Opens a streaming GET (server-sent events) with the same headers as `api`; EventSource cannot
 * send the Authorization header. The caller reads `response.body`.
 */
export async function apiStream<K extends OperationsOfKind<'stream'>>(id: K, ...[input]: Args<K>): Promise<Response> {
  const { response, ctx } = await send(id, input ?? {}, 'text/event-stream');
  if (response.ok && response.body) return response;
  throw await failure(response, ctx);
}
