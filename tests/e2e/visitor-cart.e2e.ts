/**
 * A cart before sign-in (docs/product.md section 3): a visitor adds to the cart without an
 * account, sees it in the header and on the cart page, is asked to log in at Check Out, and the
 * browser's cart joins the account's (capped by stock), at a phone's and a laptop's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createShopper, TEST_PASSWORD } from '../support/factories';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

async function logIn(page: Page, userName: string) {
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('a visitor’s cart', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`keeps the visitor's cart and joins it to the account at login (${viewport})`, async () => {
      const tee = await createPhotographedProduct(db, {
        name: `Visitor Tee ${viewport}`,
        price: 799,
        stock: { M: 4 },
      });
      const hoodie = await createPhotographedProduct(db, {
        name: `Visitor Hoodie ${viewport}`,
        price: 1599,
        stock: { L: 2 },
      });
      const shopper = await createShopper(db);
      // The account already holds both units of the hoodie's L.
      await putInCart(db, shopper.id, hoodie, 'L', 2);

      const context = await newContext(browser, shop.url, viewport);
      const page = await context.newPage();
      await page.goto(`/products/${tee.itemId}`);
      await page.getByText('M', { exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('status').getByText('Added to your cart.').waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('link', { name: /Cart \(2 items\)/ })
        .first()
        .waitFor();
      await page.goto(`/products/${hoodie.itemId}`);
      await page.getByText('L', { exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('link', { name: /Cart \(3 items\)/ })
        .first()
        .waitFor();

      await page
        .getByRole('link', { name: /Cart \(3 items\)/ })
        .first()
        .click();
      await page.waitForURL('**/users/cart');
      await page.getByText(`Visitor Tee ${viewport}`).first().waitFor();
      await page.getByText(`Visitor Hoodie ${viewport}`).first().waitFor();
      await expect.poll(() => page.getByText('Sub Total').textContent()).toContain('₹3,197');
      await expectAccessible(page);
      await screenshot(page, `visitor-cart-${viewport}`);

      // The cart lives in the browser: a reload keeps it.
      await page.reload();
      await page.getByText(`Visitor Tee ${viewport}`).first().waitFor();

      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.waitForURL('**/users/login');
      await page.getByText('Please log in to check out. Your cart comes with you.').waitFor();
      await logIn(page, shopper.userName);

      // The hoodie could not grow past its stock: the cart page says so.
      await page.waitForURL('**/users/cart');
      await page.getByText('Your cart from before you logged in has joined this one.').waitFor();
      await page
        .getByText(`Visitor Hoodie ${viewport} (size L): no more units in stock, your cart keeps 2.`)
        .waitFor();
      await expect.poll(() => page.getByText('Sub Total').textContent()).toContain('₹4,796');
      await page
        .getByRole('link', { name: /Cart \(4 items\)/ })
        .first()
        .waitFor();
      await screenshot(page, `visitor-cart-joined-${viewport}`);

      // Forgotten in the browser once it joined the account: logging out shows an empty cart.
      expect(await page.evaluate(() => localStorage.getItem('oversized-cart'))).toBeNull();
      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.waitForURL('**/checkout');
      await context.close();
    });
  }
});
