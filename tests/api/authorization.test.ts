/**
 * Who may call what (docs/product.md section 6): every admin endpoint answers only an administrator's
 * session (with the API key); visitors and shoppers get 401 or 403. And an administrator's
 * session opens no shopper endpoint: the two kinds of session never stand in for each other.
 */
import { describe, expect, it } from 'vitest';
import { markReturningToOrigin } from '#server/modules/cod/rto';
import { dispatchOrder } from '#server/modules/orders';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { headersFor, insertOrder, uploadPayload } from '../support/admin-factories';
import { apiKeyHeader, createTestApp } from '../support/app';
import { createAdmin, createProduct, createShopper, type TestAccount } from '../support/factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  /** A valid body, so a refusal can only come from authorization. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** What an administrator gets. */
  ok?: number;
  /** The route as declared, where the URL fills in a parameter. */
  route?: string;
}

describe('authorization', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const shopper = await createShopper(db);
  await app.ready();

  /** Each call gets fresh targets, so the admin's successful call never depends on an earlier one. */
  const capturedOrder = async () =>
    insertOrder(db, { shopper, product: await createProduct(db), status: 'captured' });
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(db);
  const invoiced = (await insertOrder(db, { shopper, product: await createProduct(db), status: 'captured' }))
    .orderId;
  await dispatchOrder(db, { orderId: invoiced, trackingId: 'TRK-0', actor: 'admin:1' });
  // Return to origin: one dispatched order to send back, one already on its way back to receive.
  const dispatched = async () => {
    const { orderId } = await insertOrder(db, {
      shopper,
      product: await createProduct(db),
      status: 'captured',
    });
    await dispatchOrder(db, { orderId, trackingId: 'TRK-R', actor: 'admin:1' });
    return orderId;
  };
  const toSendBack = await dispatched();
  const comingBack = await dispatched();
  await markReturningToOrigin({ db, clock: () => new Date() }, { orderId: comingBack, actor: 'admin:1' });
  const measured = await createProduct(db);
  const adminCalls: Call[] = [
    { method: 'GET', url: '/api/admins/cod-panel', ok: 200 },
    { method: 'POST', url: '/api/admins/cod-panel/stop-cod', body: () => ({ pincode: '110001' }), ok: 200 },
    {
      method: 'PATCH',
      url: `/api/admins/orders/${toSendBack}/rto`,
      route: '/api/admins/orders/:orderId/rto',
      body: () => ({}),
      ok: 200,
    },
    {
      method: 'PATCH',
      url: `/api/admins/orders/${comingBack}/rto-received`,
      route: '/api/admins/orders/:orderId/rto-received',
      body: () => ({ restock: true }),
      ok: 200,
    },
    { method: 'GET', url: '/api/admins/me', ok: 200 },
    { method: 'GET', url: '/api/admins/items-list?page=1', ok: 200 },
    { method: 'POST', url: '/api/admins/upload', body: () => uploadPayload(), ok: 201 },
    {
      method: 'PATCH',
      url: '/api/admins/update-item',
      body: async () => ({ itemId: (await createProduct(db)).itemId, S: 3 }),
      ok: 200,
    },
    {
      method: 'DELETE',
      url: '/api/admins/delete-product',
      body: async () => ({ productId: (await createProduct(db)).itemId }),
      ok: 200,
    },
    { method: 'GET', url: '/api/admins/orders?page=1', ok: 200 },
    {
      method: 'PATCH',
      url: '/api/admins/dispatch',
      body: async () => ({
        orderId: (await capturedOrder()).orderId,
        courier: 'Delhivery',
        trackingId: 'TRK-1',
      }),
      ok: 200,
    },
    {
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      body: async () => ({ orderId: (await capturedOrder()).orderId }),
      ok: 200,
    },
    {
      method: 'GET',
      url: `/api/admins/orders/${invoiced}/invoice`,
      route: '/api/admins/orders/:orderId/invoice',
      ok: 200,
    },
    { method: 'GET', url: '/api/admins/gst-export?month=2026-04', ok: 200 },
    {
      method: 'POST',
      url: '/api/admins/shipping/ship',
      body: async () => ({ orderIds: [(await capturedOrder()).orderId] }),
      ok: 200,
    },
    { method: 'GET', url: '/api/admins/shipping/ndr', ok: 200 },
    {
      method: 'PUT',
      url: '/api/admins/size-guide/hoodies',
      route: '/api/admins/size-guide/:category',
      body: () => ({
        sizes: Object.fromEntries(
          ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((s, i) => [
            s,
            { chestInches: 44 + i * 2, lengthInches: 27 + i },
          ]),
        ),
      }),
      ok: 200,
    },
    {
      method: 'PUT',
      url: `/api/admins/products/${measured.itemId}/measurements`,
      route: '/api/admins/products/:itemId/measurements',
      body: async () => ({ sizes: {}, model: null }),
      ok: 200,
    },
    { method: 'GET', url: '/api/admins/reviews?status=pending', ok: 200 },
    { method: 'GET', url: '/api/admins/notify-me', ok: 200 },
    { method: 'GET', url: '/api/admins/recovery/figures?days=7', ok: 200 },
    // Last, as it ends the session it is called with.
    { method: 'GET', url: '/api/admins/logout', ok: 200 },
  ];

  const call = async (entry: Call, headers: Record<string, string>) =>
    app.inject({
      method: entry.method,
      url: entry.url,
      headers,
      ...(entry.body ? { payload: await entry.body() } : {}),
    });

  // Every route, admin or not, is in tests/api/authorization-matrix.test.ts, which fails on a
  // route it does not list; these are the original admin endpoints, each also called successfully.
  it('calls only admin endpoints that exist', () => {
    const routes = app.routeTable
      .filter((r) => r.url.startsWith('/api/admins/') && r.url !== '/api/admins/login')
      .map((r) => `${r.method} ${r.url}`);
    for (const c of adminCalls) expect(routes).toContain(`${c.method} ${c.route ?? c.url.split('?')[0]}`);
  });

  describe.each(adminCalls)('$method $url', (entry) => {
    it('refuses a visitor with 401 (403 without the API key)', async () => {
      expect((await call(entry, apiKeyHeader)).statusCode).toBe(401);
      expect([401, 403]).toContain((await call(entry, {})).statusCode);
    });

    it('refuses a signed-in shopper with 401', async () => {
      const res = await call(entry, headersFor(shopper));
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMessage).toMatch(/log in|logged in/);
    });

    it("refuses a shopper's token presented as the admin cookie", async () => {
      const forged = { cookie: shopper.cookie.replace(/^sid=/, 'aid=') };
      expect((await call(entry, headersFor(forged))).statusCode).toBe(401);
    });

    it('refuses an administrator without the API key with 403', async () => {
      const admin = await createAdmin(db);
      const res = await call(entry, { cookie: admin.cookie, 'x-api-key': 'wrong-key' });
      expect(res.statusCode).toBe(403);
      expect((await call(entry, { cookie: admin.cookie })).statusCode).toBe(403);
    });

    it('answers an administrator', async () => {
      const admin = await createAdmin(db);
      const res = await call(entry, headersFor(admin));
      expect(res.statusCode, res.body).toBe(entry.ok);
    });
  });

  describe('an administrator-only session on shopper endpoints', async () => {
    const product = await createProduct(db);
    const shopperCalls: Call[] = [
      { method: 'GET', url: '/api/users/me' },
      { method: 'GET', url: '/api/users/orders' },
      { method: 'GET', url: '/api/users/orders/ORD-ANY/invoice' },
      { method: 'GET', url: '/api/users/logout' },
      {
        method: 'POST',
        url: '/api/cart/add-to-cart',
        body: () => ({ itemId: product.itemId, selectedSize: 'M', quantity: 1 }),
      },
      { method: 'GET', url: '/api/cart/get-cart-items' },
      {
        method: 'POST',
        url: '/api/cart/merge',
        body: () => ({ items: [{ itemId: product.itemId, selectedSize: 'M', quantity: 1 }] }),
      },
      { method: 'POST', url: '/api/cart/quote', body: () => ({}) },
      { method: 'PUT', url: '/api/cart/remove-item', body: () => ({ itemId: product.itemId }) },
      { method: 'PATCH', url: '/api/cart/clear-cart' },
      {
        method: 'POST',
        url: '/api/cart/place-cod-order',
        body: () => ({ mobile: '9876543210', address: '12 MG Road, Bengaluru 560001' }),
      },
      {
        method: 'POST',
        url: '/api/cart/place-store-credit-order',
        body: () => ({ mobile: '9876543210', address: '12 MG Road, Bengaluru 560001' }),
      },
      { method: 'GET', url: '/api/users/store-credit' },
      { method: 'POST', url: '/api/cart/create-order', body: () => ({ amount: 89_900 }) },
      {
        method: 'POST',
        url: '/api/cart/verify-payment',
        body: () => ({
          order_id: 'order_x',
          payment_id: 'pay_x',
          signature: 'sig',
          mobile: '9876543210',
          address: '12 MG Road, Bengaluru 560001',
        }),
      },
      { method: 'POST', url: '/api/cart/abandon-payment', body: () => ({ order_id: 'order_x' }) },
      {
        method: 'PUT',
        url: '/api/cart/update-order-service',
        body: () => ({ orderId: 'ORD-ANY', newAddress: '99 Park Street, Kolkata 700016' }),
      },
    ];

    it('covers /api/users/me, orders, logout and every /api/cart/ endpoint but the public preview', () => {
      const cartRoutes = app.routeTable
        .filter((r) => r.url.startsWith('/api/cart/') && r.url !== '/api/cart/preview')
        .map((r) => r.url);
      expect(shopperCalls.map((c) => c.url)).toEqual(expect.arrayContaining(cartRoutes));
    });

    it.each(shopperCalls)('$method $url refuses it with 401', async (entry) => {
      const admin: TestAccount = await createAdmin(db);
      const res = await call(entry, headersFor(admin));
      expect(res.statusCode, res.body).toBe(401);
    });
  });
});
