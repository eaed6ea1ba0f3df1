/**
 * Cash on delivery as a shopper reads it (docs/product.md section 22, docs/decisions/033), on a
 * phone (390 x 844) and a laptop (1366 x 768): a shopper with only a mobile number hears about
 * her order by SMS, and the success page says so and asks her to confirm (the order is placed,
 * not confirmed, until she does); the order page confirms too, and "COD confirmed" joins its
 * timeline; the link's page changes its heading once confirmed; "Pay online now" charges what
 * checkout offered online; an exchange is its own kind of order, linked to its return both ways.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import type { ReturnJson } from '#shared/after-order';
import { asShopper, createPhotographedProduct, placeCodOrderFor, putInCart } from '../support/cart-factories';
import { mailedCodToken, saveCodSettings } from '../support/cod-factories';
import { createAdmin } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder } from '../support/return-factories';
import { fillNewAddress } from './support/address';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

describe('cash-on-delivery words, messages and kinds of order', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveInvoiceSettings(db);
  const product = await createPhotographedProduct(db, {
    name: 'Rust Oversized Tee',
    price: 749,
    stock: { M: 40, L: 40 },
  });

  /** A signed-in shopper at one size; with `phoneOnly`, an account made with a mobile number alone. */
  async function shopperAt(size: (typeof SIZES)[number], phoneOnly = false) {
    const signedIn = await shopperPage(browser, shop.url, db, 'mobile');
    await signedIn.page.setViewportSize(size);
    if (phoneOnly) await db.update(users).set({ email: null }).where(eq(users.id, signedIn.shopper.id));
    return signedIn;
  }

  it('a phone-only shopper is told the order went by SMS, and confirms it on the success page', async () => {
    for (const size of SIZES) {
      const { shopper, context, page } = await shopperAt(size, true);
      await putInCart(db, shopper.id, product, 'M', 1);
      await page.goto('/checkout');
      await fillNewAddress(page);
      await placeCashOrder(page);
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: 'Order placed: please confirm it' }).waitFor();
      // ₹749 and ₹100 delivery.
      await page.getByText('Pay ₹849 in cash on delivery').waitFor();
      const thanks = page.getByText(/^Thank you! Your order ORD-\w+ is placed\./);
      await thanks.waitFor();
      expect(await thanks.textContent()).toMatch(/Its details are on their way by SMS to 98765 43210\.$/);
      expect(await page.getByText('on its way to your email').count()).toBe(0);
      const step = page.getByRole('region', { name: 'Please confirm your order' });
      await step.getByText('We have also sent you the link by SMS to 98765 43210.').waitFor();
      const orderId = /ORD-\w+/.exec((await thanks.textContent()) ?? '')![0];
      const sms = await db.select().from(outbox).where(eq(outbox.toAddress, '9876543210'));
      expect(new Set(sms.filter((row) => row.textBody.includes(orderId)).map((row) => row.channel))).toEqual(
        new Set(['sms']),
      );
      await expectAccessible(page);
      await screenshot(page, `cod-success-${size.width}`);
      // No trip home while the order waits for its answer.
      await page.waitForTimeout(5500);
      expect(new URL(page.url()).pathname).toBe('/success');
      await step.getByRole('button', { name: 'Confirm my order' }).click();
      await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
      await page.getByText(`Thank you! Your order ${orderId} is confirmed.`).waitFor();
      await page.getByRole('region', { name: 'Confirmed for cash on delivery' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `cod-success-confirmed-${size.width}`);
      await page.goto(`/orders/${orderId}`);
      await page.getByText('COD confirmed: we will send it').waitFor();
      await context.close();
    }
  }, 180_000);

  it('the order page offers Confirm for an unconfirmed COD order', async () => {
    for (const size of SIZES) {
      const { shopper, context, page } = await shopperAt(size, true);
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product);
      await page.goto(`/orders/${orderId}`);
      const step = page.getByRole('region', { name: 'Please confirm your order' });
      await step
        .getByText('We send a cash-on-delivery order once you confirm it: ₹849 to pay at the door.')
        .waitFor();
      await expectAccessible(page);
      await screenshot(page, `order-page-confirm-cod-${size.width}`);
      await step.getByRole('button', { name: 'Confirm my order' }).click();
      await page.getByRole('region', { name: 'Confirmed for cash on delivery' }).waitFor();
      await page.getByText('COD confirmed: we will send it').waitFor();
      await context.close();
    }
  });

  it("the link's page is headed by the order's state", async () => {
    for (const size of SIZES) {
      const { shopper, context } = await shopperAt(size);
      await context.close();
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product);
      const visitor = await (await newContext(browser, shop.url, 'mobile')).newPage();
      await visitor.setViewportSize(size);
      await visitor.goto(`/cod/${await mailedCodToken(db, orderId)}`);
      await visitor.getByRole('heading', { name: 'Confirm your order' }).waitFor();
      await visitor.getByRole('button', { name: 'Confirm my order' }).click();
      await visitor.getByRole('heading', { name: 'Your order is confirmed' }).waitFor();
      expect(await visitor.title()).toContain('Your order is confirmed');
      await expectAccessible(visitor);
      await visitor.context().close();
    }
  });

  it('an exchange is its own kind of order, linked to its return on both pages', async () => {
    const admin = await createAdmin(db);
    for (const size of SIZES) {
      const { shopper, context, page } = await shopperAt(size);
      const { orderId } = await deliveredOrder(shop.app, db, { shopper, admin, product, quantity: 1 });
      const client = asShopper(shop.app, shopper);
      const lineId = (await (await client.get(`/api/users/orders/${orderId}`)).json()).items[0].lineId;
      await client.post(`/api/users/orders/${orderId}/returns`, {
        lines: [{ lineId, quantity: 1, exchangeSize: 'L' }],
        reason: 'too_small',
        resolution: 'exchange',
      });
      const { returnId } = (await (await client.get(`/api/users/orders/${orderId}`)).json()).returns[0];
      const approved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admins/returns/${returnId}/approve`,
        headers: { 'x-api-key': shop.app.deps.config.apiKey ?? '', cookie: admin.cookie },
        payload: {},
      });
      const exchangeId = (approved.json() as ReturnJson).exchangeOrderId!;
      await page.goto(`/orders/${exchangeId}`);
      await page.getByText(`Exchange for return ${returnId} of`).waitFor();
      await page.getByText('Exchange, no charge').first().waitFor();
      expect(await page.getByRole('button', { name: 'Confirm my order' }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `exchange-order-page-${size.width}`);
      await page.getByRole('link', { name: orderId }).click();
      await page.waitForURL(`**/orders/${orderId}`);
      await page.getByRole('link', { name: exchangeId }).click();
      await page.waitForURL(`**/orders/${exchangeId}`);
      await context.close();

      const back = await adminAt(size);
      await back.goto(`/admin/orders?q=${exchangeId}`);
      const row = back.getByRole('row', { name: new RegExp(exchangeId) });
      await row.getByText(`For return ${returnId} of`).waitFor();
      expect(await row.getByText('Not confirmed', { exact: false }).count()).toBe(0);
      await row.getByRole('link', { name: orderId }).click();
      await back.getByRole('row', { name: new RegExp(orderId) }).waitFor();
      await expectAccessible(back);
      await back.goto('/admin/returns?status=approved');
      await back.getByRole('link', { name: exchangeId }).first().waitFor();
      await back.context().close();
    }
  }, 180_000);

  it('"Pay online now" charges what checkout offered online: ₹799, not ₹849', async () => {
    await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00, maxOpenCodOrders: 50 });
    try {
      for (const size of SIZES) {
        const { shopper, context, page } = await shopperAt(size);
        const orderId = await placeCodOrderFor(shop.app, db, shopper, product);
        await page.goto(`/cod/${await mailedCodToken(db, orderId)}`);
        // ₹749 + ₹100 delivery + ₹49 fee in cash; online ₹749 - ₹50 + ₹100.
        await page.getByText('Pay ₹898 in cash on delivery').waitFor();
        await page
          .getByText('Pay ₹799 online now: ₹50 off for paying online and no ₹49 cash-on-delivery fee.')
          .waitFor();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Pay online now' }).click();
        const frame = page.frameLocator('iframe[title="Test payment window"]');
        await frame.getByText('₹799').first().waitFor();
        await frame.getByRole('button', { name: /^Pay / }).click();
        await page.getByRole('heading', { name: 'Your order is paid' }).waitFor();
        await page.goto(`/orders/${orderId}`);
        await page.getByText(/^Paid ₹799 online \(payment ID /).waitFor();
        await expectAccessible(page);
        await screenshot(page, `cod-paid-online-order-page-${size.width}`);
        await context.close();
      }
    } finally {
      await saveCodSettings(db, {});
    }
  });

  async function adminAt(size: (typeof SIZES)[number]): Promise<Page> {
    const page = await (await newContext(browser, shop.url)).newPage();
    await page.setViewportSize(size);
    await page.goto('/admin/login');
    await page.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(page);
    return page;
  }
});
