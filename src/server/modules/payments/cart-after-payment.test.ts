import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { usingPostgres } from '#tests/support/test-db';
import { expireReservations } from './reconcile';

const MINUTE = 60_000;

describe(`paying takes only the ordered units out of the cart (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  /**
   * The shopper starts paying for 2 of size M, then (in another tab) adds one more M and one L.
   * Whatever reports the payment, the cart afterwards holds exactly the units added later.
   */
  async function orderThenAddMore() {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 500, stock: { M: 10, L: 10 } });
    await putInCart(db, shopper.id, product, 'M', 2);
    const client = asShopper(app, shopper);
    const created = await client.post('/api/cart/create-order', {
      amount: (2 * 500 + 100) * 100,
      ...DELIVERY,
    });
    expect(created.statusCode).toBe(200);
    for (const selectedSize of ['M', 'L']) {
      const added = await client.post('/api/cart/add-to-cart', {
        itemId: product.itemId,
        selectedSize,
        quantity: 1,
      });
      expect(added.statusCode).toBe(200);
    }
    return { shopper, providerOrderId: created.json().id as string };
  }

  async function cartOf(shopper: TestAccount) {
    const cart = (await asShopper(app, shopper).get('/api/cart/get-cart-items')).json();
    return cart.items.map((i: { selectedSize: string; quantity: number }) => [i.selectedSize, i.quantity]);
  }

  it('verify-payment leaves the units added after create-order', async () => {
    const { shopper, providerOrderId } = await orderThenAddMore();
    const { payment, signature } = fake.pay(providerOrderId);
    const res = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(await cartOf(shopper)).toEqual([
      ['M', 1],
      ['L', 1],
    ]);
  });

  it('the webhook leaves them too', async () => {
    const { shopper, providerOrderId } = await orderThenAddMore();
    const payment = fake.addPayment(providerOrderId);
    const delivery = fake.webhook('payment.captured', {
      payment: { entity: { ...payment, status: 'captured' } },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      payload: delivery.body,
    });
    expect(res.statusCode).toBe(200);
    expect(await cartOf(shopper)).toEqual([
      ['M', 1],
      ['L', 1],
    ]);
  });

  it('and so does the reconciliation of a payment found at expiry', async () => {
    const { shopper, providerOrderId } = await orderThenAddMore();
    fake.addPayment(providerOrderId);
    clock.advance(15 * MINUTE);
    expect((await expireReservations(app.deps)).paid).toBe(1);
    expect(await cartOf(shopper)).toEqual([
      ['M', 1],
      ['L', 1],
    ]);
  });

  it('under contention: adds racing the payment all stay, and only the ordered units go', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 500, stock: { M: 20 } });
    await putInCart(db, shopper.id, product, 'M', 2);
    const client = asShopper(app, shopper);
    const created = await client.post('/api/cart/create-order', {
      amount: (2 * 500 + 100) * 100,
      ...DELIVERY,
    });
    const { payment, signature } = fake.pay(created.json().id);
    const add = () =>
      client.post('/api/cart/add-to-cart', { itemId: product.itemId, selectedSize: 'M', quantity: 1 });
    const answers = await Promise.all([
      add(),
      add(),
      client.post('/api/cart/verify-payment', {
        order_id: created.json().id,
        payment_id: payment.id,
        signature,
        ...DELIVERY,
      }),
      add(),
      add(),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // 2 ordered + 4 added - 2 paid for = the 4 added, whichever landed first.
    expect(await cartOf(shopper)).toEqual([['M', 4]]);
  });

  it('a line the shopper lowered meanwhile goes entirely', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 500, stock: { M: 10 } });
    await putInCart(db, shopper.id, product, 'M', 3);
    const client = asShopper(app, shopper);
    const created = await client.post('/api/cart/create-order', {
      amount: (3 * 500 + 100) * 100,
      ...DELIVERY,
    });
    await client.post('/api/cart/add-to-cart', { itemId: product.itemId, selectedSize: 'M', quantity: -1 });
    const { payment, signature } = fake.pay(created.json().id);
    await client.post('/api/cart/verify-payment', {
      order_id: created.json().id,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(await cartOf(shopper)).toEqual([]);
  });
});
