import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { asShopper, putInCart } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';

describe('the cart API', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const add = (shopper: { cookie: string }, body: Record<string, unknown>) =>
    asShopper(app, shopper).post('/api/cart/add-to-cart', body);

  it('answers 401 to a visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cart/get-cart-items' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBeTruthy();
  });

  it('shows an empty cart with items []', async () => {
    const shopper = await createShopper(db);
    const res = await asShopper(app, shopper).get('/api/cart/get-cart-items');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userName: shopper.userName, items: [] });
  });

  it('adds with the catalogue price, ignoring a client price and userData', async () => {
    const shopper = await createShopper(db);
    const other = await createShopper(db);
    const product = await createProduct(db, { price: 799, stock: { M: 3 } });
    const res = await add(shopper, {
      itemId: product.itemId,
      selectedSize: 'M',
      quantity: 1,
      price: 1,
      userData: { userName: other.userName },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.userName).toBe(shopper.userName);
    expect(cart.items).toEqual([
      {
        _id: expect.any(String),
        itemId: product.itemId,
        name: product.name,
        image: `/images/${product.imageId}.webp`,
        price: 799,
        selectedSize: 'M',
        quantity: 1,
        available: 3,
        // A product that is no colour of a style (docs/decisions/037).
        colour: null,
      },
    ]);
    const otherCart = await asShopper(app, other).get('/api/cart/get-cart-items');
    expect(otherCart.json().items).toEqual([]);
  });

  it('adds +1 to an existing line and takes one away with -1, never below 1', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { L: 5 } });
    const line = { itemId: product.itemId, selectedSize: 'L' };
    await add(shopper, { ...line, quantity: 1 });
    expect((await add(shopper, { ...line, quantity: 1 })).json().items[0].quantity).toBe(2);
    expect((await add(shopper, { ...line, quantity: -1 })).json().items[0].quantity).toBe(1);
    const below = await add(shopper, { ...line, quantity: -1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().errorMessage).toBe('The quantity cannot go below 1. Remove the item instead.');
    const cart = await asShopper(app, shopper).get('/api/cart/get-cart-items');
    expect(cart.json().items[0].quantity).toBe(1);
  });

  it('refuses -1 on a line that is not in the cart with 404', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db);
    const res = await add(shopper, { itemId: product.itemId, selectedSize: 'S', quantity: -1 });
    expect(res.statusCode).toBe(404);
  });

  it.each([0, -2, -5, 1.5, 11, 1000, '1', null])('refuses a quantity of %s with 400', async (quantity) => {
    const shopper = await createShopper(db);
    const product = await createProduct(db);
    const res = await add(shopper, { itemId: product.itemId, selectedSize: 'S', quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Quantity must be -1 (one less) or a whole number from 1 to 10.');
  });

  it('refuses adding beyond the stock of the size with 409 and its message', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { XL: 2 } });
    const line = { itemId: product.itemId, selectedSize: 'XL' };
    expect((await add(shopper, { ...line, quantity: 2 })).statusCode).toBe(200);
    const res = await add(shopper, { ...line, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Only 2 left in size XL');
    const soldOut = await add(shopper, { itemId: product.itemId, selectedSize: 'S', quantity: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().errorMessage).toBe('Size S is out of stock');
  });

  it('lets a line shrink even when the stock fell below it', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    await putInCart(db, shopper.id, product, 'M', 3);
    const res = await add(shopper, { itemId: product.itemId, selectedSize: 'M', quantity: -1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ quantity: 2, available: 1 });
  });

  it('answers 404 for an unknown or withdrawn product and 400 for a size not chosen', async () => {
    const shopper = await createShopper(db);
    const unknown = await add(shopper, { itemId: 'no-such-item', selectedSize: 'M', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    const product = await createProduct(db);
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    const archived = await add(shopper, { itemId: product.itemId, selectedSize: 'M', quantity: 1 });
    expect(archived.statusCode).toBe(404);
    expect(archived.json().errorMessage).toBe('This product is no longer available.');
    const noSize = await add(shopper, { itemId: product.itemId, quantity: 1 });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().errorMessage).toBe('please select size');
    const badSize = await add(shopper, { itemId: product.itemId, selectedSize: 'XS', quantity: 1 });
    expect(badSize.statusCode).toBe(400);
  });

  it('removes one size or every size of an item, and clears the cart', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db);
    const hoodie = await createProduct(db);
    await putInCart(db, shopper.id, tee, 'S', 1);
    await putInCart(db, shopper.id, tee, 'M', 1);
    await putInCart(db, shopper.id, hoodie, 'L', 2);
    const client = asShopper(app, shopper);
    const removed = await client.put('/api/cart/remove-item', { itemId: tee.itemId, selectedSize: 'S' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Item removed' });
    let items = (await client.get('/api/cart/get-cart-items')).json().items;
    expect(items.map((i: { selectedSize: string }) => i.selectedSize)).toEqual(['M', 'L']);
    await client.put('/api/cart/remove-item', { itemId: tee.itemId });
    items = (await client.get('/api/cart/get-cart-items')).json().items;
    expect(items.map((i: { itemId: string }) => i.itemId)).toEqual([hoodie.itemId]);
    const again = await client.put('/api/cart/remove-item', { itemId: tee.itemId });
    expect(again.statusCode).toBe(404);
    const cleared = await client.patch('/api/cart/clear-cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().items).toEqual([]);
  });

  it('shows a withdrawn product in the cart as unavailable', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db);
    await putInCart(db, shopper.id, product, 'M', 1);
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    const items = (await asShopper(app, shopper).get('/api/cart/get-cart-items')).json().items;
    expect(items[0].available).toBe(0);
  });
});
