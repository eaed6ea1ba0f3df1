import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, outbox, products } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  countRows,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  putInCart,
  stockOf,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';

describe('cash on delivery', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const placeCod = (shopper: { cookie: string }, body: unknown = DELIVERY) =>
    asShopper(app, shopper).post('/api/cart/place-cod-order', body);

  it('places a captured order from the cart in one go: stock, items, event, mail, empty cart', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { price: 799, stock: { M: 4 } });
    const hoodie = await createProduct(db, { price: 1499, stock: { L: 2 } });
    await putInCart(db, shopper.id, tee, 'M', 2);
    await putInCart(db, shopper.id, hoodie, 'L', 1);
    const res = await placeCod(shopper);
    expect(res.statusCode).toBe(200);
    const { success, orderId } = res.json();
    expect(success).toBe(true);
    expect(orderId).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{10}$/);

    const order = await orderByPublicId(db, orderId);
    expect(order).toMatchObject({
      status: 'captured',
      paymentMethod: 'cod',
      amountPaise: (2 * 799 + 1499 + 100) * 100,
      deliveryChargePaise: 10_000,
      mobile: '9876543210',
      address: DELIVERY.address,
      userId: shopper.id,
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.itemId, i.size, i.quantity, i.unitPricePaise])).toEqual([
      [tee.itemId, 'M', 2, 79_900],
      [hoodie.itemId, 'L', 1, 149_900],
    ]);
    expect(await stockOf(db, tee, 'M')).toBe(2);
    expect(await stockOf(db, hoodie, 'L')).toBe(1);
    expect((await eventsOf(db, order.id)).map((e) => e.type)).toEqual(['placed']);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    // The confirmation, and the one-tap link that asks the shopper to confirm a COD order.
    expect(mails.map((m) => m.subject)).toEqual([
      // Placed, not yet confirmed: the words follow the state (docs/decisions/033).
      `Your order ${orderId} is placed: please confirm it`,
      `Please confirm your order ${orderId}`,
    ]);
    expect(mails[0]!.textBody).toContain('₹3,197');
    const cart = await asShopper(app, shopper).get('/api/cart/get-cart-items');
    expect(cart.json().items).toEqual([]);
  });

  it("charges today's catalogue price, never the price a client sent", async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 999, stock: { S: 3 } });
    const client = asShopper(app, shopper);
    await client.post('/api/cart/add-to-cart', {
      itemId: product.itemId,
      selectedSize: 'S',
      quantity: 1,
      price: 1,
    });
    await db.update(products).set({ pricePaise: 1_099_00 }).where(eq(products.id, product.id));
    const res = await client.post('/api/cart/place-cod-order', {
      ...DELIVERY,
      amount: 100,
      totalAmount: 1,
      price: 1,
    });
    const order = await orderByPublicId(db, res.json().orderId);
    expect(order.amountPaise).toBe((1099 + 100) * 100);
  });

  it.each([
    [{}, 'Please enter mobile number and delivery address'],
    [{ mobile: '9876543210' }, 'Please enter mobile number and delivery address'],
    [{ address: DELIVERY.address }, 'Please enter mobile number and delivery address'],
    [{ mobile: '   ', address: DELIVERY.address }, 'Please enter mobile number and delivery address'],
    [{ mobile: '12345', address: DELIVERY.address }, 'Please enter a valid 10-digit mobile number.'],
    [
      { mobile: '+44 7911 123456', address: DELIVERY.address },
      'Please enter a valid 10-digit mobile number.',
    ],
    [{ mobile: '9876543210', address: 'short' }, 'The delivery address must be 10 to 500 characters.'],
    [
      { mobile: '9876543210', address: 'x'.repeat(501) },
      'The delivery address must be 10 to 500 characters.',
    ],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    const before = await countRows(db);
    const res = await placeCod(shopper, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(message);
    expect(await countRows(db)).toEqual(before);
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it.each([
    ['09876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['6123456789', '6123456789'],
  ])('accepts the mobile %s and stores %s', async (mobile, stored) => {
    const shopper = await createShopper(db);
    const product = await createProduct(db);
    await putInCart(db, shopper.id, product, 'S', 1);
    const res = await placeCod(shopper, { mobile, address: DELIVERY.address });
    expect((await orderByPublicId(db, res.json().orderId)).mobile).toBe(stored);
  });

  it('answers 409 "Your cart is empty" with an empty cart', async () => {
    const shopper = await createShopper(db);
    const res = await placeCod(shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Your cart is empty');
  });

  it('rolls everything back when one line is short, naming its product and size', async () => {
    const shopper = await createShopper(db);
    const plenty = await createProduct(db, { stock: { M: 5 } });
    const scarce = await createProduct(db, { name: 'Boxy Tee', stock: { XL: 1 } });
    await putInCart(db, shopper.id, plenty, 'M', 2);
    await putInCart(db, shopper.id, scarce, 'XL', 2);
    const before = await countRows(db);
    const res = await placeCod(shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Only 1 left of Boxy Tee in size XL. Please update your cart.');
    expect(await stockOf(db, plenty, 'M')).toBe(5);
    expect(await stockOf(db, scarce, 'XL')).toBe(1);
    expect(await countRows(db)).toEqual(before);
  });

  it('never deadlocks when two carts hold the same two sizes in opposite order (stock is taken in one lock order)', async () => {
    const first = await createProduct(db, { stock: { M: 20 } });
    const second = await createProduct(db, { stock: { L: 20 } });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(db)));
    for (const [i, shopper] of shoppers.entries()) {
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      await putInCart(db, shopper.id, a, a === first ? 'M' : 'L', 1);
      await putInCart(db, shopper.id, b, b === first ? 'M' : 'L', 1);
    }
    const answers = await Promise.all(shoppers.map((shopper) => placeCod(shopper)));
    expect(answers.map((res) => res.statusCode)).toEqual(shoppers.map(() => 200));
    expect(await stockOf(db, first, 'M')).toBe(12);
    expect(await stockOf(db, second, 'L')).toBe(12);
  });

  it('refuses a withdrawn product with 409', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { name: 'Old Hoodie' });
    await putInCart(db, shopper.id, product, 'S', 1);
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    const res = await placeCod(shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'Old Hoodie is no longer available. Please remove it from your cart.',
    );
  });

  it('places ONE order on a double click; the second answers "Your cart is empty"', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 10 } });
    await putInCart(db, shopper.id, product, 'M', 2);
    const before = await countRows(db);
    const [a, b] = await Promise.all([placeCod(shopper), placeCod(shopper)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().errorMessage).toBe('Your cart is empty');
    expect((await countRows(db)).orders).toBe(before.orders + 1);
    expect(await stockOf(db, product, 'M')).toBe(8);
  });

  it('answers 401 to a visitor', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/place-cod-order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(DELIVERY),
    });
    expect(res.statusCode).toBe(401);
  });
});
