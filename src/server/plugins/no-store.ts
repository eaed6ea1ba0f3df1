/**
 * Answers about a shopper or an administrator (their account, cart, orders, the back office) must
 * never be kept by a browser or a proxy: one hook marks every answer under those paths, errors
 * included, so no module can forget.
 */
import type { FastifyInstance } from 'fastify';

export const PERSONAL_PREFIXES = ['/api/users/', '/api/cart/', '/api/admins/'];

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    const url = request.url;
    if (PERSONAL_PREFIXES.some((prefix) => url.startsWith(prefix))) reply.header('Cache-Control', 'no-store');
    done();
  });
}
