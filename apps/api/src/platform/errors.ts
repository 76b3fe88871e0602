import { ERRORS, type ErrorCode, type FieldProblem } from '@talent/contract';

export type { FieldProblem };
export type FieldProblems = Record<string, FieldProblem[]>;

/**
 * The one error type the app throws on purpose. The error handler turns it into the
 * `{ message, code, errors? }` shape, translated for the caller.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fields: FieldProblems | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** A state the server chose or already reported (a paused account, a probe's answer): not logged as a failure. */
  readonly quiet: boolean;

  constructor(
    readonly code: ErrorCode,
    options: {
      fields?: FieldProblems;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
      cause?: unknown;
      quiet?: boolean;
    } = {},
  ) {
    super(ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.params = options.params;
    this.headers = options.headers;
    this.quiet = options.quiet ?? false;
  }
}

/** A 422 for one or more fields, the common case of a rule the schema cannot express. */
export const invalidFields = (fields: FieldProblems) => new AppError('validation_failed', { fields });

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');

/** Seconds a client should wait before retrying when the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After`: the database (or the whole process, while it drains) cannot serve now. */
export const serviceUnavailable = (cause?: unknown, options: { quiet?: boolean } = {}) =>
  new AppError('service_unavailable', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) }, cause, ...options });
