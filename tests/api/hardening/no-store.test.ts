/** Every answer about a shopper or an administrator carries Cache-Control: no-store. */
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, createShopper } from '#tests/support/factories';

describe('no-store on personal data', async () => {
  const { app, database } = await createTestApp();
  const shopper = await createShopper(database.db);
  const admin = await createAdmin(database.db);
  await app.ready();
  const apiKey = { 'x-api-key': TEST_API_KEY };
  const personal = app.routeTable.filter((route) =>
    /^\/api\/(users\/|cart\/|admins\/|wishlist)/.test(route.url),
  );

  it('covers the cart, the account and the back office', () => {
    expect(personal.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/cart/get-cart-items',
        '/api/users/me',
        '/api/admins/items-list',
        '/api/wishlist',
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
