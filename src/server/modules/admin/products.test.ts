import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents, cartItems, orderItems, products } from '#server/db/schema';
import { ADMIN_MESSAGES } from '#shared/admin';
import { type ProductJson, productListSchema } from '#shared/catalog';
import { headersFor, insertOrder, stockOf, webpDataUrl } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProducts } from '#tests/support/catalog-factories';
import { createAdmin, createProduct, createShopper, fakeWebp } from '#tests/support/factories';
import { imageIdOf } from '../images/store-image';

describe('admin product list, update and delete', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const headers = headersFor(admin);

  const itemsList = async (page: number | string) => {
    const res = await app.inject({ url: `/api/admins/items-list?page=${page}`, headers });
    expect(res.statusCode).toBe(200);
    return productListSchema.parse(res.json());
  };
  const patch = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: '/api/admins/update-item', headers, payload });
  const remove = (productId: unknown) =>
    app.inject({ method: 'DELETE', url: '/api/admins/delete-product', headers, payload: { productId } });
  const publicProduct = (itemId: string) =>
    app.inject({ url: `/api/items/${itemId}`, headers: apiKeyHeader });

  describe('GET /api/admins/items-list', () => {
    it('pages 20 at a time, newest first, with stock, and an empty page ends the list', async () => {
      const created = await createProducts(db, 23, { namePrefix: 'Listed', stock: { S: 2, XXXL: 9 } });
      const [page1, page2, page3] = [await itemsList(1), await itemsList(2), await itemsList(3)];
      expect([page1.length, page2.length, page3.length]).toEqual([20, 3, 0]);
      expect([...page1, ...page2].map((p) => p.itemId)).toEqual(created.map((p) => p.itemId));
      expect(page1[0]!.size).toEqual({ S: 2, M: 0, L: 0, XL: 0, XXL: 0, XXXL: 9 });
      expect(await itemsList('')).toEqual(page1);
    });

    it('refuses a page that is not a whole number >= 1', async () => {
      const res = await app.inject({ url: '/api/admins/items-list?page=0', headers });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/admins/update-item', () => {
    it('sets the stock to the six counts sent beside itemId (not added to it)', async () => {
      const product = await createProduct(db, { stock: { S: 5, M: 5 } });
      const res = await patch({ itemId: product.itemId, S: 0, M: 12, L: 3, XL: 0, XXL: 1, XXXL: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json().size).toEqual({ S: 0, M: 12, L: 3, XL: 0, XXL: 1, XXXL: 0 });
      expect(await stockOf(db, product.id)).toEqual({ S: 0, M: 12, L: 3, XL: 0, XXL: 1, XXXL: 0 });
      // The storefront sees the new counts at once.
      expect((await publicProduct(product.itemId)).json().size.M).toBe(12);
    });

    it('accepts the counts under size, and changes only the sizes sent', async () => {
      const product = await createProduct(db, { stock: { S: 5, M: 5 } });
      const res = await patch({ itemId: product.itemId, size: { S: 8 } });
      expect(res.json().size).toMatchObject({ S: 8, M: 5 });
    });

    it('changes product fields and images, keeping the rest', async () => {
      const product = await createProduct(db, { name: 'Old Name', price: 799 });
      const newImage = fakeWebp(512);
      const res = await patch({
        itemId: product.itemId,
        name: 'New Name',
        price: 699.5,
        image2: webpDataUrl(newImage),
        _id: 'ignored',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ProductJson;
      expect(body).toMatchObject({
        itemId: product.itemId,
        name: 'New Name',
        price: 699.5,
        actualPrice: 1299,
      });
      // The new photo as stored (re-encoded), named by the sha-256 of the stored bytes.
      const stored = await app.inject({ url: body.image2 });
      expect(body.image2).toBe(`/images/${imageIdOf(stored.rawPayload)}.webp`);
      expect(body.image2).not.toBe(`/images/${imageIdOf(newImage)}.webp`);
      expect(body.image).toBe(`/images/${product.imageId}.webp`);
      const [row] = await db.select().from(products).where(eq(products.id, product.id));
      expect(row!.pricePaise).toBe(69950);
      const events = await db.select().from(adminEvents).where(eq(adminEvents.type, 'product.updated'));
      expect(events.some((e) => (e.data as { itemId: string }).itemId === product.itemId)).toBe(true);
    });

    it.each([
      [{ S: -1 }, ADMIN_MESSAGES.stockInvalid],
      [{ M: 2.5 }, ADMIN_MESSAGES.stockInvalid],
      [{ price: 0 }, ADMIN_MESSAGES.offerPriceZero],
      [{ name: '' }, ADMIN_MESSAGES.nameRequired],
      [{ image: 'data:image/png;base64,AAAA' }, ADMIN_MESSAGES.onlyWebp],
      [{}, ADMIN_MESSAGES.nothingToUpdate],
    ])('refuses %j with 400 "%s" and changes nothing', async (override, message) => {
      const product = await createProduct(db, { stock: { S: 5 } });
      const res = await patch({ itemId: product.itemId, ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(message);
      expect((await stockOf(db, product.id)).S).toBe(5);
    });

    it('answers 404 for an unknown or archived product', async () => {
      expect((await patch({ itemId: 'no-such-item', S: 1 })).statusCode).toBe(404);
      const product = await createProduct(db);
      expect((await remove(product.itemId)).statusCode).toBe(200);
      const res = await patch({ itemId: product.itemId, S: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(ADMIN_MESSAGES.productNotFound);
    });
  });

  describe('DELETE /api/admins/delete-product', () => {
    it('archives: gone from the catalogue, the admin list and every cart; past orders keep their lines', async () => {
      const product = await createProduct(db, { name: 'Retired Tee', stock: { M: 5, L: 5 } });
      const keeper = await createProduct(db);
      const [alice, bob] = [await createShopper(db), await createShopper(db)];
      for (const [shopper, itemId, size] of [
        [alice, product.itemId, 'M'],
        [bob, product.itemId, 'L'],
        [bob, keeper.itemId, 'M'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/cart/add-to-cart',
          headers: { cookie: shopper.cookie },
          payload: { itemId, selectedSize: size, quantity: 1 },
        });
        expect(res.statusCode).toBe(200);
      }
      const order = await insertOrder(db, { shopper: alice, product, size: 'M', quantity: 2 });
      expect((await publicProduct(product.itemId)).statusCode).toBe(200);

      const res = await remove(product.itemId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.deleteSuccess });

      expect((await publicProduct(product.itemId)).statusCode).toBe(404);
      const catalogue = await app.inject({ url: '/get-items', headers: apiKeyHeader });
      expect(catalogue.json().some((p: ProductJson) => p.itemId === product.itemId)).toBe(false);
      expect((await itemsList(1)).some((p) => p.itemId === product.itemId)).toBe(false);
      expect(await db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
      const bobCart = await app.inject({ url: '/api/cart/get-cart-items', headers: { cookie: bob.cookie } });
      expect(bobCart.json().items.map((i: { itemId: string }) => i.itemId)).toEqual([keeper.itemId]);

      const [row] = await db.select().from(products).where(eq(products.id, product.id));
      expect(row!.archivedAt).not.toBeNull();
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines).toMatchObject([{ itemId: product.itemId, name: 'Retired Tee', quantity: 2 }]);
      const events = await db.select().from(adminEvents).where(eq(adminEvents.type, 'product.archived'));
      expect(events.at(-1)!.data).toMatchObject({ itemId: product.itemId, cartLinesRemoved: 2 });
    });

    it('answers 404 for an unknown product and for a second delete', async () => {
      const product = await createProduct(db);
      expect((await remove(product.itemId)).statusCode).toBe(200);
      const again = await remove(product.itemId);
      expect(again.statusCode).toBe(404);
      expect(again.json().errorMessage).toBe(ADMIN_MESSAGES.productNotFound);
      expect((await remove('no-such-item')).statusCode).toBe(404);
    });

    it('refuses a missing productId with 400', async () => {
      expect((await remove(undefined)).statusCode).toBe(400);
    });
  });
});
