/**
 * Every answer about a shopper or an administrator carries Cache-Control: no-store, and so does
 * every answer that carries an order: the COD confirmation link's included, which needs no login
 * (docs/product.md section 22).
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, TEST_ORIGIN } from '#tests/support/app';
import { placeCodOrderFor } from '#tests/support/cart-factories';
import { mailedCodToken } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';

describe('no-store on personal data', async () => {
  const { app, database } = await createTestApp();
  const shopper = await createShopper(database.db);
  const admin = await createAdmin(database.db);
  await app.ready();
  const apiKey = { 'x-api-key': TEST_API_KEY };
  const personal = app.routeTable.filter((route) =>
    /^\/api\/(users\/|cart\/|admins\/|wishlist|cod\/)/.test(route.url),
  );

  it('covers the cart, the account and the back office', () => {
    expect(personal.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/cart/get-cart-items',
        '/api/users/me',
        '/api/admins/items-list',
        '/api/wishlist',
        '/api/cod/:token',
        '/api/cod/:token/confirm',
      ]),
    );
  });

  it('is decided on the route matched, not the raw URL: an encoded path is still personal', async () => {
    for (const url of [
      '/api/%75sers/me',
      '/api/users/%6De',
      '/api/%63art/get-cart-items',
      '/api/%61dmins/items-list',
    ]) {
      const res = await app.inject({
        url,
        headers: { cookie: `${shopper.cookie}; ${admin.cookie}`, ...apiKey },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const me = await app.inject({ url: '/api/%75sers/me', headers: { cookie: shopper.cookie } });
    expect(me.json()).toMatchObject({ userName: shopper.userName });
  });

  it('is on every personal route, signed in or not, success or failure', async () => {
    for (const route of personal) {
      for (const cookie of [undefined, shopper.cookie, admin.cookie]) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:(\w+)/g, 'x'),
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            'x-api-key': TEST_API_KEY,
            ...(cookie ? { cookie } : {}),
          },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        expect(res.headers['cache-control'], `${route.method} ${route.url} (${res.statusCode})`).toBe(
          'no-store',
        );
      }
    }
  });
});

describe('no-store on the COD confirmation link', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const shopper = await createShopper(db);
  const product = await createProduct(db, { price: 999, stock: { M: 5 } });

  it('marks the order it opens, the confirmation, and the link that has expired', async () => {
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const token = await mailedCodToken(db, orderId);
    const call = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });

    const page = await call('GET', `/api/cod/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ orderId });
    expect(page.headers['cache-control']).toBe('no-store');
    const confirmed = await call('POST', `/api/cod/${token}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    // Refusals too: an unknown link, and one whose order was cancelled.
    const unknown = await call('GET', `/api/cod/${'A'.repeat(43)}`);
    expect([unknown.statusCode, unknown.headers['cache-control']]).toEqual([404, 'no-store']);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/users/orders/${orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const expired = await call('POST', `/api/cod/${token}/confirm`);
    expect([expired.statusCode, expired.headers['cache-control']]).toEqual([409, 'no-store']);
  });
});
