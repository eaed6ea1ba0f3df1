/**
 * One error type for every expected failure; one handler maps its kind to a status code and
 * sends its code (src/shared/error-codes.ts) beside the message.
 */
import type { ErrorCode } from '#shared/error-codes';

export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  too_many: 429,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The code an error carries when its thrower names none. */
export const DEFAULT_CODE: Record<ErrorKind, ErrorCode> = {
  invalid: 'validation',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  too_large: 'too_large',
  unsupported: 'unsupported_media_type',
  too_many: 'too_many_requests',
};

export interface AppErrorOptions {
  /** What a client branches on; defaults from the kind. */
  code?: ErrorCode;
  /** Seconds until a retry may succeed; sent as Retry-After with 429s. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A number is the Retry-After seconds, as before codes existed. */
    options: AppErrorOptions | number = {},
  ) {
    super(message);
    this.name = 'AppError';
    const given = typeof options === 'number' ? { retryAfterSeconds: options } : options;
    this.code = given.code ?? DEFAULT_CODE[kind];
    this.retryAfterSeconds = given.retryAfterSeconds;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * A 429 for a counted limit whose window ends in `resetInMs`: "<what> Please try again in N
 * minutes.", with Retry-After in seconds (at least 1).
 */
export function tryAgainLater(what: string, resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'too_many',
    `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
