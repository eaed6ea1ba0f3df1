import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { usingPostgres } from '#tests/support/test-db';

const MINUTE = 60_000;
const dbName = usingPostgres() ? 'PostgreSQL' : 'PGlite';

describe(`one shopper cannot hold stock indefinitely (${dbName})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const add = (shopper: { cookie: string }, itemId: string, quantity: number, selectedSize = 'M') =>
    asShopper(app, shopper).post('/api/cart/add-to-cart', { itemId, selectedSize, quantity });
  const createOrder = (shopper: { cookie: string }, amount: number) =>
    asShopper(app, shopper).post('/api/cart/create-order', { amount, ...DELIVERY });
  const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId));

  describe('at most 10 units of a size per order (MAX_UNITS_PER_SIZE)', () => {
    it('lets the cart reach 10 of a size and refuses the 11th with 409 and a clear message', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { stock: { M: 50, L: 50 } });
      expect((await add(shopper, product.itemId, 10)).statusCode).toBe(200);
      const res = await add(shopper, product.itemId, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe('You can buy at most 10 of size M in one order.');
      // The cap is per size: another size of the same product is a line of its own.
      expect((await add(shopper, product.itemId, 10, 'L')).statusCode).toBe(200);
      const cart = (await asShopper(app, shopper).get('/api/cart/get-cart-items')).json();
      expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([10, 10]);
      // Taking one away still works at the cap.
      expect((await add(shopper, product.itemId, -1)).statusCode).toBe(200);
    });

    it('refuses a cart line above the cap at checkout, cash or online, and holds nothing', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { name: 'Bulk Tee', price: 500, stock: { M: 50 } });
      // A cart filled before the cap was lowered, or written by another path.
      await putInCart(db, shopper.id, product, 'M', 11);
      const message = 'You can buy at most 10 of Bulk Tee in size M in one order. Please update your cart.';
      const providerOrders = fake.orders.size;

      const cod = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
      expect(cod.statusCode).toBe(409);
      expect(cod.json().errorMessage).toBe(message);
      const online = await createOrder(shopper, (11 * 500 + 100) * 100);
      expect(online.statusCode).toBe(409);
      expect(online.json().errorMessage).toBe(message);

      expect(fake.orders.size).toBe(providerOrders);
      expect(await ordersOf(shopper.id)).toEqual([]);
      expect(await stockOf(db, product, 'M')).toBe(50);
    });
  });

  describe('starting again does not extend the reservation', () => {
    it('ends every re-created order with the first one, then opens a new window after it', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { price: 500, stock: { M: 10 } });
      await putInCart(db, shopper.id, product, 'M', 1);
      const first = await createOrder(shopper, 60_000);
      expect(first.statusCode).toBe(200);
      const firstEnd = clock().getTime() + 15 * MINUTE;

      // Ten minutes later the cart changes and checkout starts again: 5 minutes are left, not 15.
      clock.advance(10 * MINUTE);
      await add(shopper, product.itemId, 1);
      const second = await createOrder(shopper, 110_000);
      expect(second.statusCode).toBe(200);
      expect(second.json().id).not.toBe(first.json().id);

      // The payment window is closed, then opened again for the same cart: still the same end.
      clock.advance(2 * MINUTE);
      const abandoned = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
        order_id: second.json().id,
      });
      expect(abandoned.json().outcome).toBe('released');
      const third = await createOrder(shopper, 110_000);
      expect(third.statusCode).toBe(200);

      const byProvider = new Map((await ordersOf(shopper.id)).map((o) => [o.providerOrderId, o]));
      for (const res of [first, second, third]) {
        expect(byProvider.get(res.json().id)!.reservedUntil!.getTime()).toBe(firstEnd);
      }
      expect(await stockOf(db, product, 'M')).toBe(8);

      // Once the window has ended a new checkout gets a full 15 minutes again.
      clock.advance(4 * MINUTE);
      await add(shopper, product.itemId, 1);
      const fourth = await createOrder(shopper, 160_000);
      expect(fourth.statusCode).toBe(200);
      const [latest] = (await ordersOf(shopper.id)).filter((o) => o.providerOrderId === fourth.json().id);
      expect(latest!.reservedUntil!.getTime()).toBe(clock().getTime() + 15 * MINUTE);
    });
  });

  describe('the provider order comes after the stock is reserved', () => {
    it('creates no provider order for a sold-out cart', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { name: 'Gone Tee', price: 500, stock: { M: 0 } });
      await putInCart(db, shopper.id, product, 'M', 1);
      const providerOrders = fake.orders.size;
      const res = await createOrder(shopper, 60_000);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe('Gone Tee in size M is out of stock. Please update your cart.');
      expect(fake.orders.size).toBe(providerOrders);
      expect(await ordersOf(shopper.id)).toEqual([]);
    });

    it('releases the reservation at once when the provider cannot be reached', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { price: 500, stock: { M: 3 } });
      await putInCart(db, shopper.id, product, 'M', 2);
      fake.failures.push('/orders');
      const res = await createOrder(shopper, 110_000);
      expect(res.statusCode).toBe(409);
      expect(await stockOf(db, product, 'M')).toBe(3);
      const [order] = await ordersOf(shopper.id);
      expect(order).toMatchObject({ status: 'failed', providerOrderId: null });
    });
  });

  describe('under contention', () => {
    it('20 shoppers paying online for the last 5 units: 5 reservations, 5 provider orders, 15 clear 409s', async () => {
      const product = await createProduct(db, { name: 'Rush Tee', price: 500, stock: { M: 5 } });
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper(db)));
      for (const shopper of shoppers) await putInCart(db, shopper.id, product, 'M', 1);
      const providerOrders = fake.orders.size;

      const answers = await Promise.all(shoppers.map((shopper) => createOrder(shopper, 60_000)));

      const reserved = answers.filter((res) => res.statusCode === 200);
      const refused = answers.filter((res) => res.statusCode === 409);
      expect(reserved).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const res of refused) {
        expect(res.json().errorMessage).toBe('Rush Tee in size M is out of stock. Please update your cart.');
      }
      expect(fake.orders.size - providerOrders).toBe(5);
      expect(await stockOf(db, product, 'M')).toBe(0);
    });

    it('one shopper racing checkouts with a changing cart holds one pending order and its stock only', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { price: 500, stock: { M: 10 } });
      await putInCart(db, shopper.id, product, 'M', 1);

      await Promise.all([
        ...Array.from({ length: 4 }, () => createOrder(shopper, 60_000)),
        add(shopper, product.itemId, 1),
        ...Array.from({ length: 4 }, () => createOrder(shopper, 110_000)),
        add(shopper, product.itemId, 1),
        ...Array.from({ length: 4 }, () => createOrder(shopper, 160_000)),
      ]);

      const mine = await ordersOf(shopper.id);
      const pending = mine.filter((o) => o.status === 'pending_payment');
      expect(pending.length).toBeLessThanOrEqual(1);
      const held = pending.length === 1 ? (pending[0]!.amountPaise - 10_000) / 50_000 : 0;
      expect(await stockOf(db, product, 'M')).toBe(10 - held);
      expect(mine.every((o) => ['pending_payment', 'failed'].includes(o.status))).toBe(true);
    });
  });
});
