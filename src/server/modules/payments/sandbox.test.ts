import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  orderByPublicId,
  putInCart,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';

describe('sandbox payments (no Razorpay keys)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('is the default provider outside production, with the keyId "sandbox"', async () => {
    expect(app.deps.payments.kind).toBe('sandbox');
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 650 });
    await startOnlineOrder(app, db, shopper, product);
    const res = await asShopper(app, shopper).post('/api/cart/create-order', { amount: 75_000 });
    expect(res.json()).toMatchObject({ keyId: 'sandbox', amount: 75_000, currency: 'INR' });
  });

  it('serves a TEST MODE payment window to the order owner only', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(
      app,
      db,
      shopper,
      await createProduct(db, { price: 1299 }),
    );
    const page = await asShopper(app, shopper).get(`/sandbox-checkout/${providerOrderId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('₹1,399');
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('<script src="/sandbox-checkout/sandbox-checkout.js"></script>');
    const script = await app.inject({ method: 'GET', url: '/sandbox-checkout/sandbox-checkout.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const stranger = await asShopper(app, await createShopper(db)).get(
      `/sandbox-checkout/${providerOrderId}`,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('Pay gives a payment signed like Razorpay, verified by the same code path', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const client = asShopper(app, shopper);
    const paid = (await client.post(`/sandbox-checkout/${providerOrderId}/pay`)).json();
    expect(paid).toEqual({
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: expect.stringMatching(/^pay_sandbox_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const forged = await client.post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: paid.razorpay_payment_id,
      signature: '0'.repeat(64),
      ...DELIVERY,
    });
    expect(forged.statusCode).toBe(400);
    const verified = await client.post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
      ...DELIVERY,
    });
    expect(verified.json()).toEqual({ success: true, orderId: order.orderId });
  });

  it('Fail, then closing the window, gives the stock back at once', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const client = asShopper(app, shopper);
    expect((await client.post(`/sandbox-checkout/${providerOrderId}/fail`)).statusCode).toBe(200);
    expect(await stockOf(db, product, 'M')).toBe(0);
    const res = await client.post('/api/cart/abandon-payment', { order_id: providerOrderId });
    expect(res.json().outcome).toBe('released');
    expect((await orderByPublicId(db, order.orderId)).status).toBe('failed');
    expect(await stockOf(db, product, 'M')).toBe(1);
  });
});

describe('payments in production without Razorpay keys', async () => {
  const { app, database } = await createTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const db = database.db;

  it('refuses the sandbox: online payment is unavailable, cash on delivery still works', async () => {
    expect(app.deps.payments.kind).toBe('unavailable');
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 500 });
    const cookie = shopper.cookie.replace(/^sid=/, '__Host-sid=');
    const client = asShopper(app, { cookie });
    await putInCart(db, shopper.id, product, 'M', 1);
    const online = await client.post('/api/cart/create-order', { amount: 60_000 });
    expect(online.statusCode).toBe(409);
    expect(online.json().errorMessage).toBe(
      'Online payment is not available right now. Please choose Cash On Delivery.',
    );
    const page = await client.get('/sandbox-checkout/order_x');
    expect(page.statusCode).toBe(404);
    expect((await client.post('/api/cart/place-cod-order', DELIVERY)).statusCode).toBe(200);
  });
});

describe('sandbox payments explicitly allowed in production', async () => {
  const { app } = await createTestApp({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true' });
  it('uses the sandbox', () => expect(app.deps.payments.kind).toBe('sandbox'));
});
