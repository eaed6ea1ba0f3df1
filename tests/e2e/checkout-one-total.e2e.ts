/**
 * One total at checkout (issue 40 point 7): with a ₹49 COD fee, ₹50 off online and ₹300 of store
 * credit, the summary lists each as a line and ends on what the chosen way charges, and that is
 * what the payment window asks or the courier collects. The checkout also starts a new address
 * with the account's name and remembers the WhatsApp choice (point 17). At both sizes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { giveStoreCredit, saveCodSettings } from '../support/cod-factories';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { amountToPay, chooseWayToPay, payButton } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('one total at checkout', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00 });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`ends the summary on what the chosen way charges, and charges it (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      const product = await createPhotographedProduct(db, {
        name: `Ember Heavy Hoodie ${viewport}`,
        price: 2199,
        stock: { L: 3 },
      });
      await putInCart(db, shopper.id, product, 'L', 1);
      await giveStoreCredit(db, shopper.id, 300_00);
      await page.goto('/checkout');
      // A new address starts with the account's name (point 17).
      await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Ananya Verma');
      await fillNewAddress(page);
      const summary = page.getByLabel('What you pay');

      // ₹2,199 and ₹100 delivery. Online: less ₹50 prepaid discount = ₹2,249.
      await expect.poll(() => amountToPay(page).textContent()).toBe('₹2,249');
      expect(await summary.innerText()).toMatch(/Prepaid discount\s+−₹50/);
      expect(await summary.innerText()).not.toMatch(/Cash-on-delivery fee/);
      expect(await summary.innerText()).toMatch(/To pay online\s+₹2,249$/);
      expect(await payButton(page).textContent()).toBe('Pay ₹2,249 online');
      // Cash: ₹49 fee = ₹2,348, and no prepaid discount.
      await chooseWayToPay(page, 'cod');
      await expect.poll(() => amountToPay(page).textContent()).toBe('₹2,348');
      expect(await summary.innerText()).toMatch(/Cash-on-delivery fee\s+₹49/);
      expect(await summary.innerText()).not.toMatch(/Prepaid discount/);
      // With ₹300 of store credit: ₹2,048 in cash, or ₹1,949 online.
      await page.getByLabel('Use my store credit (₹300)').check();
      await expect.poll(() => amountToPay(page).textContent()).toBe('₹2,048');
      expect(await summary.innerText()).toMatch(/Store credit\s+−₹300/);
      expect(await summary.innerText()).toMatch(/To pay in cash on delivery\s+₹2,048$/);
      await expectAccessible(page);
      await screenshot(page, `checkout-one-total-cod-${viewport}`);
      await chooseWayToPay(page, 'online');
      await expect.poll(() => amountToPay(page).textContent()).toBe('₹1,949');
      expect(await summary.innerText()).toMatch(
        /Prepaid discount\s+−₹50\s+Store credit\s+−₹300\s+To pay online\s+₹1,949$/,
      );
      await expectAccessible(page);
      await screenshot(page, `checkout-one-total-online-${viewport}`);

      if (viewport === 'mobile') {
        // The payment window asks exactly the last line.
        await payButton(page).click();
        const frame = page.frameLocator('iframe[title="Test payment window"]');
        await frame.getByText('₹1,949').first().waitFor();
        await frame.getByRole('button', { name: /^Pay/ }).click();
        await page.waitForURL('**/success');
      } else {
        // The courier collects exactly the last line.
        await chooseWayToPay(page, 'cod');
        await page.getByLabel('Send my order updates on WhatsApp').check();
        await payButton(page).click();
        await page.waitForURL('**/success');
        await page.getByText('Pay ₹2,048 in cash on delivery').waitFor();
        const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
        expect(order!.amountPaise - order!.storeCreditPaise).toBe(2048_00);
        // The next checkout remembers the WhatsApp choice (point 17).
        await putInCart(db, shopper.id, product, 'L', 1);
        await page.goto('/checkout');
        // The address just used is saved now, and chosen: the WhatsApp box is below it.
        await page.getByLabel('Send my order updates on WhatsApp').waitFor();
        await expect.poll(() => page.getByLabel('Send my order updates on WhatsApp').isChecked()).toBe(true);
      }
      await context.close();
    });
  }
});
