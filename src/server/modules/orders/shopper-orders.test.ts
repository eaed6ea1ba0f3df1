import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema';
import { ADDRESS_MESSAGES } from '#shared/address';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  countRows,
  eventsOf,
  orderByPublicId,
  placeCodOrderFor,
  startOnlineOrder,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { fixedServiceability } from '../delivery/serviceability';
import { cancelOrder } from '../payments/cancel-order';
import { dispatchOrder } from './admin-orders';

describe("a shopper's orders", async () => {
  const { app, database, clock } = await createTestApp();
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(database.db);
  const db = database.db;
  const newAddress = '221B Baker Street, Mumbai 400001';

  it('lists only their own placed orders, newest first, in the Order JSON', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { name: 'Stone Hoodie', price: 1499 });
    const first = await placeCodOrderFor(app, db, shopper, product, 2, 'L');
    clock.advance(60_000);
    const second = await placeCodOrderFor(app, db, shopper, product, 1, 'M');
    await startOnlineOrder(app, db, shopper, product); // pending: not shown
    await placeCodOrderFor(app, db, await createShopper(db), product); // someone else's

    const res = await asShopper(app, shopper).get('/api/users/orders');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { orderId: string }) => o.orderId)).toEqual([second, first]);
    expect(list[1]).toEqual({
      orderId: first,
      paymentId: null,
      userName: shopper.userName,
      mobile: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      items: [
        {
          lineId: expect.any(Number),
          itemId: product.itemId,
          name: 'Stone Hoodie',
          image: `/images/${product.imageId}.webp`,
          price: 1499,
          quantity: 2,
          selectedSize: 'L',
          colour: null,
        },
      ],
      amount: 2 * 1499 + 100,
      deliveryCharge: 100,
      couponCode: null,
      discount: 0,
      // Neither a prepaid discount nor a COD fee (both off by default), nor a partial-COD token.
      prepaidDiscount: 0,
      codFee: 0,
      codToken: 0,
      status: 'captured',
      trackingId: null,
      courier: null,
      trackingUrl: null,
      dispatchedAt: null,
      deliveredAt: null,
      returnState: null,
      paymentMethod: 'cod',
      // Cash on delivery: not yet confirmed by the shopper, nor overdue; no store credit used.
      codConfirmedAt: null,
      codFlagged: false,
      codFlagHours: 24,
      storeCredit: 0,
      // Not an exchange for a return (docs/decisions/033).
      exchangeFor: null,
      exchangeReturnId: null,
      createdAt: expect.any(String),
      // Sent as one line: the directory gave its state and city.
      deliveryAddress: {
        fullName: expect.any(String),
        mobile: '9876543210',
        line1: '12 MG Road, Bengaluru 560001',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
  });

  it('answers an empty list to a shopper without orders, and 401 to a visitor', async () => {
    expect((await asShopper(app, await createShopper(db)).get('/api/users/orders')).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/users/orders' })).statusCode).toBe(401);
  });

  it('changes the address of their own Processed order and writes an audit event', async () => {
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, await createProduct(db));
    const res = await asShopper(app, shopper).put('/api/cart/update-order-service', { orderId, newAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Address updated successfully!');
    expect(res.json().order.address).toBe(newAddress);
    const order = await orderByPublicId(db, orderId);
    expect(order.address).toBe(newAddress);
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'address_changed',
      actor: `shopper:${shopper.id}`,
      data: { from: '12 MG Road, Bengaluru 560001', to: newAddress },
    });
  });

  it("answers 404 for another shopper's order and an unknown one, changing nothing", async () => {
    const owner = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, owner, await createProduct(db));
    const other = asShopper(app, await createShopper(db));
    const before = await countRows(db);
    const theirs = await other.put('/api/cart/update-order-service', { orderId, newAddress });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessage).toBe('Order not found.');
    const unknown = await other.put('/api/cart/update-order-service', {
      orderId: 'ORD-0000000000',
      newAddress,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await orderByPublicId(db, orderId)).address).toBe('12 MG Road, Bengaluru 560001');
    expect(await countRows(db)).toEqual(before);
  });

  it('answers 409 after dispatch or cancellation', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const dispatched = await placeCodOrderFor(app, db, shopper, await createProduct(db));
    await dispatchOrder(db, { orderId: dispatched, trackingId: 'DTDC123', actor: 'admin:1' });
    const late = await client.put('/api/cart/update-order-service', { orderId: dispatched, newAddress });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe('The address can only be changed while the order is Processed.');
    const cancelled = await placeCodOrderFor(app, db, shopper, await createProduct(db));
    await cancelOrder(app.deps, { orderId: cancelled, actor: 'admin:1' });
    const after = await client.put('/api/cart/update-order-service', { orderId: cancelled, newAddress });
    expect(after.statusCode).toBe(409);
  });

  it('answers 404 for an order still awaiting payment', async () => {
    const shopper = await createShopper(db);
    const { order } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const res = await asShopper(app, shopper).put('/api/cart/update-order-service', {
      orderId: order.orderId,
      newAddress,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [{ orderId: 'ORD-0000000000' }, 'Please enter mobile number and delivery address'],
    [{ orderId: 'ORD-0000000000', newAddress: 'tiny' }, 'The delivery address must be 10 to 500 characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await asShopper(app, await createShopper(db)).put('/api/cart/update-order-service', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(message);
  });

  it('keeps the order lines as they were when the catalogue changes later', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { name: 'Original Name', price: 700 });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    await db.update(products).set({ name: 'Renamed', pricePaise: 99_900 }).where(eq(products.id, product.id));
    const [order] = (await asShopper(app, shopper).get('/api/users/orders')).json();
    expect(order).toMatchObject({ orderId, amount: 800, items: [{ name: 'Original Name', price: 700 }] });
    expect(await db.$count(orders, eq(orders.orderId, orderId))).toBe(1);
  });
});

