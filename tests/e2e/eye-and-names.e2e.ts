/**
 * Issue 40's answers where the eye is and names that match the words shown, at 390 x 844 and on
 * a 1366 x 768 laptop: "Download invoice" and the orders table's buttons pass axe's
 * label-content-name-mismatch (enabled in expectAccessible); "Ship with courier" refused far down
 * the table, and a refused coupon code at the window's bottom, are scrolled into view; Logout from
 * the user menu on the cart goes to / (SPEC section 4).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertBackOfficeOrder } from '../support/back-office-factories';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createAdmin, createShopper, TEST_PASSWORD } from '../support/factories';
import { fillNewAddress } from './support/address';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signedInContext,
  type VIEWPORTS,
} from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const LAPTOP = { width: 1366, height: 768 };
const SIZES = ['mobile', 'desktop'] as const satisfies (keyof typeof VIEWPORTS)[];

/** Whether the whole of `locator` lies inside the window. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('answers in view and names that match', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(db, { name: 'Named Tee', price: 699, stock: { M: 20 } });
  const owner = await createShopper(db, { userName: 'meera_rows' });
  // Newest first in the table: the oldest captured order is its last row.
  const captured: string[] = [];
  for (let i = 0; i < 8; i++) {
    const placed = await insertBackOfficeOrder(db, {
      userId: owner.id,
      createdAt: new Date(Date.now() - (30 - i) * 60_000),
      lines: [{ product }],
    });
    captured.push(placed.orderId);
  }
  for (const status of ['dispatched', 'rto'] as const)
    await insertBackOfficeOrder(db, {
      userId: owner.id,
      status,
      courier: 'Sandbox Courier (test)',
      trackingId: `AWB-${status}`,
      lines: [{ product }],
    });
  const admin = await createAdmin(db);

  async function adminPage(size: keyof typeof VIEWPORTS | 'laptop') {
    const context = await signedInContext(
      browser,
      shop.url,
      admin.cookie,
      size === 'laptop' ? 'desktop' : size,
    );
    const page = await context.newPage();
    if (size === 'laptop') await page.setViewportSize(LAPTOP);
    return { context, page };
  }

  for (const size of SIZES)
    it(`names every order tool by the words it shows (${size})`, async () => {
      const { context, page } = await adminPage(size);
      await page.goto('/admin/orders');
      const last = captured[0]!;
      await page.getByRole('button', { name: `Ship with courier: order ${last}` }).waitFor();
      await page.getByRole('button', { name: /^Mark delivered: order / }).waitFor();
      await page.getByRole('button', { name: /^Received, restock: order / }).waitFor();
      await expectAccessible(page);
      await context.close();
    });

  for (const size of SIZES)
    it(`names "Download invoice" on the order page by its words (${size})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, size);
      const { orderId } = await insertBackOfficeOrder(db, {
        userId: shopper.id,
        status: 'dispatched',
        courier: 'Sandbox Courier (test)',
        trackingId: 'AWB-SHOPPER',
        lines: [{ product }],
      });
      await page.goto(`/orders/${orderId}`);
      await page.getByRole('link', { name: `Download invoice for order ${orderId} (PDF)` }).waitFor();
      await expectAccessible(page);
      await context.close();
    });

  it('shows "Ship with courier" refused far down the table in view, focused (1366 x 768)', async () => {
    const { context, page } = await adminPage('laptop');
    await page.goto('/admin/orders');
    const ship = page.getByRole('button', { name: `Ship with courier: order ${captured[0]}` });
    await ship.scrollIntoViewIfNeeded();
    await ship.click();
    // The shop has no invoice details yet, so the courier booking is refused.
    const refusal = page.getByRole('alert').filter({ hasText: 'Shipped 0 of 1' });
    await refusal.getByText(/invoice/i).waitFor();
    await expect.poll(() => inView(page, refusal)).toBe(true);
    expect(await isFocused(refusal)).toBe(true);
    await screenshot(page, 'eye-ship-refused-1366');
    await context.close();
  });

  for (const size of ['mobile', 'laptop'] as const)
    it(`shows a refused coupon code in view when the field sits at the window's bottom (${size})`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'desktop');
      if (size === 'laptop') await page.setViewportSize(LAPTOP);
      else await page.setViewportSize({ width: 390, height: 844 });
      await putInCart(db, shopper.id, product, 'M', 1);
      await page.goto('/checkout');
      await page.getByLabel('Full name').waitFor();
      await fillNewAddress(page);
      const apply = page.getByRole('button', { name: 'Apply coupon' });
      await page.getByLabel('Coupon code').fill('NOSUCH');
      // The shopper has scrolled just far enough to reach the button.
      await apply.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await apply.click();
      const message = page.getByText('There is no coupon with this code');
      await message.waitFor();
      await expect.poll(() => inView(page, message)).toBe(true);
      await screenshot(page, `eye-coupon-refused-${size}`);
      await context.close();
    });

  for (const size of SIZES)
    it(`logs out from the user menu on the cart and lands on / (${size})`, async () => {
      const shopper = await createShopper(db, { firstName: 'Ira' });
      const context = await newContext(browser, shop.url, size);
      const page = await context.newPage();
      // A visitor's cart, then Check Out, login, and back on the cart as the shopper.
      await page.goto(`/products/${product.itemId}`);
      await page.getByText('M', { exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('status').getByText('Added to your cart.').waitFor();
      await page.goto('/users/cart');
      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.waitForURL('**/users/login');
      await page.getByLabel('User name or email').fill(shopper.userName);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/checkout');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: /^Cart/ }).first().click();
      await page.waitForURL('**/users/cart');
      await page.getByRole('button', { name: 'Check Out' }).waitFor();
      await header.getByRole('button', { name: 'Account menu for Ira' }).click();
      await header.getByRole('link', { name: 'Logout' }).click();
      await header.getByRole('link', { name: 'Login' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });

  it('shows one COD share, labelled with its period, and revenue labelled gross', async () => {
    // An online order cancelled: the COD panel counts it among the orders placed.
    await insertBackOfficeOrder(db, {
      userId: owner.id,
      status: 'cancelled',
      paymentMethod: 'online',
      lines: [{ product }],
    });
    for (const size of SIZES) {
      const { context, page } = await adminPage(size);
      await page.goto('/admin/dashboard');
      const after = (term: string) =>
        page
          .locator('dt')
          .filter({ hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd[1]');
      const panel = page.getByRole('region', { name: 'Cash on delivery, last 90 days' });
      await panel.getByText('COD share').waitFor();
      const tile = await after('COD share, last 90 days').textContent();
      const inPanel = await panel
        .locator('dt', { hasText: /^COD share$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      expect(tile).toBe(inPanel);
      await page.getByText('Gross revenue today').waitFor();
      await expectAccessible(page);
      await screenshot(page, `eye-dashboard-${size}`);
      await context.close();
    }
  });
});
