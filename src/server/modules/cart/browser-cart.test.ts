import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { asShopper, putInCart } from '#tests/support/cart-factories';
import { archiveProduct } from '#tests/support/catalog-factories';
import { createProduct, createShopper } from '#tests/support/factories';

describe("a visitor's browser cart", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const preview = (items: unknown) =>
    app.inject({ method: 'POST', url: '/api/cart/preview', payload: { items } });

  async function quantityOf(userId: number, productId: number, size: string) {
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)));
    return line?.quantity ?? 0;
  }

  it("previews the lines with today's name, price and stock, without a session", async () => {
    const tee = await createProduct(db, { name: 'Preview Tee', price: 849, stock: { M: 4, L: 0 } });
    const gone = await createProduct(db, { name: 'Gone Tee', stock: { M: 4 } });
    await archiveProduct(db, gone.itemId);
    const res = await preview([
      { itemId: tee.itemId, selectedSize: 'M', quantity: 2 },
      { itemId: tee.itemId, selectedSize: 'L', quantity: 1 },
      { itemId: gone.itemId, selectedSize: 'M', quantity: 1 },
      { itemId: 'no-such-product', selectedSize: 'M', quantity: 1 },
      { itemId: tee.itemId, selectedSize: 'XXXL', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(3);
    // Off-sale products are left out; a sold-out size stays, with nothing available.
    expect(
      items.map((item: { selectedSize: string; available: number }) => [item.selectedSize, item.available]),
    ).toEqual([
      ['M', 4],
      ['L', 0],
      ['XXXL', 0],
    ]);
    expect(items[0]).toMatchObject({ name: 'Preview Tee', price: 849, quantity: 2, itemId: tee.itemId });
    expect(items[0].image).toMatch(/^\/images\//);
  });

  it('refuses a malformed cart with a message', async () => {
    const tee = await createProduct(db, { stock: { M: 4 } });
    for (const items of [
      [{ itemId: tee.itemId, selectedSize: 'M', quantity: 0 }],
      [{ itemId: tee.itemId, selectedSize: 'Q', quantity: 1 }],
      Array.from({ length: 51 }, () => ({ itemId: tee.itemId, selectedSize: 'M', quantity: 1 })),
    ]) {
      const res = await preview(items);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBeTruthy();
    }
  });

  it('merges into the account at sign-in only', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cart/merge', payload: { items: [] } });
    expect(res.statusCode).toBe(401);
  });

  it("adds to the account's lines, capped by stock and by the per-size limit, and says what changed", async () => {
    const shopper = await createShopper(db);
    const hoodie = await createProduct(db, { name: 'Merge Hoodie', stock: { M: 5, L: 40 } });
    const tee = await createProduct(db, { name: 'Merge Tee', stock: { S: 3 } });
    const gone = await createProduct(db, { name: 'Withdrawn Tee', stock: { M: 4 } });
    await archiveProduct(db, gone.itemId);
    await putInCart(db, shopper.id, hoodie, 'M', 2);
    const res = await asShopper(app, shopper).post('/api/cart/merge', {
      items: [
        // 2 held + 4 wanted, 5 in stock: 5.
        { itemId: hoodie.itemId, selectedSize: 'M', quantity: 4 },
        // 12 wanted of a deep size: the per-size limit of one order, 10 (MAX_UNITS_PER_SIZE).
        { itemId: hoodie.itemId, selectedSize: 'L', quantity: 7 },
        { itemId: hoodie.itemId, selectedSize: 'L', quantity: 5 },
        { itemId: tee.itemId, selectedSize: 'S', quantity: 1 },
        { itemId: gone.itemId, selectedSize: 'M', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(
      cart.items
        .map(
          (item: { name: string; selectedSize: string; quantity: number }) =>
            `${item.name} ${item.selectedSize} ${item.quantity}`,
        )
        .sort(),
    ).toEqual(['Merge Hoodie L 10', 'Merge Hoodie M 5', 'Merge Tee S 1']);
    expect(cart.adjusted).toEqual([
      'An item in your cart is no longer on sale and was left out.',
      'Merge Hoodie (size L): your cart now holds 10, the most you can buy.',
      'Merge Hoodie (size M): your cart now holds 5, the most you can buy.',
    ]);
  });

  it('keeps what the account holds when nothing more is in stock', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { name: 'Last Tee', stock: { M: 2 } });
    await putInCart(db, shopper.id, tee, 'M', 2);
    const res = await asShopper(app, shopper).post('/api/cart/merge', {
      items: [{ itemId: tee.itemId, selectedSize: 'M', quantity: 1 }],
    });
    expect(res.json().adjusted).toEqual(['Last Tee (size M): no more units in stock, your cart keeps 2.']);
    expect(await quantityOf(shopper.id, tee.id, 'M')).toBe(2);
  });

  // Only PostgreSQL has a second connection to hold a line's first insert open while an add runs.
  it.runIf(database.kind === 'postgres')(
    'checks an add again when the same line was first made at the same moment',
    async () => {
      const shopper = await createShopper(db);
      const tee = await createProduct(db, { name: 'Moment Tee', stock: { M: 6 } });
      let added: Promise<{ statusCode: number; json(): { errorMessage: string } }> | undefined;
      await db.transaction(async (tx) => {
        await tx.insert(cartItems).values({ userId: shopper.id, productId: tee.id, size: 'M', quantity: 5 });
        added = asShopper(app, shopper).post('/api/cart/add-to-cart', {
          itemId: tee.itemId,
          selectedSize: 'M',
          quantity: 2,
        });
        // The add reads no line yet and waits on this insert's key until the commit.
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      const res = await added;
      expect(res?.statusCode).toBe(409);
      expect(res?.json().errorMessage).toBe('Only 6 left in size M');
      expect(await quantityOf(shopper.id, tee.id, 'M')).toBe(5);
    },
  );

  it('caps the line whatever merges and adds race for it', async () => {
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { name: 'Race Tee', stock: { M: 6, L: 6 } });
    const cart = {
      items: [
        { itemId: tee.itemId, selectedSize: 'L', quantity: 3 },
        { itemId: tee.itemId, selectedSize: 'M', quantity: 3 },
      ],
    };
    const reversed = { items: [...cart.items].reverse() };
    const calls = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        asShopper(app, shopper).post('/api/cart/merge', i % 2 ? cart : reversed),
      ),
      ...Array.from({ length: 4 }, () =>
        asShopper(app, shopper).post('/api/cart/add-to-cart', {
          itemId: tee.itemId,
          selectedSize: 'M',
          quantity: 1,
        }),
      ),
    ]);
    for (const call of calls.slice(0, 4)) expect(call.statusCode).toBe(200);
    expect(await quantityOf(shopper.id, tee.id, 'M')).toBe(6);
    expect(await quantityOf(shopper.id, tee.id, 'L')).toBe(6);
  });
});
