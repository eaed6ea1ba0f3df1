/** One error type for every expected failure; one handler maps its kind to a status code. */

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

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Seconds until a retry may succeed; sent as Retry-After with 429s. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
