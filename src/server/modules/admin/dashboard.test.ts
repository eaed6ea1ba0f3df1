import { describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders } from '#server/db/schema';
import type { Size } from '#shared/constants';
import { type DashboardJson, dashboardSchema } from '#shared/dashboard';
import type { OrderStatus } from '#shared/orders';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper, type TestProduct } from '#tests/support/factories';

/**
 * A month of orders with every figure worked out by hand (docs/product.md section 14). "Now" is
 * 31 March 2025, 12:00 in India (06:30 UTC); days start at midnight in India.
 */
const NOW = new Date('2025-03-31T06:30:00Z');
/** An instant `daysAgo` days before 31 March, at hh:mm India time. */
const ist = (daysAgo: number, hhmm: string) => {
  const day = new Date(Date.UTC(2025, 2, 31 - daysAgo));
  return new Date(`${day.toISOString().slice(0, 10)}T${hhmm}:00+05:30`);
};

describe('GET /api/admins/dashboard', async () => {
  const { app, database, clock } = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  clock.set(NOW);
  const db = database.db;
  const admin = await createAdmin(db);
  const headers = headersFor(admin);
  const shopper = await createShopper(db);
  const full = { S: 10, M: 10, L: 10, XL: 10, XXL: 10, XXXL: 10 };
  const [A, B, C, D, E, F] = [
    await createProduct(db, { name: 'A Tee', stock: full }),
    await createProduct(db, { name: 'B Tee', stock: full }),
    await createProduct(db, { name: 'C Hoodie', stock: full }),
    await createProduct(db, { name: 'D Hoodie', stock: { ...full, M: 3 } }),
    await createProduct(db, { name: 'E Sweatshirt', stock: full }),
    await createProduct(db, { name: 'F Sweatshirt', stock: { ...full, S: 2, XL: 0 } }),
  ] as [TestProduct, TestProduct, TestProduct, TestProduct, TestProduct, TestProduct];

  let turn = 0;
  /** Database ids of the orders below, #1 first. */
  const ids: number[] = [];
  const order = async (
    at: Date,
    status: OrderStatus,
    method: 'cod' | 'online',
    rupees: number,
    lines: [TestProduct, number][],
  ) => {
    turn++;
    const [row] = await db
      .insert(orders)
      .values({
        orderId: `ORD-DASH${String(turn).padStart(6, '0')}`,
        userId: shopper.id,
        paymentMethod: method,
        status,
        amountPaise: rupees * 100,
        deliveryChargePaise: 10_000,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    ids.push(row!.id);
    await db.insert(orderItems).values(
      lines.map(([product, quantity]) => ({
        orderId: row!.id,
        productId: product.id,
        itemId: product.itemId,
        name: product.name,
        imageId: product.imageId,
        size: 'M' as Size,
        quantity,
        unitPricePaise: product.pricePaise,
      })),
    );
  };

  /* 1 */ await order(ist(0, '10:00'), 'captured', 'cod', 1099, [[A, 1]]);
  /* 2 */ await order(ist(0, '09:00'), 'dispatched', 'online', 2000, [[B, 2]]);
  /* 3 */ await order(ist(0, '11:00'), 'pending_payment', 'online', 5000, [[B, 5]]);
  /* 4 */ await order(ist(0, '08:00'), 'cancelled', 'cod', 900, [[A, 10]]);
  /* 5 */ await order(ist(3, '15:00'), 'delivered', 'online', 3500, [[C, 3]]);
  /* 6 */ await order(ist(6, '00:30'), 'captured', 'cod', 1200, [[D, 1]]);
  /* 7 */ await order(ist(7, '23:00'), 'dispatched', 'cod', 800, [[A, 2]]);
  /* 8 */ await order(ist(20, '13:00'), 'dispatched', 'online', 4000, [[E, 6]]);
  /* 9 */ await order(ist(29, '00:10'), 'delivered', 'cod', 600, [[F, 2]]);
  /* 10 */ await order(ist(30, '23:50'), 'captured', 'cod', 10000, [[A, 20]]);
  /* 11 */ await order(ist(15, '12:00'), 'failed', 'online', 700, [[C, 7]]);
  /* 12 */ await order(ist(10, '12:00'), 'expired', 'online', 300, [[D, 3]]);
  /* 13 */ await order(ist(2, '18:00'), 'captured', 'online', 1500, [
    [B, 1],
    [C, 2],
  ]);
  /* 14 */ await order(ist(1, '23:55'), 'captured', 'cod', 100, [[A, 1]]);

  // Refunds: ₹750 to the payment of #2's return, ₹2,000 by transfer for #5's: ₹2,750 in all. A
  // ₹500 refund of a second payment on #13 refunds money the order never counted.
  const refund = (n: number, type: string, data: Record<string, unknown>) =>
    db.insert(orderEvents).values({ orderId: ids[n - 1]!, actor: 'admin:1', type, data, createdAt: NOW });
  await refund(2, 'refund_requested', { amountPaise: 750_00, paymentId: 'pay_2', refundKey: 'return:RET-2' });
  await refund(5, 'refund_recorded', { amountPaise: 2000_00, returnId: 'RET-5', reference: 'UTR 55' });
  await refund(13, 'refund_requested', {
    amountPaise: 500_00,
    paymentId: 'pay_13b',
    reason: 'extra payment',
  });

  const dashboard = async (): Promise<DashboardJson> => {
    const res = await app.inject({ url: '/api/admins/dashboard', headers });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardSchema.parse(res.json());
  };

  it('counts revenue (captured, dispatched, delivered) for today, 7 and 30 days in India time', async () => {
    const figures = await dashboard();
    // Today: #1 1099 + #2 2000. #3 awaits payment, #4 was cancelled; #14 was 5 minutes before midnight.
    expect(figures.today).toEqual({ revenue: 3099, orders: 2 });
    // 7 days (25 to 31 March): today's, #14 100, #13 1500, #5 3500, #6 1200 (00:30 on the 25th).
    expect(figures.last7Days).toEqual({ revenue: 9399, orders: 6 });
    // 30 days (2 to 31 March): those, #7 800, #8 4000, #9 600; #10 is from 1 March.
    expect(figures.last30Days).toEqual({ revenue: 14799, orders: 9 });
  });

  it('takes the refunds of returns off the revenue of the orders they belong to, as net revenue', async () => {
    const figures = await dashboard();
    // Today: 3099 less #2's 750. 7 days: 9399 less 750 and #5's 2000. 30 days: 14799 less 2750.
    // #13's refund of a second payment is not taken off: that money was never in its 1500.
    expect(figures.netRevenue).toEqual({
      today: { revenue: 2349, refunded: 750 },
      last7Days: { revenue: 6649, refunded: 2750 },
      last30Days: { revenue: 12049, refunded: 2750 },
    });
  });

  it('counts orders awaiting dispatch whenever placed, and the share paid cash on delivery', async () => {
    const figures = await dashboard();
    // Captured: #1, #6, #10, #13, #14.
    expect(figures.awaitingDispatch).toBe(5);
    // The COD panel's share: of the 11 orders placed in 90 days (all but #3 awaiting payment, #11
    // failed, #12 expired), #1, #4 (cancelled), #6, #7, #9, #10 and #14 are COD: 7/11 = 63.6%.
    expect(figures.cashOnDelivery).toEqual({ orders: 7, of: 11, percent: 63.6, days: 90 });
  });

  it('charts revenue per day for 30 days and orders by status', async () => {
    const figures = await dashboard();
    expect(figures.revenueByDay).toHaveLength(30);
    expect(figures.revenueByDay[0]!.date).toBe('2025-03-02');
    expect(figures.revenueByDay[29]!.date).toBe('2025-03-31');
    const nonZero = Object.fromEntries(
      figures.revenueByDay
        .filter((day) => day.orders > 0)
        .map((day) => [day.date, [day.revenue, day.orders]]),
    );
    expect(nonZero).toEqual({
      '2025-03-02': [600, 1],
      '2025-03-11': [4000, 1],
      '2025-03-24': [800, 1],
      '2025-03-25': [1200, 1],
      '2025-03-28': [3500, 1],
      '2025-03-29': [1500, 1],
      '2025-03-30': [100, 1],
      '2025-03-31': [3099, 2],
    });
    expect(figures.ordersByStatus).toEqual([
      { status: 'pending_payment', orders: 1 },
      { status: 'captured', orders: 4 },
      { status: 'dispatched', orders: 3 },
      { status: 'delivered', orders: 2 },
      { status: 'cancelled', orders: 1 },
      { status: 'expired', orders: 1 },
      { status: 'failed', orders: 1 },
      { status: 'rto', orders: 0 },
      { status: 'rto_received', orders: 0 },
    ]);
  });

  it('names the top five products by units of revenue orders', async () => {
    const figures = await dashboard();
    // E 6 (#8); C 3 + 2 (#5, #13); A 1 + 2 + 1 (#1, #7, #14); B 2 + 1 (#2, #13); F 2 (#9). D's 1 is sixth.
    expect(figures.topProducts.map((p) => [p.name, p.units])).toEqual([
      ['E Sweatshirt', 6],
      ['C Hoodie', 5],
      ['A Tee', 4],
      ['B Tee', 3],
      ['F Sweatshirt', 2],
    ]);
  });

  it('lists sizes at or under the low-stock setting, which the admin can change', async () => {
    const figures = await dashboard();
    expect(figures.lowStock.threshold).toBe(3);
    expect(figures.lowStock.products).toBe(2);
    expect(figures.lowStock.sizes.map((s) => [s.name, s.size, s.quantity])).toEqual([
      ['F Sweatshirt', 'XL', 0],
      ['F Sweatshirt', 'S', 2],
      ['D Hoodie', 'M', 3],
    ]);
    const save = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/lowStock',
      headers,
      payload: { threshold: 2 },
    });
    expect(save.statusCode).toBe(200);
    const after = await dashboard();
    expect(after.lowStock).toMatchObject({ threshold: 2, products: 1 });
    expect(after.lowStock.sizes).toHaveLength(2);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/lowStock',
      headers,
      payload: { threshold: -1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe(
      'The low-stock threshold must be a whole number from 0 to 1,000',
    );
  });
});
