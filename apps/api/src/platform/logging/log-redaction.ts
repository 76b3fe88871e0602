import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger options (pino's, plus Fastify's own stream/file). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Logs never hold a candidate's e-mail, name or free text (issue 23). Pino's own mechanisms, in the
 * order pino applies them to a line: serializers shape `req` and `err` (a query string keeps its
 * names, not its values; an error keeps its type, message and stack, without the values a database
 * or mail server put into them), `redact` blanks fields that hold personal data wherever a caller
 * put them, and `hooks.streamWrite` masks any e-mail address left in the finished line.
 */

export const REDACTED = '[redacted]';
const EMAIL_MASK = '[email]';

/** Query parameters whose values say nothing about a person and help an operator read a request. */
const PLAIN_QUERY = new Set([
  'page',
  'per_page',
  'sort',
  'status',
  'locale',
  'version',
  'filter[status]',
  'filter[kind]',
  'filter[type]',
  'filter[state]',
  'filter[enabled]',
  'filter[impersonated]',
  'filter[from]',
  'filter[to]',
  'from',
  'to',
]);

/** Field names that hold personal data or free text in this portal, wherever they sit in a log object. */
const PERSONAL_FIELDS = [
  'email',
  'emails',
  'to',
  'toAddress',
  'to_address',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'name',
  'full_name',
  'fullName',
  'contact_name',
  'phone',
  'address',
  'cover_letter',
  'coverLetter',
  'answers',
  'notes',
  'note',
  'feedback',
  'body',
  'text',
  'html',
  'text_body',
  'html_body',
  'textBody',
  'htmlBody',
  'payload',
  'params',
  'parameters',
  'detail',
  'where',
  'q',
  'password',
  'authorization',
  'cookie',
];

// Four levels cover `{ job: { payload: { answers } } }`-shaped objects; deeper ones are caught by the
// e-mail mask and by serializers (errors, requests), which never pass nested values through.
const DEPTH = 4;
export const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) =>
  Array.from({ length: DEPTH }, (_, level) => [...Array<string>(level).fill('*'), field].join('.')),
);

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// An international phone number: a plus, then digits with the usual separators.
const PHONE = /\+\d[\d ().-]{6,}\d/g;
// PostgreSQL's "Key (account_id, lower(email))=(1, jane@x.test)" names the values; keep the columns.
const PG_KEY_VALUES = /(Key \((?:[^()]|\([^()]*\))*\)=)\((?:[^()]|\([^()]*\))*\)/g;
// PostgreSQL's 'invalid input syntax for type uuid: "jane"' and the like end with the value.
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g;
// drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>": the SQL is kept.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** The text with e-mail addresses, phone numbers and the values a database error quotes masked. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `\nparams: ${REDACTED}`)
    .replace(PG_KEY_VALUES, `$1(${REDACTED})`)
    .replace(QUOTED_VALUE, `: "${REDACTED}"`)
    .replace(EMAIL, EMAIL_MASK)
    .replace(PHONE, REDACTED);
}

/** A URL part as its reader sees it (escapes undone), or as written when its escapes are malformed. */
const decoded = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

// A kept value is a page number, a sort key, a status or a day: nothing else passes.
const PLAIN_VALUE = /^[\w.:,-]{0,40}$/;

/**
 * A request path (escapes undone, so `jane%40x.test` is masked too) with its query values replaced,
 * but for the few that name no one.
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  const path = scrubText(decoded(at === -1 ? url : url.slice(0, at)));
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = scrubText(decoded(eq === -1 ? pair : pair.slice(0, eq)));
      if (eq === -1) return name;
      const value = decoded(pair.slice(eq + 1));
      return `${name}=${PLAIN_QUERY.has(name) && PLAIN_VALUE.test(value) ? value : REDACTED}`;
    });
  return `${path}?${query.join('&')}`;
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number; remoteAddress?: string };
};

/** Fastify's request shape (method, url, host, client address), with the URL made safe. */
export function reqSerializer(req: RequestLike) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? safeUrl(req.url) : undefined,
    host: req.host ?? (typeof req.headers?.host === 'string' ? req.headers.host : undefined),
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Error properties an operator needs and that never carry a value: codes, statuses, where a
 * database error happened (table, column, constraint), the SMTP command that failed. Anything else a
 * library attaches (pg's `detail`/`where`, drizzle's `params`, PGlite's `query`/`params`, nodemailer's
 * `response`/`rejected`, our own `params`) is left out: it can quote a candidate's data.
 */
const PLAIN_ERROR_FIELDS = [
  'code',
  'status',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'errno',
  'syscall',
  'port',
  'responseCode',
  'command',
] as const;

type SafeError = { type: string; message: string; stack: string; [field: string]: unknown };

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/** The stack's frames (`    at …`), without the message that heads it: that is scrubbed separately. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

function serializeError(err: Error, depth: number): SafeError {
  const fields = err as unknown as Record<string, unknown>;
  const type = err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : err.name;
  const message = scrubText(String(err.message ?? ''));
  const frames = framesOf(err.stack);
  const safe: SafeError = { type, message, stack: frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}` };
  for (const field of PLAIN_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'number' || typeof value === 'boolean') safe[field] = value;
    else if (typeof value === 'string') safe[field] = scrubText(value);
  }
  if (depth < 3) {
    if (isErrorLike(err.cause)) safe.cause = serializeError(err.cause, depth + 1);
    const errors = fields.errors;
    if (Array.isArray(errors))
      safe.aggregateErrors = errors.filter(isErrorLike).map((inner) => serializeError(inner, depth + 1));
  }
  return safe;
}

/** Pino's `err` serializer, safe: see PLAIN_ERROR_FIELDS. A thrown non-error is described, not printed. */
export function errSerializer(err: unknown): SafeError {
  if (isErrorLike(err)) return serializeError(err, 0);
  const message = typeof err === 'string' ? scrubText(err) : REDACTED;
  return { type: typeof err, message, stack: message };
}

/** The last net: an e-mail address anywhere in the finished line (a message, a binding) is masked. */
export const maskEmails = (line: string) => line.replace(EMAIL, EMAIL_MASK);

/**
 * The logger options of every logger the API builds. A caller's options (level, a test's stream)
 * come first; the safety parts always win, so no configuration can log without them.
 */
export function safeLoggerOptions(level: string, given: LoggerOptions = {}): LoggerOptions {
  return {
    level,
    ...given,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...given.serializers, req: reqSerializer, err: errSerializer, error: errSerializer },
    hooks: { ...given.hooks, streamWrite: maskEmails },
  };
}
