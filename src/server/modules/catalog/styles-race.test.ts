import { describe, expect, it } from 'vitest';
import { productJsonSchema } from '#shared/catalog';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { invalidateCatalog } from '#tests/support/catalog-factories';
import { createShopper } from '#tests/support/factories';
import { createStyle } from '#tests/support/style-factories';

describe('stock per colour and size under a race', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('sells out two colours of one style independently: each last unit goes once', async () => {
    const { items } = await createStyle(db, 'Oversized Tee', [
      { colour: 'Black', hex: '#111111', family: 'black', stock: { M: 1, L: 3 } },
      { colour: 'Olive', hex: '#556b2f', family: 'green', stock: { M: 1, L: 3 } },
    ]);
    const [black, olive] = [items[0]!, items[1]!];
    // Three shoppers want the last black M, three the last olive M, all at once.
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createShopper(db)));
    for (const [index, shopper] of shoppers.entries()) {
      await putInCart(db, shopper.id, index < 3 ? black : olive, 'M', 1);
    }
    const results = await Promise.all(
      shoppers.map((shopper) => asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY)),
    );
    const placed = results.map((res) => res.statusCode === 200);
    expect(placed.slice(0, 3).filter(Boolean)).toHaveLength(1);
    expect(placed.slice(3).filter(Boolean)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('out_of_stock');
    }
    expect([await stockOf(db, black, 'M'), await stockOf(db, olive, 'M')]).toEqual([0, 0]);
    // The other size of each colour is untouched.
    expect([await stockOf(db, black, 'L'), await stockOf(db, olive, 'L')]).toEqual([3, 3]);

    invalidateCatalog();
    const res = await app.inject({ url: `/api/items/${black.itemId}`, headers: apiKeyHeader });
    const item = productJsonSchema.parse(res.json());
    expect(item.sizesInStock).toEqual(['L']);
    expect(item.colours.map((c) => [c.name, c.inStock])).toEqual([
      ['Black', true],
      ['Olive', true],
    ]);
  });

  it('shows a colour sold out in every size as out of stock on its siblings', async () => {
    const { items } = await createStyle(db, 'Hoodie', [
      { colour: 'Grey', hex: '#888888', family: 'grey', stock: { S: 1 } },
      { colour: 'Navy', hex: '#1f2a44', family: 'blue', stock: { S: 1 } },
    ]);
    const [grey, navy] = [items[0]!, items[1]!];
    const buyers = await Promise.all([createShopper(db), createShopper(db)]);
    await putInCart(db, buyers[0]!.id, grey, 'S', 1);
    await putInCart(db, buyers[1]!.id, navy, 'S', 1);
    const [first, second] = await Promise.all(
      buyers.map((buyer) => asShopper(app, buyer).post('/api/cart/place-cod-order', DELIVERY)),
    );
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    invalidateCatalog();
    const res = await app.inject({ url: `/api/items/${navy.itemId}`, headers: apiKeyHeader });
    expect(res.json().colours.map((c: { inStock: boolean }) => c.inStock)).toEqual([false, false]);
    expect(res.json().soldOut).toBe(true);
  });
});
