/**
 * The x-api-key header on catalogue and admin calls (docs/architecture.md section 6). It identifies the web
 * client; it is not a secret and never replaces a session.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors';
import { authCheck } from './auth-first';

export function requireApiKey(app: FastifyInstance) {
  // A callback hook, not an async one: every catalogue read passes here, and a promise per
  // request is a measurable share of a cached read (bench/api.ts).
  return authCheck((request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const expected = app.deps.config.apiKey;
    if (expected !== undefined && request.headers['x-api-key'] !== expected) {
      return done(new AppError('forbidden', 'A valid API key is required.', { code: 'invalid_api_key' }));
    }
    done();
  }, 'API key');
}
