/**
 * The error envelope: every failure answers {"errorMessage": ...} with the right status.
 * 5xx details go to the log only; a shopper never sees a stack trace or a database error.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first rule a request breaks, in the schema's own words (SPEC's messages live there).
      const issue = error.validation[0];
      const message =
        issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : undefined;
      return reply.status(400).send({ errorMessage: message ?? describeIssue(issue) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('Retry-After', '60');
      return reply
        .status(status)
        .send({ errorMessage: FRAMEWORK_MESSAGES[code] ?? clientMessage(status, error.message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errorMessage: GENERIC_ERROR_MESSAGE });
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
