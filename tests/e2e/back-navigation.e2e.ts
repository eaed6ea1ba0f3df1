/**
 * Back always shows the page it returns to: Profile -> My Cart -> Back shows the profile at once,
 * every time (a blank page between header and footer for seconds used to appear about one time
 * in five), and the same from the cart back to a product page.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { launchBrowser } from './support/browser';
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
});
