/**
 * Shipping with the sandbox courier in the browser (docs/product.md, "Shipping"): the shopper
 * sees "Delivery by ..." on the product page and at checkout and orders; the admin ships the
 * order from the orders table, prints its 4 x 6 inch label, and moves the parcel to delivered on
 * the shipping page; the shopper's order page shows each step and the return window opens. A
 * failed attempt mails the shopper, who asks for another attempt on a chosen day.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders, outbox } from '#server/db/schema';
import type { SandboxShippingProvider } from '#server/modules/shipping/sandbox-provider';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { readPdf } from '../support/pdf-text';
import { fillNewAddress } from './support/address';
import {
  artifactsDir,
  expectAccessible,
  launchBrowser,
  screenshot,
  signedInContext,
} from './support/browser';
import { placeCashOrder } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('shipping with the sandbox courier', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const sandbox = shop.app.deps.shipping as SandboxShippingProvider;

  async function adminPage() {
    const context = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    return { context, page: await context.newPage() };
  }

  async function shipFromTable(page: Page, orderId: string) {
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: `Ship with courier: order ${orderId}` }).click();
    await page.getByText(/Shipped 1 of 1/).waitFor();
    return page.getByText(new RegExp(`${orderId}: Sandbox Courier \\(test\\), AWB (TEST\\w+)`)).textContent();
  }

  async function step(page: Page, awb: string, stage: string, reason?: string) {
    const card = page.locator(`li[data-awb="${awb}"]`);
    await card.getByLabel(`Next step for ${awb}`).selectOption(stage);
    if (reason) await card.getByLabel("Courier's reason").fill(reason);
    await card.getByRole('button', { name: 'Apply step' }).click();
    await page
      .getByText(/^ORD-\w+: /)
      .first()
      .waitFor();
  }

  it('from checkout with a delivery date to ship, label, and delivered with the return window open', async () => {
    const product = await createPhotographedProduct(db, {
      name: 'Dune Boxy Tee',
      category: 'overtees',
      price: 899,
      stock: { M: 5 },
    });
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    await page.goto(`/products/${product.itemId}`);
    await page.getByLabel('Pincode').fill('560038');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d+ \w{3}$/).waitFor();
    await screenshotAtWidths(page, 'shipping-product-delivery-date');

    await putInCart(db, shopper.id, product, 'M', 1);
    await page.goto('/checkout');
    await page.getByLabel('Full name').waitFor();
    await fillNewAddress(page);
    await page
      .getByTestId('checkout-delivery-date')
      .getByText(/^Delivery by /)
      .waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'shipping-checkout-delivery-date');
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    const orderId = order!.orderId;

    const back = await adminPage();
    const line = await shipFromTable(back.page, orderId);
    const awb = /AWB (TEST\w+)/.exec(line ?? '')![1]!;
    await screenshotAtWidths(back.page, 'shipping-admin-shipped');
    expect((await db.select().from(orders).where(eq(orders.orderId, orderId)))[0]).toMatchObject({
      status: 'dispatched',
      trackingId: awb,
    });

    const download = back.page.waitForEvent('download');
    await back.page.getByRole('button', { name: `Label for order ${orderId}` }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(file);
    const dir = path.join(artifactsDir, 'shipping');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `label-${orderId}.pdf`), bytes);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect([pdf.pages[0]!.width, pdf.pages[0]!.height]).toEqual([288, 432]);
    expect(pdf.text).toContain('TEST LABEL');
    expect(pdf.text).toContain(`AWB ${awb}`);
    expect(pdf.text).toContain('COLLECT CASH');
    expect(pdf.text).toContain('560038');

    await back.page.goto('/admin/shipping');
    for (const stage of ['picked_up', 'in_transit', 'out_for_delivery']) await step(back.page, awb, stage);
    await screenshotAtWidths(back.page, 'shipping-admin-sandbox');
    await step(back.page, awb, 'delivered');
    await expect
      .poll(async () => (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!.status)
      .toBe('delivered');
    await back.context.close();

    await page.goto(`/orders/${orderId}`);
    for (const text of ['Picked up by the courier', 'In transit', 'Out for delivery'])
      await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByText(/Returns and exchanges are open until/).waitFor();
    await page.getByRole('button', { name: 'Request a return' }).waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'shipping-order-delivered');
    await context.close();
  });

  it('a failed attempt reaches the shopper, who picks a day for another attempt', async () => {
    const product = await createPhotographedProduct(db, {
      name: 'Moss Heavy Hoodie',
      category: 'hoodies',
      price: 2499,
      stock: { L: 5 },
    });
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'desktop');
    await putInCart(db, shopper.id, product, 'L', 1);
    await page.goto('/checkout');
    await page.getByLabel('Full name').waitFor();
    await fillNewAddress(page);
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    const orderId = order!.orderId;

    const back = await adminPage();
    const line = await shipFromTable(back.page, orderId);
    const awb = /AWB (TEST\w+)/.exec(line ?? '')![1]!;
    await back.page.goto('/admin/shipping');
    await step(back.page, awb, 'out_for_delivery');
    await step(back.page, awb, 'failed_attempt', 'Customer not available');
    await back.page.getByText('Customer not available').first().waitFor();
    await screenshot(back.page, 'shipping-admin-ndr-queue');

    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `We could not deliver order ${orderId}`));
    expect(mails).toHaveLength(1);
    const link = /(http\S+#delivery)/.exec(mails[0]!.textBody)![1]!;
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const form = page.locator('#delivery');
    await form.getByText('The courier could not deliver: Customer not available.').waitFor();
    const choices = await form.getByLabel('Deliver again on').locator('option').allTextContents();
    await form.getByLabel('Deliver again on').selectOption({ index: 2 });
    await form.getByLabel('Phone for the courier (optional)').fill('9123456780');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'shipping-order-reattempt');
    await form.getByRole('button', { name: 'Ask for another attempt' }).click();
    await page.getByText(`We have asked the courier to deliver on ${choices[2]}.`).waitFor();
    expect(sandbox.instructions(awb).at(-1)).toMatchObject({ action: 'reattempt', phone: '9123456780' });
    await back.context.close();
    await context.close();
  });
});
