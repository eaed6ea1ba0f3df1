/**
 * A keyboard user adds to the cart without losing their place (WCAG 2.4.3): after Add to Cart the
 * focus stays on the button, at a phone's and a laptop's width.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct } from '../support/cart-factories';
import { launchBrowser } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('Add to Cart by keyboard', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, { name: 'Keyboard Tee', price: 799, stock: { M: 5 } });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`keeps the focus on Add to Cart (${viewport})`, async () => {
      const { context, page } = await shopperPage(browser, shop.url, db, viewport);
      await page.goto(`/products/${product.itemId}`);
      await page.getByRole('radio', { name: 'M' }).focus();
      await page.keyboard.press('Space');
      const button = page.getByRole('button', { name: 'Add to Cart' });
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText('Added to your cart.').waitFor();
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? 'nothing');
      expect(focused).toBe('Add to Cart');
      // Enter again adds another: the button is still where the keyboard is.
      await page.keyboard.press('Enter');
      await page
        .getByRole('link', { name: /2 items/ })
        .first()
        .waitFor();
      await context.close();
    });
  }
});
