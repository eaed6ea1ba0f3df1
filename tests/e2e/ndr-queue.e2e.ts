/**
 * The failed-delivery (NDR) queue an owner can act on (issue 40, point 5; docs/product.md, "Failed
 * deliveries"), at 390 x 844 and 1280 x 800: the shopper's answer reads in words with her day
 * chosen and her note kept, and her form closes once answered; a card the owner answers moves to
 * "Asked the courier"; return to origin asks first.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxShippingProvider } from '#server/modules/shipping/sandbox-provider';
import { reattemptDayLabel } from '#shared/shipping';
import { insertBackOfficeOrder } from '../support/back-office-factories';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  signedInContext,
  type VIEWPORTS,
} from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('the failed-delivery queue', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const sandbox = shop.app.deps.shipping as SandboxShippingProvider;
  const product = await createPhotographedProduct(db, { name: 'Missed Tee', price: 799, stock: { M: 20 } });
  const headers = { 'x-api-key': String(shop.app.deps.config.apiKey), cookie: admin.cookie };

  /** An order of `userId` shipped with the sandbox courier whose delivery attempt failed. */
  async function failedDelivery(userId: number) {
    const { orderId } = await insertBackOfficeOrder(db, { userId, lines: [{ product }] });
    const shipped = await shop.app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers,
      payload: { orderIds: [orderId] },
    });
    const awb = shipped.json().results[0].awb as string;
    expect(awb, shipped.body).toBeTruthy();
    for (const stage of ['picked_up', 'out_for_delivery', 'failed_attempt']) {
      const moved = await shop.app.inject({
        method: 'POST',
        url: `/api/admins/shipping/sandbox/${awb}/advance`,
        headers,
        payload: { stage, ...(stage === 'failed_attempt' ? { reason: 'Customer not available' } : {}) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { orderId, awb };
  }

  for (const size of ['mobile', 'desktop'] as const satisfies (keyof typeof VIEWPORTS)[])
    it(`shows the shopper's answer in words, moves answered cards and asks before a return (${size})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, size);
      const hers = await failedDelivery(shopper.id);
      const other = await failedDelivery(shopper.id);

      // The shopper picks the third day and types a landmark; her form closes once answered.
      await page.goto(`/orders/${hers.orderId}#delivery`);
      const parcel = page.locator('#delivery');
      await parcel.getByText('The courier could not deliver: Customer not available.').waitFor();
      const day = parcel.getByLabel('Deliver again on');
      const days = await day
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const chosen = days[2]!;
      await day.selectOption(chosen);
      await parcel.getByLabel('Address correction or landmark (optional)').fill('Behind the Hanuman temple');
      await parcel.getByRole('button', { name: 'Ask for another attempt' }).click();
      await parcel.getByText(`You asked for another attempt on ${reattemptDayLabel(chosen)}.`).waitFor();
      expect(await parcel.getByRole('button', { name: 'Ask for another attempt' }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `ndr-shopper-answered-${size}`);

      const back = await signedInContext(browser, shop.url, admin.cookie, size);
      const owner = await back.newPage();
      await owner.goto('/admin/shipping');
      const waiting = owner.getByRole('region', { name: 'Waiting for an answer' });
      const asked = owner.getByRole('region', { name: 'Asked the courier' });

      // Her card: her day in words and chosen in the form, her note kept; no raw "reattempt:".
      const herCard = asked.locator(`li[data-ndr="${hers.orderId}"]`);
      await herCard
        .getByText(`The shopper asked for another attempt on ${reattemptDayLabel(chosen)}.`)
        .waitFor();
      await herCard.getByText('Behind the Hanuman temple').waitFor();
      expect(await herCard.getByLabel(`Reattempt ${hers.orderId} on`).inputValue()).toBe(chosen);
      expect(await owner.getByText('reattempt:').count()).toBe(0);

      // The other card waits; once the owner asks for a reattempt it moves to "Asked the courier".
      const otherCard = waiting.locator(`li[data-ndr="${other.orderId}"]`);
      await otherCard.getByRole('button', { name: 'Reattempt' }).click();
      await asked
        .locator(`li[data-ndr="${other.orderId}"]`)
        .getByText(/^You asked for another attempt on /)
        .waitFor();
      expect(await waiting.locator(`li[data-ndr="${other.orderId}"]`).count()).toBe(0);
      await expectAccessible(owner);
      await screenshot(owner, `ndr-queue-${size}`);

      // Return to origin asks first: "Keep trying" sends nothing; "Yes" sends it.
      const before = sandbox.instructions(hers.awb).length;
      await herCard.getByRole('button', { name: 'Return to origin' }).click();
      const dialog = owner.getByRole('dialog', { name: `Return order ${hers.orderId} to origin?` });
      await dialog.getByText(/₹110-150/).waitFor();
      await expectAccessible(owner);
      await dialog.getByRole('button', { name: 'Keep trying' }).click();
      expect(sandbox.instructions(hers.awb)).toHaveLength(before);
      await herCard.getByRole('button', { name: 'Return to origin' }).click();
      await dialog.getByRole('button', { name: 'Yes, return to origin' }).click();
      await owner.getByRole('alert').getByText(`Order ${hers.orderId} is being returned.`).waitFor();
      expect(sandbox.instructions(hers.awb).at(-1)).toMatchObject({ action: 'return' });
      await back.close();
      await context.close();
    });
});
