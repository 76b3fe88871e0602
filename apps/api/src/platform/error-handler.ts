import type { ErrorBody, ErrorCode, Locale } from '@talent/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, type FieldProblems, serviceUnavailable } from './errors.js';
import { translateError, translateField } from './i18n.js';
import { RequestValidationError } from './validation.js';

// Fastify's own client errors, mapped to our codes so they share the one shape.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CHARSET: 'unsupported_media_type',
};

export function errorBody(
  locale: Locale,
  code: ErrorCode,
  params?: Record<string, string | number>,
  fields?: FieldProblems,
): ErrorBody {
  const body: ErrorBody = { message: translateError(locale, code, params), code };
  if (fields) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, problems]) => [
        field,
        problems.map((p) => translateField(locale, p.rule, p.params)),
      ]),
    );
  }
  return body;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request: FastifyRequest, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // A chosen or already reported state (a paused account, a probe's answer) is no fault: no stack each time.
      if (error.quiet) request.log.info({ code: error.code }, 'refused');
      else if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.status, errorBody(locale, error.code, error.params, error.fields));
    }
    if (error instanceof RequestValidationError) {
      return send(reply, 422, errorBody(locale, 'validation_failed', undefined, error.fields));
    }
    const mapped = 'code' in error && typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, (error as FastifyError).statusCode ?? 400, errorBody(locale, mapped));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // A client error we have no code for: answer generically, never with the internal message.
      request.log.warn({ err: error }, 'unmapped client error');
      const code: ErrorCode =
        status === 404
          ? 'not_found'
          : status === 413
            ? 'payload_too_large'
            : status === 415
              ? 'unsupported_media_type'
              : 'bad_request';
      return send(reply, status, errorBody(locale, code));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is away (restart, failover). The client may retry; the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = serviceUnavailable(error);
      reply.headers(unavailable.headers ?? {});
      return send(reply, unavailable.status, errorBody(locale, unavailable.code));
    }
    // The log keeps the detail (with the request id); the caller gets a generic message.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorBody(locale, 'unknown_error'));
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