describe('Change Address with the structured form and the delivery rules', async () => {
  const { app, database } = await createTestApp(
    {},
    { serviceability: fixedServiceability({ blocked: ['110'], noCashOnDelivery: ['7911'] }) },
  );
  const db = database.db;
  const MUMBAI = {
    fullName: 'Ravi Shah',
    mobile: '9123456789',
    line1: '221B Marine Drive',
    line2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400002',
  };
  const change = async (deliveryAddress: object) => {
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, await createProduct(db));
    const res = await asShopper(app, shopper).put('/api/cart/update-order-service', {
      orderId,
      deliveryAddress,
    });
    return { res, order: await orderByPublicId(db, orderId) };
  };

  it('stores the new structured address, its one-line form and its mobile', async () => {
    const { res, order } = await change(MUMBAI);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      address: 'Ravi Shah, 221B Marine Drive, Mumbai, Maharashtra 400002',
      mobile: '9123456789',
      deliveryAddress: MUMBAI,
    });
    expect(order.deliveryAddress).toEqual(MUMBAI);
  });

  it.each([
    [{ pincode: '999999' }, 400, DELIVERY_MESSAGES.invalidPincode],
    [{ state: 'Gujarat' }, 400, ADDRESS_MESSAGES.stateMismatch('400002', 'Maharashtra')],
    [{ pincode: '110001', state: 'Delhi', city: 'New Delhi' }, 400, DELIVERY_MESSAGES.notServiceable],
    // A cash-on-delivery order cannot move to where cash on delivery is not offered.
    [
      { pincode: '791110', state: 'Arunachal Pradesh', city: 'Itanagar' },
      400,
      DELIVERY_MESSAGES.codUnavailable,
    ],
  ])('refuses %j with its message and keeps the old address', async (fields, status, message) => {
    const { res, order } = await change({ ...MUMBAI, ...fields });
    expect(res.statusCode).toBe(status);
    expect(res.json().errorMessage).toBe(message);
    expect(order.address).toBe('12 MG Road, Bengaluru 560001');
  });
});
