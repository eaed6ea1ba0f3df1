import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { expireReservations } from '#server/modules/payments/reconcile';
import { ADMIN_MESSAGES, MAX_PRICE_RUPEES } from '#shared/admin';
import { MAX_IMAGE_BYTES, RESERVATION_MINUTES } from '#shared/constants';
import { stockHistoryPageSchema } from '#shared/stock-history';
import { headersFor, WEBP_PREFIX, webpDataUrl } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { asShopper, placeCodOrderFor, putInCart, startOnlineOrder } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, fakeWebp } from '#tests/support/factories';

const SHELL =
  '<!doctype html><html><head><title>Oversized</title></head><body><div id="root"></div></body></html>';

describe('editing a product (docs/product.md section 14)', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app, database, clock } = await createTestApp({}, { webDir });
  const db = database.db;
  const admin = await createAdmin(db, { userName: 'stockkeeper' });
  const headers = headersFor(admin);
  const patch = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: '/api/admins/update-item', headers, payload });
  const history = async (itemId: string, page = 1) => {
    const res = await app.inject({ url: `/api/admins/items/${itemId}/stock-history?page=${page}`, headers });
    expect(res.statusCode).toBe(200);
    return stockHistoryPageSchema.parse(res.json());
  };

  describe("every field keeps upload's rules and messages", () => {
    const long = (n: number) => 'x'.repeat(n);
    // [field, the value, the message]
    const cases: [string, unknown, string][] = [
      ['name', '  ', ADMIN_MESSAGES.nameRequired],
      ['name', long(201), 'Name can be at most 200 characters.'],
      ['actualPrice', 0, ADMIN_MESSAGES.actualPriceZero],
      ['actualPrice', -5, ADMIN_MESSAGES.actualPriceZero],
      ['actualPrice', MAX_PRICE_RUPEES + 1, `Actual price can be at most ${MAX_PRICE_RUPEES}.`],
      ['actualPrice', 10.005, 'Actual price can have at most two decimal places.'],
      ['price', 0, ADMIN_MESSAGES.offerPriceZero],
      ['price', 'abc', ADMIN_MESSAGES.offerPriceZero],
      ['price', MAX_PRICE_RUPEES + 1, `Offer price can be at most ${MAX_PRICE_RUPEES}.`],
      ['price', 1.999, 'Offer price can have at most two decimal places.'],
      ['fabric', '', ADMIN_MESSAGES.fabricEmpty],
      ['fabric', long(201), 'Fabric can be at most 200 characters.'],
      ['category', 'jackets', ADMIN_MESSAGES.categoryInvalid],
      ['description', '', 'Description is required'],
      ['description', long(301), 'Description can be at most 300 characters.'],
      ['washcare', ' ', 'Wash care is required'],
      ['washcare', long(301), 'Wash care can be at most 300 characters.'],
      ['details', '', 'Details are required'],
      ['details', long(301), 'Details can be at most 300 characters.'],
      ['specifications', '', 'Specifications are required'],
      ['specifications', long(301), 'Specifications can be at most 300 characters.'],
      ['image', '', ADMIN_MESSAGES.imageMissing],
      ['image1', 'data:image/png;base64,AAAA', ADMIN_MESSAGES.onlyWebp],
      ['image2', webpDataUrl(fakeWebp(MAX_IMAGE_BYTES)), ADMIN_MESSAGES.imageTooLarge],
      ['image3', `${WEBP_PREFIX}%%%not-base64`, ADMIN_MESSAGES.imageBroken],
      ['hidden', 'yes', ADMIN_MESSAGES.hiddenInvalid],
      ['size', { M: -1 }, ADMIN_MESSAGES.stockInvalid],
      ['size', { L: 1.5 }, ADMIN_MESSAGES.stockInvalid],
    ];
    it.each(
      cases.map(([field, value, message]) => [field, String(value).slice(0, 24), message, value] as const),
    )('%s = %s… answers 400 "%s" and changes nothing', async (field, _label, message, value) => {
      const product = await createProduct(db, { name: 'Untouched Tee', stock: { M: 4 } });
      const res = await patch({ itemId: product.itemId, name: 'Renamed Tee', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
      const [row] = await db.select().from(products).where(eq(products.id, product.id));
      expect(row!.name).toBe('Untouched Tee');
      expect((await history(product.itemId)).total).toBe(0);
    });

    it('changes each field alone, and the storefront answers the new values at once', async () => {
      const product = await createProduct(db, { stock: { M: 4 } });
      const edits: Record<string, unknown>[] = [
        { name: 'Midnight Oversized Tee' },
        { actualPrice: 1999 },
        { price: 1249.5 },
        { fabric: 'Organic cotton, 260 GSM' },
        { category: 'hoodies' },
        { description: 'Heavier, boxier, warmer.' },
        { washcare: 'Cold wash only.' },
        { details: 'Kangaroo pocket.' },
        { specifications: 'Relaxed fit.' },
      ];
      // The page is cached before the edits: each edit must reach it anyway.
      await app.inject({ url: `/api/items/${product.itemId}`, headers: apiKeyHeader });
      for (const edit of edits) {
        expect((await patch({ itemId: product.itemId, ...edit })).statusCode).toBe(200);
        const shown = (
          await app.inject({ url: `/api/items/${product.itemId}`, headers: apiKeyHeader })
        ).json();
        expect(shown).toMatchObject(edit);
      }
    });

    it('replaces one of the four images and keeps the other three', async () => {
      const product = await createProduct(db);
      const before = (
        await app.inject({ url: `/api/items/${product.itemId}`, headers: apiKeyHeader })
      ).json();
      const res = await patch({ itemId: product.itemId, image2: webpDataUrl(fakeWebp(300)) });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect([after.image, after.image1, after.image3]).toEqual([before.image, before.image1, before.image3]);
      expect(after.image2).not.toBe(before.image2);
    });
  });

  describe('hiding a product', () => {
    it('takes it off the catalogue, search, sitemap and its page (404), keeps it in past orders and the admin list', async () => {
      const product = await createProduct(db, {
        name: 'Hideaway Hoodie',
        category: 'hoodies',
        stock: { M: 5 },
      });
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, product, 1, 'M');
      const listed = async () => {
        const page = await app.inject({ url: '/get-items?category=hoodies', headers: apiKeyHeader });
        return (page.json() as { itemId: string }[]).some((p) => p.itemId === product.itemId);
      };
      const found = async () => {
        const res = await app.inject({ url: '/api/items/search?q=hideaway', headers: apiKeyHeader });
        return (res.json() as { itemId: string }[]).some((p) => p.itemId === product.itemId);
      };
      const inSitemap = async () => (await app.inject({ url: '/sitemap.xml' })).body.includes(product.itemId);
      expect([await listed(), await found(), await inSitemap()]).toEqual([true, true, true]);

      const hide = await patch({ itemId: product.itemId, hidden: true });
      expect(hide.statusCode).toBe(200);

      expect([await listed(), await found(), await inSitemap()]).toEqual([false, false, false]);
      const api = await app.inject({ url: `/api/items/${product.itemId}`, headers: apiKeyHeader });
      expect(api.statusCode).toBe(404);
      expect((await app.inject({ url: `/products/${product.itemId}` })).statusCode).toBe(404);
      // Not for sale: it cannot go into a cart.
      const add = await asShopper(app, shopper).post('/api/cart/add-to-cart', {
        itemId: product.itemId,
        selectedSize: 'M',
        quantity: 1,
      });
      expect(add.statusCode).toBe(404);
      // The shopper's past order keeps its line.
      const orders = (await asShopper(app, shopper).get('/api/users/orders')).json();
      const order = JSON.stringify(orders);
      expect(order).toContain(orderId);
      expect(order).toContain('Hideaway Hoodie');
      // The admin still lists and opens it, marked hidden.
      const adminView = await app.inject({ url: `/api/admins/items/${product.itemId}`, headers });
      expect(adminView.json()).toMatchObject({ itemId: product.itemId, hidden: true });
      const list = await app.inject({ url: '/api/admins/items-list', headers });
      expect(list.json().find((p: { itemId: string }) => p.itemId === product.itemId)).toMatchObject({
        hidden: true,
      });

      await patch({ itemId: product.itemId, hidden: false });
      expect([await listed(), await found(), await inSitemap()]).toEqual([true, true, true]);
      expect((await app.inject({ url: `/products/${product.itemId}` })).statusCode).toBe(200);
    });

    it('leaves a cart holding it unable to check out', async () => {
      const product = await createProduct(db, { stock: { L: 3 } });
      const shopper = await createShopper(db);
      await putInCart(db, shopper.id, product, 'L', 1);
      await patch({ itemId: product.itemId, hidden: true });
      const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', {
        mobile: '9876543210',
        address: '12 MG Road, Bengaluru 560001',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  describe('stock history', () => {
    it('records sale, cancel, expiry and admin edit with before, after, who and why', async () => {
      const product = await createProduct(db, { stock: { M: 5, L: 2 } });
      const shopper = await createShopper(db);

      const sold = await placeCodOrderFor(app, db, shopper, product, 2, 'M');
      const cancel = await app.inject({
        method: 'PATCH',
        url: '/api/admins/cancel-order',
        headers,
        payload: { orderId: sold },
      });
      expect(cancel.statusCode).toBe(200);

      const online = await startOnlineOrder(app, db, await createShopper(db), product, 1, 'L');
      clock.advance((RESERVATION_MINUTES + 1) * 60_000);
      await expireReservations(app.deps);

      await patch({ itemId: product.itemId, size: { M: 9 } });
      // A count sent unchanged is no change and writes no row.
      await patch({ itemId: product.itemId, size: { L: 2 } });

      const page = await history(product.itemId);
      expect(page.total).toBe(5);
      expect(
        page.entries.map(({ size, before, after, who, reason, orderId }) => ({
          size,
          before,
          after,
          who,
          reason,
          orderId,
        })),
      ).toEqual([
        { size: 'M', before: 5, after: 9, who: 'Admin stockkeeper', reason: 'admin_edit', orderId: null },
        {
          size: 'L',
          before: 1,
          after: 2,
          who: `Shop job (order ${online.order.orderId})`,
          reason: 'expiry',
          orderId: online.order.orderId,
        },
        {
          size: 'L',
          before: 2,
          after: 1,
          who: `Order ${online.order.orderId}`,
          reason: 'reservation',
          orderId: online.order.orderId,
        },
        { size: 'M', before: 3, after: 5, who: 'Admin stockkeeper', reason: 'cancel', orderId: sold },
        { size: 'M', before: 5, after: 3, who: `Order ${sold}`, reason: 'sale', orderId: sold },
      ]);
    });

    it('pages 20 rows at a time, newest first, with the total', async () => {
      const product = await createProduct(db, { stock: { S: 0 } });
      for (let count = 1; count <= 23; count++) await patch({ itemId: product.itemId, size: { S: count } });
      const [first, second] = [await history(product.itemId, 1), await history(product.itemId, 2)];
      expect([first.entries.length, second.entries.length, first.total]).toEqual([20, 3, 23]);
      expect(first.entries[0]).toMatchObject({ before: 22, after: 23 });
      expect(second.entries.at(-1)).toMatchObject({ before: 0, after: 1 });
    });

    it('records the stock an upload starts with', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admins/upload',
        headers,
        payload: {
          name: 'Fresh Tee',
          actualPrice: 1299,
          price: 799,
          fabric: 'Cotton',
          description: 'd',
          washcare: 'w',
          details: 'x',
          specifications: 's',
          image: webpDataUrl(),
          image1: webpDataUrl(),
          image2: webpDataUrl(),
          image3: webpDataUrl(),
          size: { S: 0, M: 3, L: 0, XL: 0, XXL: 0, XXXL: 0 },
        },
      });
      expect(res.statusCode).toBe(201);
      const page = await history(res.json().itemId);
      expect(page.entries).toMatchObject([{ size: 'M', before: 0, after: 3, reason: 'upload' }]);
    });

    it('answers 404 for an unknown product', async () => {
      const res = await app.inject({ url: '/api/admins/items/nope/stock-history', headers });
      expect(res.statusCode).toBe(404);
    });
  });
});
