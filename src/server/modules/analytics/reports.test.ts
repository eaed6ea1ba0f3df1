import { describe, expect, it } from 'vitest';
import { analyticsOrderSources } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import type { AnalyticsReport } from '#shared/analytics';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { DELIVERY, orderByPublicId, putInCart } from '#tests/support/cart-factories';
import { asAdmin } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { rollupRecent } from './jobs';

/**
 * The owner's report on one day of seeded visits and real orders, every figure worked out by
 * hand (BUSINESS.md section 16). 20 November 2026, noon in India.
 */
const NOW = new Date('2026-11-20T06:30:00Z');
const DAY = '2026-11-20';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('GET /api/admins/analytics on a worked day', async () => {
  const { app, database, clock } = await createTestApp();
  clock.set(NOW);
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const call = asAdmin(app, admin);
  const product = await createProduct(db, { price: 1000, stock: { M: 20 } });

  /** Browser i: its own address, a phone. */
  const ip = (i: number) => `10.1.0.${i}`;
  const send = (i: number, events: object[]) =>
    app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: ip(i),
      headers: { 'content-type': 'application/json', 'user-agent': PHONE },
      payload: JSON.stringify({ events }),
    });
  const step = (i: number, name: string) => send(i, [{ name, template: 'product', page: '/product/ABC' }]);
  const placeOrder = async (i: number, shopper: TestAccount, quantity: number) => {
    await putInCart(db, shopper.id, product, 'M', quantity);
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/place-cod-order',
      remoteAddress: ip(i),
      headers: { cookie: shopper.cookie, 'content-type': 'application/json', 'user-agent': PHONE },
      payload: JSON.stringify(DELIVERY),
    });
    expect(res.statusCode).toBe(200);
    return orderByPublicId(db, res.json().orderId);
  };

  // Ten visits: 1-4 from an Instagram campaign to a collection, 5-7 from a Google ad to a
  // product, 8-10 typed in, to the home page.
  for (let i = 1; i <= 10; i++) {
    const [template, page, landing] =
      i <= 4
        ? ['collection', '/collections/diwali', { source: 'instagram', medium: 'social', campaign: 'diwali' }]
        : i <= 7
          ? ['product', '/product/ABC', { clickId: 'gclid:Cj0KCQ' }]
          : ['home', '/', {}];
    expect((await send(i, [{ name: 'page_view', template, page, landing }])).statusCode).toBe(202);
  }
  for (const i of [1, 2, 3, 4, 5, 6]) await step(i, 'product_view');
  for (const i of [1, 2, 3, 5]) await step(i, 'add_to_cart');
  for (const i of [1, 2, 5]) await step(i, 'checkout_started');
  await send(8, [
    { name: 'search_empty', query: 'linen shirt' },
    { name: 'search_empty', query: 'Linen Shirt' },
    { name: 'search_empty', query: 'kurta' },
  ]);
  // Browser 1 came back typing the address later: the order still goes to its Instagram visit.
  clock.advance(45 * 60_000);
  await send(1, [{ name: 'page_view', template: 'cart', page: '/cart', landing: {} }]);

  // Three cash-on-delivery orders: ₹1,000 a tee plus delivery and the COD fee.
  const a = await placeOrder(1, await createShopper(db), 1);
  const c = await placeOrder(2, await createShopper(db), 1);
  const b = await placeOrder(5, await createShopper(db), 2);
  // B is cancelled; C goes out and comes back undelivered (RTO).
  expect((await call('PATCH', '/api/admins/cancel-order', { orderId: b.orderId })).statusCode).toBe(200);
  await dispatchOrder(db, {
    orderId: c.orderId,
    trackingId: 'DTDC-1',
    actor: `admin:${admin.id}`,
    now: clock(),
  });
  expect((await call('PATCH', `/api/admins/orders/${c.orderId}/rto`, {})).statusCode).toBe(200);

  await rollupRecent(db, clock());
  const res = await call('GET', `/api/admins/analytics?from=${DAY}&to=${DAY}`);
  const report = res.json() as AnalyticsReport;

  it('writes each order its visit’s source: the last one from somewhere, not the later direct one', async () => {
    const sources = await db.select().from(analyticsOrderSources);
    const of = (id: number) => sources.find((s) => s.orderId === id);
    expect(of(a.id)).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign: 'diwali',
      landingPage: '/collections/diwali',
    });
    expect(of(c.id)).toMatchObject({ source: 'instagram', campaign: 'diwali' });
    expect(of(b.id)).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: '(none)',
      clickId: 'gclid:Cj0KCQ',
    });
  });

  it('counts the orders’ amounts as placed: ₹1,000 a tee and ₹100 delivery, no COD fee', () => {
    expect([a.amountPaise, c.amountPaise, b.amountPaise]).toEqual([A_PAISE, A_PAISE, B_PAISE]);
  });

  it('shows the funnel with the conversion of each step from the one before', () => {
    expect(res.statusCode).toBe(200);
    // 11 visits (browser 1's return after 45 minutes is a second visit of the same visitor)
    // -> 6 viewed a product (6/11 = 54.5%) -> 4 added to cart (4/6 = 66.7%) -> 3 started
    // checkout (3/4 = 75.0%) -> 3 ordered (3/3 = 100.0%).
    expect(report.funnel.map((s) => [s.step, s.visits, s.conversion])).toEqual([
      ['visits', 11, null],
      ['product_view', 6, 54.5],
      ['add_to_cart', 4, 66.7],
      ['checkout', 3, 75],
      ['order', 3, 100],
    ]);
    expect(report.totals).toMatchObject({ visitors: 10, visits: 11, orders: 3, rtoOrders: 1 });
  });

  it('nets revenue of cancellations and RTOs, by source and campaign', () => {
    expect(report.totals).toMatchObject({
      grossPaise: 2 * A_PAISE + B_PAISE,
      cancelledPaise: B_PAISE,
      rtoPaise: A_PAISE,
      returnedPaise: 0,
      netPaise: A_PAISE,
    });
    expect(
      report.sources.map((s) => [
        s.source,
        s.medium,
        s.campaign,
        s.visits,
        s.orders,
        s.grossPaise,
        s.netPaise,
      ]),
    ).toEqual([
      // Instagram: A and C, C came back: ₹A net.
      ['instagram', 'social', 'diwali', 4, 2, 2 * A_PAISE, A_PAISE],
      // Direct: browser 1's return and 8-10; no order.
      ['(direct)', '(none)', '(none)', 4, 0, 0, 0],
      // Google: B, cancelled: nothing net.
      ['google', 'cpc', '(none)', 3, 1, B_PAISE, 0],
    ]);
  });

  it('lists the top landing pages and the searches that found nothing', () => {
    expect(report.landingPages).toEqual([
      { page: '/collections/diwali', visits: 4 },
      { page: '/', visits: 3 },
      { page: '/product/ABC', visits: 3 },
      { page: '/cart', visits: 1 },
    ]);
    expect(report.emptySearches).toEqual([
      { query: 'linen shirt', searches: 2 },
      { query: 'kurta', searches: 1 },
    ]);
  });

  it('downloads the sources as CSV a spreadsheet reads, money in rupees', async () => {
    const csv = await call('GET', `/api/admins/analytics/csv/sources?from=${DAY}&to=${DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="sources-${DAY}-to-${DAY}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Source,Medium,Campaign,Visits,Orders,Revenue (₹),Cancelled (₹),RTO (₹),Returned (₹),Net revenue (₹)',
    );
    expect(lines[1]).toBe(
      `instagram,social,diwali,4,2,${rupees(2 * A_PAISE)},0.00,${rupees(A_PAISE)},0.00,${rupees(A_PAISE)}`,
    );
  });

  it('refuses a shopper or nobody, and a range backwards', async () => {
    const url = `/api/admins/analytics?from=${DAY}&to=${DAY}`;
    const shopper = await createShopper(db);
    expect((await app.inject({ method: 'GET', url, headers: apiKeyHeader })).statusCode).toBe(401);
    const asShopper = { ...apiKeyHeader, cookie: shopper.cookie };
    expect((await app.inject({ method: 'GET', url, headers: asShopper })).statusCode).toBe(401);
    const backwards = await call('GET', '/api/admins/analytics?from=2026-11-21&to=2026-11-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorMessage).toBe('from must not be after to');
  });
});

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** One tee (₹1,000) and delivery (₹100): ₹1,100. */
const A_PAISE = 110_000;
/** Two tees (₹2,000) and delivery (₹100): ₹2,100. */
const B_PAISE = 210_000;
