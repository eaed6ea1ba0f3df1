/**
 * Back always shows the page it returns to: Profile -> My Cart -> Back shows the profile at once,
 * every time (a blank page between header and footer for seconds used to appear about one time
 * in five), and the same from the cart back to a product page. Back from a product opened after
 * Load More shows every page loaded, where the shopper was (issue 40 point 10).
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { launchBrowser, newContext } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const ROUNDS = 8;

describe('Back after My Cart', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, {
    name: 'Back Button Tee',
    price: 699,
    stock: { M: 5 },
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows the profile again at once, ${ROUNDS} times in a row (${viewport})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      await putInCart(db, shopper.id, product, 'M', 1);
      await page.goto('/users/profile');
      const hello = page.getByRole('heading', { level: 1, name: /Hello/ });
      await hello.waitFor();
      for (let round = 0; round < ROUNDS; round++) {
        await page.getByRole('link', { name: 'My Cart' }).click();
        await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
        await page.getByText('Back Button Tee').first().waitFor();
        await page.goBack();
        await hello.waitFor({ timeout: 2000 });
      }
      // And back from the cart to a product page the server rendered.
      await page.goto(`/products/${product.itemId}`);
      await page.getByRole('heading', { level: 1, name: 'Back Button Tee' }).waitFor();
      await page.goto('/users/cart');
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Back Button Tee' }).waitFor({ timeout: 2000 });
      expect(new URL(page.url()).pathname).toBe(`/products/${product.itemId}`);
      await context.close();
    });
  }

  it('Back after Load More shows every page loaded, scrolled where the shopper was (phone and laptop)', async () => {
    // Enough hoodies for three pages of eight.
    for (let n = 0; n < 20; n++)
      await createPhotographedProduct(db, { name: `Back Hoodie ${n + 1}`, category: 'hoodies', price: 1299 });
    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(browser, shop.url, viewport);
      const page = await context.newPage();
      await page.goto('/products?category=hoodies');
      const list = page.getByRole('list', { name: 'Hoodies products' });
      await list.waitFor();
      await page.locator('html[data-app-ready]').waitFor();
      for (const pages of [2, 3]) {
        await page.getByRole('button', { name: 'Load More' }).click();
        await page.waitForURL(`**/products?category=hoodies&page=${pages}`);
        await expect.poll(() => list.getByRole('listitem').count()).toBe(pages * 8);
      }
      // The twentieth card, near the bottom: scrolled to, then opened.
      const card = list.getByRole('listitem').nth(19);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(200);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);
      const name = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL('**/products?category=hoodies&page=3');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(24);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));

      // A reload of that address shows the three pages again, at the same place.
      await page.reload();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(24);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
      // The category opened afresh starts at its first page.
      await page.goto('/products?category=hoodies');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(8);
      await context.close();
    }
  });
});
