/**
 * PostgreSQL text cannot hold the NUL character: a string containing one fails deep inside a
 * query with an encoding error. Refuse it at the door, for every body and query, with a 400.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
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
