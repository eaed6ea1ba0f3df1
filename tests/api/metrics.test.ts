/**
 * GET /metrics (docs/decisions/017-metrics-and-api-description.md): every named series is there,
 * the counters move when a shopper orders through the API, the gauges read the database, and
 * only a caller with the token may scrape in production.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, placeCodOrderFor, startOnlineOrder } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const SERIES = [
  'shop_http_request_duration_seconds',
  'shop_orders_placed_total',
  'shop_payments_total',
  'shop_stock_outs_total',
  'shop_outbox_backlog',
  'shop_outbox_oldest_age_seconds',
  'shop_reservation_overdue_seconds',
  'shop_job_seconds_since_success',
  'shop_refunds_pending',
  'shop_db_pool_connections',
  'shop_db_pool_max',
];

async function scrape(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample, e.g. value(text, 'shop_orders_placed_total{payment_method="cod"}'); 0 if absent. */
function value(text: string, sample: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

describe('GET /metrics', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  it('exposes every named series in Prometheus text format', async () => {
    const text = await scrape(app);
    for (const name of SERIES) expect(text, name).toContain(`# TYPE ${name} `);
    expect(text).toContain('shop_orders_placed_total{payment_method="online"} 0');
    expect(text).toContain('shop_job_seconds_since_success{job="reservation-expiry"}');
    expect(text).toContain('shop_job_seconds_since_success{job="payment-reconciliation"}');
    if (database.kind === 'pglite') {
      // PGlite is one in-process connection.
      expect(value(text, 'shop_db_pool_max')).toBe(1);
      expect(value(text, 'shop_db_pool_connections{state="total"}')).toBe(1);
    } else {
      expect(value(text, 'shop_db_pool_max')).toBeGreaterThan(1);
      // The first scrape's own queries opened connections, which stay idle in the pool.
      const again = await scrape(app);
      expect(value(again, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(again, 'shop_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('shop_db_pool_connections{state="waiting"}');
      expect(text).toContain('shop_db_pool_connections{state="idle"}');
    }
  });

  it('counts a cash-on-delivery order placed through the API, and the mail it queued', async () => {
    const before = await scrape(app);
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    await placeCodOrderFor(app, db, shopper, product);
    // The outbox stamps mail with the database's clock, which is the real one.
    clock.set(new Date(Date.now() + 90_000));
    const after = await scrape(app);
    const cod = 'shop_orders_placed_total{payment_method="cod"}';
    expect(value(after, cod) - value(before, cod)).toBe(1);
    const placed =
      'shop_http_request_duration_seconds_count{method="POST",route="/api/cart/place-cod-order",status_code="200"}';
    expect(value(after, placed) - value(before, placed)).toBe(1);
    const backlog = 'shop_outbox_backlog{state="pending"}';
    // Two mails: the order's confirmation, and the link that asks the shopper to confirm a COD order.
    expect(value(after, backlog) - value(before, backlog)).toBe(2);
    expect(value(after, 'shop_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60);
  });

  it('counts an online order when its payment is captured, and a refused signature', async () => {
    const before = await scrape(app);
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    const { providerOrderId } = await startOnlineOrder(app, db, shopper, product);
    const { payment, signature } = fake.pay(providerOrderId);
    const verify = (sig: string) =>
      asShopper(app, shopper).post('/api/cart/verify-payment', {
        order_id: providerOrderId,
        payment_id: payment.id,
        signature: sig,
        ...DELIVERY,
      });
    expect((await verify('0'.repeat(64))).statusCode).toBe(400);
    expect((await verify(signature)).statusCode).toBe(200);
    expect((await verify(signature)).statusCode).toBe(200);
    const after = await scrape(app);
    const moved = (sample: string) => value(after, sample) - value(before, sample);
    expect(moved('shop_orders_placed_total{payment_method="online"}')).toBe(1);
    expect(moved('shop_orders_placed_total{payment_method="cod"}')).toBe(0);
    expect(moved('shop_payments_total{outcome="captured"}')).toBe(1);
    expect(moved('shop_payments_total{outcome="replay"}')).toBe(1);
    expect(moved('shop_payments_total{outcome="signature_refused"}')).toBe(1);
  });

  it('counts an add-to-cart refused for stock under its route pattern', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const res = await asShopper(app, shopper).post('/api/cart/add-to-cart', {
      itemId: product.itemId,
      selectedSize: 'M',
      quantity: 2,
    });
    expect(res.json().code).toBe('out_of_stock');
    const text = await scrape(app);
    expect(value(text, 'shop_stock_outs_total{route="/api/cart/add-to-cart"}')).toBe(1);
  });

  it('labels requests by route pattern, never by the raw URL', async () => {
    await app.inject({ method: 'GET', url: '/api/items/some-item-id-1234' });
    await app.inject({ method: 'GET', url: '/no/such/path/4711' });
    const text = await scrape(app);
    expect(text).toContain('route="/api/items/:id"');
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('some-item-id-1234');
    expect(text).not.toContain('4711');
  });

  it('shows how far reservation expiry is behind', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    const { order } = await startOnlineOrder(app, db, shopper, product);
    clock.set(new Date(order.reservedUntil!.getTime() + 120_000));
    expect(value(await scrape(app), 'shop_reservation_overdue_seconds')).toBeGreaterThanOrEqual(120);
  });
});

describe('who may scrape /metrics', async () => {
  const production = await createTestApp({ NODE_ENV: 'production', METRICS_TOKEN: 'scrape-token-1' });
  const productionWithout = await createTestApp({ NODE_ENV: 'production' });
  const development = await createTestApp({ METRICS_TOKEN: 'scrape-token-2' });
  const get = (app: App, options: { token?: string; remoteAddress?: string } = {}) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  it('in production, answers only the token: 401 with the error envelope otherwise', async () => {
    const none = await get(production.app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errorMessage: 'A valid metrics token is required.', code: 'unauthorized' });
    expect((await get(production.app, { token: 'scrape-token-2' })).statusCode).toBe(401);
    const ok = await get(production.app, { token: 'scrape-token-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('shop_orders_placed_total');
  });

  it('in production without METRICS_TOKEN, does not exist', async () => {
    const res = await get(productionWithout.app);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('elsewhere, is open on this machine and needs the token from any other', async () => {
    expect((await get(development.app)).statusCode).toBe(200);
    expect((await get(development.app, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    expect(
      (await get(development.app, { remoteAddress: '203.0.113.9', token: 'scrape-token-2' })).statusCode,
    ).toBe(200);
  });

  it('keeps each app its own registry', async () => {
    for (let i = 0; i < 3; i++) await get(development.app);
    // Production's only earlier successful scrape is the one in the first test above.
    const other = await get(production.app, { token: 'scrape-token-1' });
    const sample =
      'shop_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="200"}';
    expect(other.body).toContain(`${sample} 1\n`);
  });
});
