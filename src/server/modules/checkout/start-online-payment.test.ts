import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { asShopper, countRows, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { FAKE_KEYS, razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

describe('create-order: starting an online payment', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  async function shopperWithCart(price = 799, quantity = 2, stock = 5) {
    const shopper = await createShopper(db, { firstName: 'Meera' });
    const product = await createProduct(db, { price, stock: { M: stock } });
    await putInCart(db, shopper.id, product, 'M', quantity);
    return { shopper, product, client: asShopper(app, shopper), amount: (price * quantity + 100) * 100 };
  }

  it('reserves the stock in a pending order and answers the provider order for the server amount', async () => {
    const { shopper, product, client, amount } = await shopperWithCart();
    const res = await client.post('/api/cart/create-order', { amount, ...DELIVERY });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^order_/),
      amount,
      currency: 'INR',
      keyId: FAKE_KEYS.keyId,
      name: 'Meera Verma',
      email: shopper.email,
    });
    expect(fake.orders.get(body.id)).toMatchObject({ amount, currency: 'INR' });
    const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, body.id));
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'online',
      amountPaise: amount,
      mobile: '9876543210',
      address: DELIVERY.address,
    });
    expect(fake.orders.get(body.id)!.receipt).toBe(order!.orderId);
    expect(order!.reservedUntil!.getTime() - clock().getTime()).toBe(15 * 60_000);
    expect(await stockOf(db, product, 'M')).toBe(3);
    // The cart stays until the payment is verified.
    expect((await client.get('/api/cart/get-cart-items')).json().items).toHaveLength(1);
  });

  it('answers 409 to a tampered amount and creates nothing, not even a provider order', async () => {
    const { product, client, amount } = await shopperWithCart();
    const providerOrders = fake.orders.size;
    const before = await countRows(db);
    const res = await client.post('/api/cart/create-order', { amount: amount - 50_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Your cart has changed. Please review your order.');
    expect(fake.orders.size).toBe(providerOrders);
    expect(await countRows(db)).toEqual(before);
    expect(await stockOf(db, product, 'M')).toBe(5);
  });

  it('answers 409 when the catalogue price changed since the shopper looked', async () => {
    const { product, client, amount } = await shopperWithCart(799, 1);
    await db.update(products).set({ pricePaise: 89_900 }).where(eq(products.id, product.id));
    const res = await client.post('/api/cart/create-order', { amount });
    expect(res.statusCode).toBe(409);
    const fresh = await client.post('/api/cart/create-order', { amount: (899 + 100) * 100 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().amount).toBe(99_900);
  });

  it.each([0, -100, 12.5, '89900', null])('refuses an amount of %j with 400', async (bad) => {
    const { client } = await shopperWithCart();
    expect((await client.post('/api/cart/create-order', { amount: bad })).statusCode).toBe(400);
  });

  it('reuses the reservation on a double click instead of holding the stock twice', async () => {
    const { product, client, amount } = await shopperWithCart(500, 1, 3);
    const [a, b] = await Promise.all([
      client.post('/api/cart/create-order', { amount }),
      client.post('/api/cart/create-order', { amount }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().id).toBe(b.json().id);
    expect(await stockOf(db, product, 'M')).toBe(2);
  });

  it('lets an older reservation go when the cart changed and a new payment starts', async () => {
    const { shopper, product, client, amount } = await shopperWithCart(500, 1, 3);
    const first = (await client.post('/api/cart/create-order', { amount })).json();
    await client.post('/api/cart/add-to-cart', { itemId: product.itemId, selectedSize: 'M', quantity: 1 });
    const second = await client.post('/api/cart/create-order', { amount: (1000 + 100) * 100 });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.id);
    const mine = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(mine.map((o) => o.status).sort()).toEqual(['failed', 'pending_payment']);
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it('answers 409 "Your cart is empty" with an empty cart', async () => {
    const shopper = await createShopper(db);
    const res = await asShopper(app, shopper).post('/api/cart/create-order', { amount: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Your cart is empty');
  });

  it('answers 409 with a clear message when Razorpay cannot be reached, holding no stock', async () => {
    const { product, client, amount } = await shopperWithCart(700, 1, 2);
    fake.failures.push('/orders');
    const res = await client.post('/api/cart/create-order', { amount });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'We could not reach the payment provider. Please try again, or choose Cash On Delivery.',
    );
    expect(await stockOf(db, product, 'M')).toBe(2);
  });
});
