/**
 * Tells a database outage from a bug (docs/architecture.md section 6, "Outages"): a request that
 * fails because PostgreSQL is stopped, restarting or unreachable answers 503 with Retry-After, so
 * shoppers, load balancers and monitors see "briefly unavailable" instead of "something went
 * wrong". Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */

/** Node's socket errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for a server shutting down or a connection lost (class 08, and 57P01-57P03:
 * admin shutdown, crash shutdown, cannot connect now).
 */
const SQLSTATE = /^(08\w{3}|57P0[1-3])$/;

/** node-postgres's own words when a connection ends under a query or a pool cannot connect. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

export function isDatabaseOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    const errors = (current as { errors?: unknown }).errors;
    // An AggregateError from a connection attempt to every address of "localhost".
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client waits before trying again: a restart of PostgreSQL takes a few seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export const OUTAGE_MESSAGE = 'The shop is briefly unavailable. Please try again in a few seconds.';
