/**
 * A product's own parcel weight and box (docs/product.md section 20): set from the admin's product
 * edit (with its validation messages), sent to Shiprocket (a local fake) instead of the Shipping
 * settings' category weight and box; cleared, the settings' apply again.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#shared/admin';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { shiprocketEnv, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe("a product's own parcel weight and box", async () => {
  const fake = await startFakeShiprocket();
  const { app, database } = await createTestApp(shiprocketEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const tee = await createProduct(db, { category: 'overtees', price: 799 });
  const hoodie = await createProduct(db, { category: 'hoodies', price: 1499 });
  await app.ready();

  const edit = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId: tee.itemId, ...payload },
    });
  const read = () =>
    app.inject({ method: 'GET', url: `/api/admins/items/${tee.itemId}`, headers: headersFor(admin) });
  const shipAndRead = async () => {
    const order = await insertBackOfficeOrder(db, {
      userId: shopper.id,
      lines: [{ product: tee, quantity: 2 }, { product: hoodie }],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds: [order.orderId] },
    });
    expect(res.json().shipped).toBe(1);
    return fake.orders.find((o) => o.body.order_id === order.orderId)!.body;
  };

  it('refuses a weight or box out of range with its message, changing nothing', async () => {
    for (const weightGrams of [49, 30_001, 120.5, '300']) {
      const res = await edit({ weightGrams });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(ADMIN_MESSAGES.productWeight);
    }
    for (const boxCm of [
      { length: 0, breadth: 25, height: 5 },
      { length: 30, breadth: 201, height: 5 },
      { length: 30, breadth: 25 },
    ]) {
      const res = await edit({ boxCm });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(ADMIN_MESSAGES.productBox);
    }
    expect((await read()).json()).toMatchObject({ weightGrams: null, boxCm: null });
  });

  it("sends the product's own weight and box to the courier, and the settings' once cleared", async () => {
    const saved = await edit({ weightGrams: 450, boxCm: { length: 35, breadth: 30, height: 10 } });
    expect(saved.statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({
      weightGrams: 450,
      boxCm: { length: 35, breadth: 30, height: 10 },
    });
    // 2 tees at their own 450 g + a hoodie at the category's 600 g; the tee's box is the largest.
    expect(await shipAndRead()).toMatchObject({ weight: 1.5, length: 35, breadth: 30, height: 10 });
    expect((await edit({ weightGrams: null, boxCm: null })).statusCode).toBe(200);
    expect(await shipAndRead()).toMatchObject({ weight: 1.2, length: 30, breadth: 25, height: 5 });
  });
});
