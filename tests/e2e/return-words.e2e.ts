/**
 * A delivered order's return, in the shopper's words (issue 40, points 11, 12 and 13): the window
 * names its last open day, the exchange size list shows sold-out sizes disabled, and the approval
 * mail lists the pieces being sent back, not the whole order. At both sizes.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, returns } from '#server/db/schema';
import { returnWindowEnd, returnWindowLastDay } from '#shared/after-order';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder } from '../support/return-factories';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('a return in the shopper words', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`names the window's last day, shows L sold out and mails only the returned piece (${viewport})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      const product = await createPhotographedProduct(db, {
        name: `Olive Drop Tee ${viewport}`,
        price: 999,
        stock: { S: 2, M: 3, L: 0, XL: 2 },
      });
      const other = await createPhotographedProduct(db, {
        name: `Ink Crew Sweatshirt ${viewport}`,
        price: 1499,
        stock: { M: 2 },
      });
      // A second line in the order, which the approval mail must not list.
      await putInCart(db, shopper.id, other, 'M', 1);
      const { orderId } = await deliveredOrder(shop.app, db, { shopper, admin, product, quantity: 1 });
      const lastDay = returnWindowLastDay(returnWindowEnd(new Date(), 2));

      await page.goto(`/orders/${orderId}`);
      await page.getByText(`Returns and exchanges are open until the end of ${lastDay}.`).waitFor();
      await page.getByRole('button', { name: 'Request a return' }).click();
      const form = page.getByRole('form', { name: 'Request a return' });
      await form.getByRole('combobox', { name: `How many of ${product.name}, size M` }).selectOption('1');
      await form.getByRole('radio', { name: 'Another size' }).check();
      const sizes = form.getByRole('combobox', { name: `New size for ${product.name}` });
      const options = await sizes
        .locator('option')
        .evaluateAll((all) => all.map((o) => [o.textContent, (o as HTMLOptionElement).disabled]));
      expect(options).toEqual([
        ['Choose', false],
        ['S', false],
        ['L — sold out', true],
        ['XL', false],
        ['XXL — sold out', true],
        ['XXXL — sold out', true],
      ]);
      await sizes.selectOption('XL');
      await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_small');
      await expectAccessible(page);
      await screenshot(page, `return-words-form-${viewport}`);
      await form.getByRole('button', { name: 'Request exchange' }).click();
      await page.getByRole('status').getByText('We have your exchange request').waitFor();

      const [asked] = await db.select().from(returns).where(eq(returns.userId, shopper.id));
      const returnId = asked!.returnId;
      const approved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admins/returns/${returnId}/approve`,
        headers: { 'x-api-key': shop.app.deps.config.apiKey ?? '', cookie: admin.cookie },
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const [mail] = await db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.toAddress, shopper.email), eq(outbox.subject, `Your return ${returnId} is approved`)),
        );
      expect(mail!.textBody).toContain(`${product.name} (size M) x 1, for size XL`);
      expect(mail!.textBody).not.toContain(other.name);
      await context.close();
    });
  }
});
