import { z } from 'zod';

/** The largest id a database `integer` column holds; a larger number must never reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's id from a path or a query string: a whole number from 1 to MAX_ROW_ID. Past it the
 * database refuses the query itself (out of range), which would otherwise answer 500; here it
 * answers with the route's own "not found" or "choose" message.
 */
export function rowIdSchema(message?: string) {
  const error = message ? { error: message } : undefined;
  return z.coerce.number(error).int(error).positive(error).max(MAX_ROW_ID, error);
}
