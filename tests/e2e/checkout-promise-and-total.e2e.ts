/**
 * The checkout's words about delivery and money (issue 40): one delivery promise, the product
 * page's answer for the same pincode (point 8); on a laptop's 1366 x 768 screen with a saved
 * address, the summary and the pay buttons are in view without scrolling (point 14). At both sizes.
 */
import { describe, expect, it } from 'vitest';
import { savedAddresses } from '#server/db/schema';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { giveStoreCredit, saveCodSettings } from '../support/cod-factories';
import { createShopper } from '../support/factories';
import { BENGALURU, fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { payButton, wayToPay } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const SAVED = {
  fullName: 'Kavya Iyer',
  mobile: '9123456780',
  line1: '14 Besant Avenue',
  line2: 'Adyar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600020',
};

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

  it('keeps the summary and the pay buttons in view on a 1366 x 768 laptop, and below the address on a phone', async () => {
    // The COD fee, the prepaid discount and store credit all on: the tallest summary.
    await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00 });
    for (const viewport of ['laptop', 'mobile'] as const) {
      const shopper = await createShopper(db, { firstName: 'Kavya' });
      const context = await newContext(browser, shop.url, viewport === 'laptop' ? 'desktop' : 'mobile');
      const page = await context.newPage();
      if (viewport === 'laptop') await page.setViewportSize({ width: 1366, height: 768 });
      const [name, value] = shopper.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: shop.url }]);
      await db.insert(savedAddresses).values({ userId: shopper.id, address: SAVED, isDefault: true });
      await giveStoreCredit(db, shopper.id, 300_00);
      const product = await createPhotographedProduct(db, {
        name: `Moss Heavy Hoodie ${viewport}`,
        price: 2199,
        stock: { L: 3 },
      });
      await putInCart(db, shopper.id, product, 'L', 1);
      await page.goto('/checkout');
      const pay = payButton(page);
      const cod = wayToPay(page, 'cod');
      await expect.poll(() => cod.isEnabled()).toBe(true);
      await page.getByRole('checkbox', { name: /Use my store credit/ }).waitFor();
      if (viewport === 'laptop') {
        // Nothing scrolled: both buttons end above the window's bottom edge.
        for (const button of [pay, cod]) {
          const box = (await button.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(768);
        }
        const summary = (await page.getByRole('region', { name: 'Order summary' }).boundingBox())!;
        const delivery = (await page.getByRole('region', { name: 'Delivery details' }).boundingBox())!;
        expect(summary.x).toBeGreaterThan(delivery.x + delivery.width);
      } else {
        // One column: the summary follows where the order goes.
        const summary = (await page.getByRole('region', { name: 'Order summary' }).boundingBox())!;
        const delivery = (await page.getByRole('region', { name: 'Delivery details' }).boundingBox())!;
        expect(summary.y).toBeGreaterThan(delivery.y + delivery.height);
      }
      await expectAccessible(page);
      await screenshot(page, `checkout-two-columns-${viewport}`);
      await page.screenshot({ path: `tests/.artifacts/checkout-two-columns-${viewport}-window.png` });
      await context.close();
    }
  });
});
