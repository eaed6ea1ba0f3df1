/**
 * PostgreSQL text cannot hold the NUL character: a string containing one fails deep inside a
 * query with an encoding error. Refuse it at the door, for every body and query, with a 400.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  // for-in rather than Object.entries: no array per object on every request (parsed bodies,
  // queries and params are plain objects; Fastify's query object has a null prototype).
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and a synchronous check needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.query) || holdsNul(request.body) || holdsNul(request.params)) {
      return done(new AppError('invalid', 'Text must not contain the NUL character.'));
    }
    done();
  });
}
