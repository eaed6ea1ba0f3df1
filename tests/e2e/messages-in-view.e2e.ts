/**
 * The back office's answers appear where the owner looks, on a common laptop (1366 x 768): a
 * refused dispatch far down the orders table, "Invoices: saved" above a long form, and a refused
 * image file at the window's bottom are scrolled into view (and the results focused).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertBackOfficeOrder } from '../support/back-office-factories';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

const LAPTOP = { width: 1366, height: 768 };

/** Whether the whole of `locator` lies inside the window. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('messages in view at 1366 x 768', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(db, { name: 'Far Down Tee', price: 699, stock: { M: 20 } });
  const shopper = await createShopper(db, { userName: 'nikhil_scroll' });
  const orders: string[] = [];
  for (let i = 0; i < 8; i++) {
    const placed = await insertBackOfficeOrder(db, {
      userId: shopper.id,
      createdAt: new Date(Date.now() - (20 - i) * 60_000),
      lines: [{ product }],
    });
    orders.push(placed.orderId);
  }
  const admin = await createAdmin(db);

  async function adminPage() {
    const context = await newContext(browser, shop.url);
    const [name, value] = admin.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: shop.url }]);
    const page = await context.newPage();
    await page.setViewportSize(LAPTOP);
    return { context, page };
  }

  it('shows a refused dispatch far down the orders table', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/orders');
    // The oldest order is the table's last row.
    const row = page.getByRole('row').filter({ hasText: orders[0] });
    const dispatch = row.getByRole('button', { name: 'Dispatch' });
    await dispatch.scrollIntoViewIfNeeded();
    await dispatch.click();
    // A blank tracking id is refused beside the input, which keeps the focus.
    const blank = row.getByRole('alert').filter({ hasText: "Tracking ID can't be left empty" });
    await blank.waitFor();
    await expect.poll(() => inView(page, blank)).toBe(true);
    expect(await isFocused(row.getByLabel(/Tracking/))).toBe(true);

    // Without the shop's invoice details the server refuses, and says so in view.
    await page.mouse.wheel(0, 2000);
    await row.getByLabel(/Tracking/).fill('DLV-7001');
    await dispatch.scrollIntoViewIfNeeded();
    await dispatch.click();
    const refusal = page.getByRole('alert').filter({ hasText: /invoice/i });
    await refusal.waitFor();
    await expect.poll(() => inView(page, refusal)).toBe(true);
    expect(await isFocused(refusal)).toBe(true);
    await screenshot(page, 'messages-in-view-dispatch-1366');
    await context.close();
  });

  it('shows "Invoices: saved" above the invoice form after Save', async () => {
    await saveInvoiceSettings(db);
    const { context, page } = await adminPage();
    await page.goto('/admin/settings');
    const save = page.getByRole('button', { name: 'Save invoices' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const saved = page.getByRole('alert').filter({ hasText: 'Invoices: saved' });
    await saved.waitFor();
    await expect.poll(() => inView(page, saved)).toBe(true);
    await context.close();
  });

  it('shows a refused image file beside its picker at the window’s bottom', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/product-upload');
    const picker = page.getByLabel('Image 4');
    // The owner has scrolled just far enough to reach the picker.
    await picker.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const png = path.join(os.tmpdir(), 'messages-in-view.png');
    writeFileSync(
      png,
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    await picker.setInputFiles(png);
    const message = page.getByRole('alert').filter({ hasText: /WebP/ });
    await message.waitFor();
    await expect.poll(() => inView(page, message)).toBe(true);
    await screenshot(page, 'messages-in-view-upload-1366');
    await context.close();
  });
});
