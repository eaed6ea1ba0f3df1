/**
 * The checkout's words about delivery and money (issue 40): one delivery promise, the product
 * page's answer for the same pincode (point 8). At both sizes.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { BENGALURU, fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const PROMISE = /Delivery (in|by) [^.·\n]+/g;

describe('the checkout promise and total', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`makes one delivery promise, the product page's (${viewport})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      const product = await createPhotographedProduct(db, {
        name: `Slate Boxy Tee ${viewport}`,
        price: 899,
        stock: { M: 5 },
      });
      await page.goto(`/products/${product.itemId}`);
      await page.getByLabel('Pincode').fill(BENGALURU.pincode);
      await page.getByRole('button', { name: 'Check' }).click();
      const answer = page.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}$/);
      await answer.waitFor();
      const productPromise = await answer.textContent();

      await putInCart(db, shopper.id, product, 'M', 1);
      await page.goto('/checkout');
      await page.getByLabel('Full name').waitFor();
      await fillNewAddress(page);
      await page.getByTestId('checkout-delivery-date').getByText(productPromise!).waitFor();
      const promises = (await page.getByRole('main').innerText()).match(PROMISE) ?? [];
      expect(promises).toEqual([productPromise]);
      await expectAccessible(page);
      await screenshot(page, `checkout-one-promise-${viewport}`);
      await context.close();
    });
  }
});
