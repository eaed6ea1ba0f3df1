/**
 * How errors are written to the log. A failed database query carries its parameters (mobile
 * numbers, addresses, one-time-code hashes) in its message, its stack and its cause's detail; the
 * log keeps the statement, which has only placeholders, and the database's error code and names,
 * never the values (docs/decisions/008-limits.md).
 */
import type { FastifyServerOptions } from 'fastify';
import { requestLogSerializers } from './request-log';

/** Fields of a database error that name things (constraint, table) but hold no values. */
const SAFE_CAUSE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

type Loose = Record<string, unknown>;

function isQueryError(err: Loose): boolean {
  return typeof err.query === 'string' && 'params' in err;
}

/** The database's own error without its message, detail, hint or where (they may quote values). */
function safeCause(cause: unknown): Loose | undefined {
  if (!cause || typeof cause !== 'object') return undefined;
  const out: Loose = { type: (cause as Error).name ?? 'Error' };
  for (const field of SAFE_CAUSE_FIELDS) {
    const value = (cause as Loose)[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

export function serializeError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const loose = err as Loose;
  if (!isQueryError(loose)) {
    // pg's own errors (raised outside Drizzle) quote the offending values in `detail`.
    const { detail: _detail, where: _where, ...fields } = loose;
    return {
      type: (err as Error).name,
      message: (err as Error).message,
      stack: (err as Error).stack,
      ...fields,
      ...(loose.cause ? { cause: serializeError(loose.cause) } : {}),
    };
  }
  const message = `Failed query: ${loose.query as string}`;
  const stackFrames = String((err as Error).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  return {
    type: (err as Error).name || 'DrizzleQueryError',
    message,
    stack: [message, ...stackFrames].join('\n'),
    cause: safeCause(loose.cause),
  };
}

/**
 * The logger options with the safe error serializer and the request log's serializers (no query
 * values, ./request-log.ts); `false` (no log) stays as it is.
 */
export function withSafeLogs(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: requestLogSerializers.req as never,
      res: requestLogSerializers.res as never,
      err: serializeError as never,
    },
  };
}
