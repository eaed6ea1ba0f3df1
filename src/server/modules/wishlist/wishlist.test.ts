import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, wishlistItems } from '#server/db/schema';
import { MAX_WISHLIST_ITEMS, type WishlistEntry } from '#shared/wishlist';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProduct, createShopper, type TestAccount } from '#tests/support/factories';

/** The wishlist (docs/product.md section 19): saving, the browser list's preview and merge, sizes in stock, price drops. */
describe('wishlist', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    who?: TestAccount,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...apiKeyHeader, ...(who ? { cookie: who.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const items = (res: { json(): unknown }) => (res.json() as { items: WishlistEntry[] }).items;
  const setPrice = (id: number, rupees: number) =>
    db
      .update(products)
      .set({ pricePaise: rupees * 100 })
      .where(eq(products.id, id));

  it('saves a product once, shows its sizes in stock, newest first, and removes it', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { name: 'Saved Tee', price: 999, stock: { S: 0, M: 2, XXL: 1 } });
    const hoodie = await createProduct(db, { name: 'Saved Hoodie', stock: { L: 1 } });
    expect((await call('PUT', `/api/wishlist/${tee.itemId}`, shopper)).statusCode).toBe(200);
    expect((await call('PUT', `/api/wishlist/${tee.itemId}`, shopper)).statusCode).toBe(200);
    const list = items(await call('PUT', `/api/wishlist/${hoodie.itemId}`, shopper));
    expect(list.map((e) => e.name)).toEqual(['Saved Hoodie', 'Saved Tee']);
    expect(list[1]).toMatchObject({
      price: 999,
      priceWhenAdded: 999,
      priceDrop: 0,
      sizesInStock: ['M', 'XXL'],
    });
    const after = items(await call('DELETE', `/api/wishlist/${hoodie.itemId}`, shopper));
    expect(after.map((e) => e.name)).toEqual(['Saved Tee']);
    // Removing what is not there is not an error.
    expect((await call('DELETE', `/api/wishlist/${hoodie.itemId}`, shopper)).statusCode).toBe(200);
  });

  it('shows a price drop since saved, and none after a rise', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { price: 1299 });
    await call('PUT', `/api/wishlist/${tee.itemId}`, shopper);
    await setPrice(tee.id, 999);
    expect(items(await call('GET', '/api/wishlist', shopper))[0]).toMatchObject({
      price: 999,
      priceWhenAdded: 1299,
      priceDrop: 300,
    });
    await setPrice(tee.id, 1499);
    expect(items(await call('GET', '/api/wishlist', shopper))[0]).toMatchObject({
      price: 1499,
      priceDrop: 0,
    });
  });

  it('keeps each list to its shopper and leaves out products taken off sale', async () => {
    const [a, b] = [await createShopper(db), await createShopper(db)];
    const tee = await createProduct(db);
    await call('PUT', `/api/wishlist/${tee.itemId}`, a);
    expect(items(await call('GET', '/api/wishlist', b))).toEqual([]);
    await db.update(products).set({ hidden: true }).where(eq(products.id, tee.id));
    expect(items(await call('GET', '/api/wishlist', a))).toEqual([]);
    await db.update(products).set({ hidden: false }).where(eq(products.id, tee.id));
    expect(items(await call('GET', '/api/wishlist', a))).toHaveLength(1);
  });

  it('refuses an unknown product and a visitor', async () => {
    const shopper = await createShopper(db);
    const unknown = await call('PUT', '/api/wishlist/no-such-product', shopper);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorMessage: 'This product is not on sale.',
      code: 'product_unavailable',
    });
    const tee = await createProduct(db);
    const visitor = await call('PUT', `/api/wishlist/${tee.itemId}`);
    expect(visitor.statusCode).toBe(401);
    expect((await call('GET', '/api/wishlist')).statusCode).toBe(401);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const shopper = await createShopper(db);
    const many = await Promise.all(Array.from({ length: MAX_WISHLIST_ITEMS }, () => createProduct(db)));
    await db
      .insert(wishlistItems)
      .values(many.map((p) => ({ userId: shopper.id, productId: p.id, pricePaiseWhenAdded: p.pricePaise })));
    const one = await createProduct(db);
    const res = await call('PUT', `/api/wishlist/${one.itemId}`, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products; remove one to add another.`,
    );
    const merged = await call('POST', '/api/wishlist/merge', shopper, { items: [{ itemId: one.itemId }] });
    expect(merged.statusCode).toBe(200);
    expect(items(merged)).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it("previews a visitor's browser list, believing its saved price only up to the MRP", async () => {
    const tee = await createProduct(db, {
      name: 'Preview Tee',
      price: 899,
      actualPrice: 1299,
      stock: { L: 3 },
    });
    const gone = await createProduct(db);
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    const res = await call('POST', '/api/wishlist/preview', undefined, {
      items: [{ itemId: tee.itemId, price: 999 }, { itemId: gone.itemId }, { itemId: 'no-such' }],
    });
    expect(res.statusCode).toBe(200);
    expect(items(res)).toEqual([
      expect.objectContaining({
        name: 'Preview Tee',
        price: 899,
        priceWhenAdded: 999,
        priceDrop: 100,
        sizesInStock: ['L'],
      }),
    ]);
    const inflated = items(
      await call('POST', '/api/wishlist/preview', undefined, {
        items: [{ itemId: tee.itemId, price: 99999 }],
      }),
    );
    expect(inflated[0]).toMatchObject({ priceWhenAdded: 1299, priceDrop: 400 });
    const below = items(
      await call('POST', '/api/wishlist/preview', undefined, { items: [{ itemId: tee.itemId, price: 1 }] }),
    );
    expect(below[0]).toMatchObject({ priceWhenAdded: 899, priceDrop: 0 });
  });

  it("joins a visitor's list to the account at login, keeping what the account had saved", async () => {
    const shopper = await createShopper(db);
    const kept = await createProduct(db, { name: 'Kept Tee', price: 999 });
    const added = await createProduct(db, { name: 'Added Tee', price: 799, actualPrice: 1299 });
    await call('PUT', `/api/wishlist/${kept.itemId}`, shopper);
    const res = await call('POST', '/api/wishlist/merge', shopper, {
      items: [{ itemId: added.itemId, price: 999 }, { itemId: kept.itemId, price: 5 }, { itemId: 'no-such' }],
    });
    expect(res.statusCode).toBe(200);
    const list = items(res);
    expect(list.map((e) => e.name).sort()).toEqual(['Added Tee', 'Kept Tee']);
    expect(list.find((e) => e.name === 'Kept Tee')).toMatchObject({ priceWhenAdded: 999 });
    expect(list.find((e) => e.name === 'Added Tee')).toMatchObject({ priceWhenAdded: 999, priceDrop: 200 });
  });

  it('refuses a browser list that is too long or malformed, saving nothing', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db);
    const tooMany = Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => ({ itemId: tee.itemId }));
    const res = await call('POST', '/api/wishlist/merge', shopper, { items: tooMany });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(`A wishlist holds at most ${MAX_WISHLIST_ITEMS} products.`);
    const negative = await call('POST', '/api/wishlist/merge', shopper, {
      items: [{ itemId: tee.itemId, price: -5 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errorMessage).toBe('A saved price is a positive number of rupees.');
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, shopper.id))).toEqual([]);
  });
});
