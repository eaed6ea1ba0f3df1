/**
 * Every size is sellable end to end (docs/decisions/009-storefront-search-sizes-delivery.md):
 * the product JSON says which sizes are in stock, XXL goes into the cart, is bought cash on
 * delivery and online, and comes back into stock when the order is cancelled; a sold-out
 * product cannot be added at all.
 */
import { describe, expect, it } from 'vitest';
import { productJsonSchema, SOLD_OUT_MESSAGE } from '#shared/catalog';
import { DETAIL_PAGE_SIZES, SIZES } from '#shared/constants';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, payAndVerify, stockOf } from '#tests/support/cart-factories';
import { invalidateCatalog } from '#tests/support/catalog-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

describe('every size, S to XXXL', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);

  const productJson = async (itemId: string) => {
    const res = await app.inject({ url: `/api/items/${itemId}`, headers: apiKeyHeader });
    expect(res.statusCode).toBe(200);
    return productJsonSchema.parse(res.json());
  };
  const addXxl = (shopper: { cookie: string }, itemId: string, selectedSize = 'XXL') =>
    asShopper(app, shopper).post('/api/cart/add-to-cart', { itemId, selectedSize, quantity: 1 });
  const adminCancel = (orderId: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      headers: headersFor(admin),
      payload: { orderId },
    });

  it('the product page offers every size', () => {
    expect(DETAIL_PAGE_SIZES).toEqual(SIZES);
  });

  it('the product JSON lists the sizes in stock and whether the product is sold out, beside size', async () => {
    const big = await createProduct(db, { stock: { S: 0, M: 2, XXL: 3, XXXL: 1 } });
    const item = await productJson(big.itemId);
    expect(item.size).toEqual({ S: 0, M: 2, L: 0, XL: 0, XXL: 3, XXXL: 1 });
    expect(item.sizesInStock).toEqual(['M', 'XXL', 'XXXL']);
    expect(item.soldOut).toBe(false);

    const gone = await createProduct(db, { stock: {} });
    const soldOut = await productJson(gone.itemId);
    expect(soldOut.sizesInStock).toEqual([]);
    expect(soldOut.soldOut).toBe(true);
  });

  it('XXL goes into the cart and is bought cash on delivery; cancelling puts it back', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { XXL: 2 } });
    const added = await addXxl(shopper, product.itemId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items).toMatchObject([{ selectedSize: 'XXL', quantity: 1, available: 2 }]);

    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(db, product, 'XXL')).toBe(1);
    const orders = (await asShopper(app, shopper).get('/api/users/orders')).json();
    expect(orders[0].items).toMatchObject([{ itemId: product.itemId, selectedSize: 'XXL', quantity: 1 }]);

    const cancelled = await adminCancel(placed.json().orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(db, product, 'XXL')).toBe(2);
  });

  it('XXL is bought online and restocked when the paid order is cancelled', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1499, stock: { XXL: 1 } });
    expect((await addXxl(shopper, product.itemId)).statusCode).toBe(200);
    const client = asShopper(app, shopper);
    const created = await client.post('/api/cart/create-order', { amount: (1499 + 100) * 100, ...DELIVERY });
    expect(created.statusCode, created.body).toBe(200);
    expect(await stockOf(db, product, 'XXL')).toBe(0);
    const { verified } = await payAndVerify(client, fake, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    const orderId = verified.json().orderId as string;

    // The last XXL is sold: the product is now sold out and says so.
    invalidateCatalog();
    expect((await productJson(product.itemId)).soldOut).toBe(true);
    const other = await createShopper(db);
    const refused = await addXxl(other, product.itemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(SOLD_OUT_MESSAGE);

    expect((await adminCancel(orderId)).statusCode).toBe(200);
    expect(await stockOf(db, product, 'XXL')).toBe(1);
    // The catalogue caches answers for a moment (docs/decisions/007-fast-storefront.md).
    invalidateCatalog();
    expect((await productJson(product.itemId)).sizesInStock).toEqual(['XXL']);
  });

  it('XXXL is bought too', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { XXXL: 1 } });
    expect((await addXxl(shopper, product.itemId, 'XXXL')).statusCode).toBe(200);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(db, product, 'XXXL')).toBe(0);
  });

  it('a sold-out product (every size 0) cannot be added: 409 with a clear message, nothing written', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: {} });
    for (const size of SIZES) {
      const res = await addXxl(shopper, product.itemId, size);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errorMessage: SOLD_OUT_MESSAGE, code: 'out_of_stock' });
    }
    expect((await client(shopper).get('/api/cart/get-cart-items')).json().items).toEqual([]);
  });

  it('one size out of stock while others are not still names the size', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const res = await addXxl(shopper, product.itemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Size XXL is out of stock');
  });

  it('the admin sets XXL and XXXL stock and the storefront offers them', async () => {
    const product = await createProduct(db, { stock: { M: 1 } });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId: product.itemId, XXL: 4, XXXL: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sizesInStock).toEqual(['M', 'XXL', 'XXXL']);
    expect((await productJson(product.itemId)).size).toMatchObject({ XXL: 4, XXXL: 2 });
  });

  const client = (shopper: { cookie: string }) => asShopper(app, shopper);
});
