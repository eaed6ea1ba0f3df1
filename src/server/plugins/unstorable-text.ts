/**
 * Text the database cannot store is refused at the door, for every body, query and params, with a
 * 400 (docs/decisions/005-request-guards.md), rather than failing deep inside a query with a 500:
 * - the NUL character, which PostgreSQL text cannot hold;
 * - half of a UTF-16 surrogate pair ("\ud800" in JSON): not a character at all; PostgreSQL
 *   refuses it in jsonb, and UTF-8 text could only hold it mangled.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const UNSTORABLE_TEXT_MESSAGES = {
  nul: 'Text must not contain the NUL character.',
  loneSurrogate: 'Text must not contain half of a character (a lone UTF-16 surrogate). Please type it again.',
} as const;

// With the u flag a whole surrogate pair reads as one code point outside D800-DFFF, so only a
// lone half matches.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

type Fault = keyof typeof UNSTORABLE_TEXT_MESSAGES;

const faultIn = (text: string): Fault | undefined => {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'loneSurrogate' : undefined;
};

function unstorableIn(value: unknown, depth = 0): Fault | undefined {
  if (typeof value === 'string') return faultIn(value);
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  // for-in rather than Object.entries: no array per object on every request (parsed bodies,
  // queries and params are plain objects; Fastify's query object has a null prototype).
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const fault = faultIn(key) ?? unstorableIn((value as Record<string, unknown>)[key], depth + 1);
    if (fault) return fault;
  }
  return undefined;
}

export function refuseUnstorableText(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and a synchronous check needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const fault = unstorableIn(request.query) ?? unstorableIn(request.body) ?? unstorableIn(request.params);
    if (fault) return done(new AppError('invalid', UNSTORABLE_TEXT_MESSAGES[fault]));
    done();
  });
}
