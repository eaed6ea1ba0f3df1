/**
 * Change Address follows the pincode (docs/product.md section 12): a new pincode fills in its
 * state and its city every time, unless the shopper typed the city after the pincode.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { createShopper } from '../support/factories';
import { expectAccessible, launchBrowser, signedInContext } from './support/browser';
import { startTestShop } from './support/shop';

describe('Change Address and the pincode’s city', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, {
    name: 'Pincode Hoodie',
    price: 1499,
    stock: { L: 5 },
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`fills the new pincode's city over the order's old one (${viewport})`, async () => {
      const shopper = await createShopper(db, { firstName: 'Simran' });
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product, 1, 'L');
      const context = await signedInContext(browser, shop.url, shopper.cookie, viewport);
      const page = await context.newPage();
      await page.goto('/orders');
      const card = page.getByRole('article', { name: `Order ${orderId}` });
      await card.getByRole('button', { name: 'Change Address' }).click();
      const form = card.getByRole('form', { name: 'New delivery address' });
      const city = form.getByLabel('City');
      const state = form.getByLabel('State');
      await expect.poll(() => state.inputValue()).toBe('Karnataka');
      const oldCity = await city.inputValue();
      expect(oldCity).not.toBe('');

      // A new pincode: both the state and the city change.
      await form.getByLabel('Pincode').fill('160015');
      await expect.poll(() => state.inputValue()).toBe('Chandigarh');
      await expect.poll(() => city.inputValue()).toBe('Chandigarh');

      // The shopper's own city, typed after the pincode, stands.
      await city.fill('Sector 15, Chandigarh');
      await form.getByLabel('Address line 1').fill('House 221, Sector 15');
      await page.waitForTimeout(300);
      expect(await city.inputValue()).toBe('Sector 15, Chandigarh');

      // Another pincode after that fills its city again.
      await form.getByLabel('Pincode').fill('110001');
      await expect.poll(() => state.inputValue()).toBe('Delhi');
      await expect.poll(() => city.inputValue()).not.toBe('Sector 15, Chandigarh');
      await expectAccessible(page);
      await context.close();
    });
  }
});
