/**
 * Answers about a shopper or an administrator (their account, cart, orders, the back office) must
 * never be kept by a browser or a proxy: one hook marks every answer under those paths, errors
 * included, so no module can forget. That holds for every answer that carries an order, the COD
 * confirmation link's calls included: they answer with the order to whoever holds the link, with
 * no login (docs/product.md section 22).
 *
 * Decided on the route the request matched, not on the raw URL: the router decodes the path, so
 * `/api/%75sers/me` answers the same personal JSON as `/api/users/me` and must carry the same
 * header (docs/decisions/005-request-guards.md). A request that matched no route answers nothing
 * personal.
 */
import type { FastifyInstance } from 'fastify';

/** The wishlist is a shopper's own list (docs/product.md section 19); `/api/cod/:token` opens an order. */
export const PERSONAL_PREFIXES = ['/api/users/', '/api/cart/', '/api/admins/', '/api/wishlist', '/api/cod/'];

const isPersonalRoute = (routeUrl: string | undefined) =>
  routeUrl !== undefined && PERSONAL_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (isPersonalRoute(request.routeOptions.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
}
