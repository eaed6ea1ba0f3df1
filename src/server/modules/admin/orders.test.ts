import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, outbox } from '#server/db/schema';
import type { Size } from '#shared/constants';
import { type OrderJson, TRACKING_ID_MESSAGE } from '#shared/orders';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  putInCart,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('admin orders: list, dispatch and cancel', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(database.db);
  const db = database.db;
  const admin = await createAdmin(db);

  const adminCall = (method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: headersFor(admin), ...(payload === undefined ? {} : { payload }) });
  const dispatch = (orderId: string, trackingId?: unknown) =>
    adminCall('PATCH', '/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId });
  const cancel = (orderId: string) => adminCall('PATCH', '/api/admins/cancel-order', { orderId });
  const listOrders = async (query = '') => {
    const res = await adminCall('GET', `/api/admins/orders${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as OrderJson[];
  };

  async function placeCod(shopper: TestAccount, product: { id: number }, size: Size = 'M', quantity = 1) {
    await putInCart(db, shopper.id, product, size, quantity);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  }

  async function payOnline(shopper: TestAccount, product: { id: number; pricePaise: number }) {
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const { payment, signature } = fake.pay(providerOrderId);
    const res = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(res.json()).toMatchObject({ success: true });
    return { orderId: order.orderId, paymentId: payment.id, amountPaise: order.amountPaise };
  }

  it('lists every shopper placed order newest first as Order JSON, filtered by status', async () => {
    const [alice, bob] = [await createShopper(db), await createShopper(db)];
    const product = await createProduct(db, { name: 'Listed Tee', price: 500 });
    const first = await placeCod(alice, product, 'S', 2);
    const second = await placeCod(bob, product, 'L');
    const all = await listOrders();
    expect(all.slice(0, 2).map((o) => o.orderId)).toEqual([second, first]);
    expect(all[1]).toMatchObject({
      orderId: first,
      userName: alice.userName,
      mobile: '9876543210',
      address: DELIVERY.address,
      amount: 1100,
      status: 'captured',
      trackingId: null,
      paymentMethod: 'cod',
      items: [{ itemId: product.itemId, name: 'Listed Tee', price: 500, quantity: 2, selectedSize: 'S' }],
    });
    expect((await listOrders('?status=dispatched')).some((o) => o.orderId === first)).toBe(false);
    expect((await listOrders('?status=captured')).map((o) => o.orderId)).toContain(first);
    expect(await listOrders('?page=2')).toEqual([]);
    expect((await adminCall('GET', '/api/admins/orders?status=shipped')).statusCode).toBe(400);
    expect((await adminCall('GET', '/api/admins/orders?page=0')).statusCode).toBe(400);
  });

  it('dispatches a Processed order with its tracking id, mails the shopper and shows it on their orders', async () => {
    const shopper = await createShopper(db);
    const orderId = await placeCod(shopper, await createProduct(db));
    const res = await dispatch(orderId, '  DTDC-99812345  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId, status: 'dispatched', trackingId: 'DTDC-99812345' });
    const mine = (await asShopper(app, shopper).get('/api/users/orders')).json() as OrderJson[];
    expect(mine).toMatchObject([{ orderId, status: 'dispatched', trackingId: 'DTDC-99812345' }]);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails.at(-1)!.textBody).toContain('DTDC-99812345');
    const order = await orderByPublicId(db, orderId);
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      actor: `admin:${admin.id}`,
      type: 'dispatched',
    });
  });

  it.each([
    ['blank', ''],
    ['spaces only', '   '],
    ['missing', undefined],
  ])('refuses a %s tracking id with "Tracking ID can\'t be left empty"', async (_label, trackingId) => {
    const orderId = await placeCod(await createShopper(db), await createProduct(db));
    const res = await dispatch(orderId, trackingId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: TRACKING_ID_MESSAGE, code: 'validation' });
    expect((await orderByPublicId(db, orderId)).status).toBe('captured');
  });

  it('refuses to dispatch twice, and to cancel a dispatched order, with 409', async () => {
    const orderId = await placeCod(await createShopper(db), await createProduct(db));
    expect((await dispatch(orderId, 'TRK-1')).statusCode).toBe(200);
    const twice = await dispatch(orderId, 'TRK-2');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toMatch(/Only a Processed order can be dispatched/);
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect(await orderByPublicId(db, orderId)).toMatchObject({ status: 'dispatched', trackingId: 'TRK-1' });
  });

  it('cancels a cash-on-delivery order: stock back on sale, shopper mailed; twice or then dispatch is 409', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5, L: 2 } });
    const orderId = await placeCod(shopper, product, 'M', 3);
    expect(await stockOf(db, product, 'M')).toBe(2);
    const res = await cancel(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId, status: 'cancelled' });
    expect(await stockOf(db, product, 'M')).toBe(5);
    expect(await stockOf(db, product, 'L')).toBe(2);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails.at(-1)!.subject).toMatch(/cancel/i);
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect((await dispatch(orderId, 'TRK-3')).statusCode).toBe(409);
    // A second cancel restored nothing twice.
    expect(await stockOf(db, product, 'M')).toBe(5);
  });

  it('cancels a paid online order and refunds the payment through the provider', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1200, stock: { M: 4 } });
    const paid = await payOnline(shopper, product);
    expect(await stockOf(db, product, 'M')).toBe(3);
    const res = await cancel(paid.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(db, product, 'M')).toBe(4);
    await expect
      .poll(() => fake.refunds.filter((r) => r.payment_id === paid.paymentId))
      .toEqual([expect.objectContaining({ payment_id: paid.paymentId, amount: paid.amountPaise })]);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await dispatch('ORD-NOSUCHONE', 'TRK')).statusCode).toBe(404);
    expect((await cancel('ORD-NOSUCHONE')).statusCode).toBe(404);
  });

  it("keeps an archived product's past orders readable for the shopper and the admin", async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { name: 'Soon Gone Tee', price: 650 });
    const orderId = await placeCod(shopper, product, 'L', 2);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/admins/delete-product',
      headers: headersFor(admin),
      payload: { productId: product.itemId },
    });
    expect(removed.statusCode).toBe(200);
    const line = {
      itemId: product.itemId,
      name: 'Soon Gone Tee',
      price: 650,
      quantity: 2,
      selectedSize: 'L',
    };
    const mine = (await asShopper(app, shopper).get('/api/users/orders')).json() as OrderJson[];
    expect(mine).toMatchObject([{ orderId, items: [line] }]);
    const listed = (await listOrders()).find((o) => o.orderId === orderId)!;
    expect(listed.items).toMatchObject([line]);
    expect((await app.inject({ url: listed.items[0]!.image })).statusCode).toBe(200);
    // The order still follows its life: it can be dispatched.
    expect((await dispatch(orderId, 'TRK-ARCHIVED')).statusCode).toBe(200);
  });

  it('writes an order event for each admin action, naming the admin', async () => {
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.actor, `admin:${admin.id}`));
    const types = new Set(events.map((e) => e.type));
    expect(types.has('dispatched') && types.has('cancelled')).toBe(true);
  });
});
