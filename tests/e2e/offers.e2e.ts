/**
 * "Any 3 tees for ₹999" in the browser (BUSINESS.md section 12): the cart tells the shopper what
 * is missing, and the checkout shows the offer's saving and the right grand total. At both sizes.
 */
import { describe, expect, it } from 'vitest';
import { createOffer } from '#server/modules/offers';
import { offerInputSchema } from '#shared/offers';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { offerPayload } from '../support/offer-factories';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('offers in the cart and at checkout', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await createOffer(db, offerInputSchema.parse(offerPayload()), new Date());

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`nudges at two tees, then takes ₹1,548 off three (${viewport})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      const tees = [];
      for (const [name, price] of [
        ['Olive', 799],
        ['Sand', 849],
        ['Black', 899],
      ] as const)
        tees.push(
          await createPhotographedProduct(db, {
            name: `${name} Combo Tee ${viewport}`,
            price,
            stock: { M: 5 },
          }),
        );
      // The badge where the shopper chooses: on a tee's card and beside its price (in the HTML).
      await page.goto('/products?category=overtees');
      await page.getByText('Offer: Any 3 for ₹999').first().waitFor();
      await screenshot(page, `offers-card-badge-${viewport}`);
      await page.goto(`/products/${tees[0]!.itemId}`);
      expect(await page.getByTestId('product-offers').innerText()).toBe(
        'Any 3 for ₹999, applied in the cart',
      );
      await screenshot(page, `offers-product-badge-${viewport}`);

      await putInCart(db, shopper.id, tees[0]!, 'M', 1);
      await putInCart(db, shopper.id, tees[1]!, 'M', 1);
      await page.goto('/users/cart');
      await page.getByText('Add 1 more to get 3 for ₹999').waitFor();
      await expectAccessible(page);
      await screenshot(page, `offers-cart-nudge-${viewport}`);

      await putInCart(db, shopper.id, tees[2]!, 'M', 1);
      await page.goto('/users/cart');
      await page.getByTestId('cart-after-offers').getByText('₹999').waitFor();

      await page.goto('/checkout');
      const saving = page.getByTestId('offer-saving');
      await saving.waitFor();
      expect(await saving.innerText()).toMatch(/Any 3 tees for ₹999\s*−₹1,548/);
      expect(await page.getByTestId('amount-to-pay').innerText()).toBe('₹1,099');
      await expectAccessible(page);
      await screenshot(page, `offers-checkout-${viewport}`);
      await context.close();
    }, 180_000);
  }
});
