/**
 * The error envelope: every failure answers {"errorMessage": ..., "code": ...} with the right
 * status; the codes are listed in src/shared/error-codes.ts.
 * 5xx details go to the log only; a shopper never sees a stack trace or a database error.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/error-codes';
import { isDatabaseOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** The code of a 4xx the framework or a plugin raised, by status when its own code says nothing. */
function statusCode(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'validation';
}

export const errorBody = (errorMessage: string, code: ErrorCode): ErrorBody => ({ errorMessage, code });

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first rule a request breaks, in the schema's own words (the messages of docs/product.md section 5 live there).
      const issue = error.validation[0];
      const message =
        issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : undefined;
      return reply.status(400).send(errorBody(message ?? describeIssue(issue), 'validation'));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('Retry-After', '60');
      return reply
        .status(status)
        .send(
          errorBody(
            FRAMEWORK_MESSAGES[code] ?? clientMessage(status, error.message),
            FRAMEWORK_CODES[code] ?? statusCode(status),
          ),
        );
    }
    if (isDatabaseOutage(error)) {
      // One line, not a stack: an outage fails every request at once (docs/architecture.md section 6).
      request.log.warn({ reason: error.message }, 'database unavailable');
      reply.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(OUTAGE_MESSAGE, 'unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE, 'internal'));
  });
}

function describeIssue(issue: { instancePath?: string; params?: unknown } | undefined): string {
  const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `Invalid value for ${field}.` : 'The request is not valid.';
}

function clientMessage(status: number, message: string): string {
  if (status === 429) return 'Too many requests. Please wait and try again.';
  if (status === 413) return FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!;
  return message || 'The request is not valid.';
}
