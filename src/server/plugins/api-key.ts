/**
 * The x-api-key header on catalogue and admin calls (DESIGN section 6). It identifies the web
 * client; it is not a secret and never replaces a session.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { authCheck } from './auth-first';

export function requireApiKey(app: FastifyInstance) {
  return authCheck(async (request: { headers: Record<string, string | string[] | undefined> }) => {
    const expected = app.deps.config.apiKey;
    if (expected === undefined) return;
    if (request.headers['x-api-key'] !== expected) {
      throw new AppError('forbidden', 'A valid API key is required.');
    }
  });
}
