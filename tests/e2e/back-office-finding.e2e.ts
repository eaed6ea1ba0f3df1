/**
 * Finding things in the back office (issue 40 point 17), at both sizes: the products list
 * searches by name; category choices read as the categories' proper names; an order id links to
 * the order; the orders toolbar's buttons for an empty selection look empty, not active.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder, receivedReturnOf } from '../support/return-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { E2E_ADMIN, startTestShop } from './support/shop';

describe('finding things in the back office', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(db, {
    name: 'Findable Moss Hoodie',
    price: 1499,
    stock: { M: 4 },
  });
  // Dispatch issues the tax invoice, which needs the shop's details.
  await saveInvoiceSettings(db);
  const parties = { shopper: await createShopper(db), admin: await createAdmin(db) };
  const { orderId } = await deliveredOrder(shop.app, db, { ...parties, product, quantity: 1 });
  await receivedReturnOf(shop.app, parties, orderId, { quantity: 1 });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`searches products, names categories, links order ids, shows empty buttons as empty (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const admin = await (await newContext(browser, shop.url, viewport)).newPage();
      await admin.goto('/admin/login');
      await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
      await admin.getByLabel('Password').fill(E2E_ADMIN.password);
      await admin.getByRole('button', { name: 'Login' }).click();
      await ownerSignedIn(admin);

      await admin.getByLabel('Search products').fill('moss hood');
      await admin.getByRole('button', { name: 'Search' }).click();
      await admin.waitForURL('**/admin/products-list?q=moss+hood');
      const rows = admin.getByRole('row').filter({ hasText: 'Findable Moss Hoodie' });
      await rows.first().waitFor();
      // The header row and the one product.
      await expect.poll(() => admin.getByRole('row').count()).toBe(2);
      await expectAccessible(admin);
      await screenshot(admin, `admin-products-search-${viewport}`);

      await admin.goto('/admin/product-upload');
      const category = admin.getByLabel('Category');
      // The form appears once the member's permissions are read; allTextContents() does not wait.
      await category.waitFor();
      expect(await category.locator('option').allTextContents()).toEqual([
        'Oversized Tees',
        'Hoodies',
        'SweatShirts',
      ]);

      await admin.goto('/admin/orders');
      await admin.getByText(orderId).first().waitFor();
      const slips = admin.getByRole('button', { name: 'Packing slips (0)' });
      expect(await slips.isDisabled()).toBe(true);
      // Empty: a light, dashed button, not the dark fill of an active one.
      const look = await slips.evaluate((el) => getComputedStyle(el));
      expect(look.borderStyle).toBe('dashed');
      expect(look.opacity).toBe('1');
      expect(look.backgroundColor).toMatch(/^oklch\(0\.985 0 (0|none)\)$/);
      await screenshot(admin, `admin-orders-empty-selection-${viewport}`);

      // The returns queue names the order as a link to it.
      await admin.goto('/admin/returns');
      await admin.getByRole('link', { name: orderId }).first().click();
      await admin.waitForURL(`**/admin/orders?q=${orderId}`);
      await expect.poll(() => admin.getByRole('row').count()).toBe(2);
      await expectAccessible(admin);
      await admin.context().close();
    });
  }
});
