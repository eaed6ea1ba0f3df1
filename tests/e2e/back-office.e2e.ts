/**
 * The back office of docs/product.md section 14: the admin opens a product from the list, changes
 * its offer price and the storefront shows the new price at once; the dashboard draws its charts
 * from the month's orders.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { createShopper } from '../support/factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';

const PRODUCT = 'Lagoon Boxy Tee';

describe('back office: edit a product, read the dashboard', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  const admin = await (await newContext(browser, shop.url)).newPage();
  const product = await createPhotographedProduct(db, { name: PRODUCT, price: 799, stock: { M: 6, L: 2 } });

  it('edits the offer price and the storefront shows it', async () => {
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);

    const row = admin.getByRole('row').filter({ hasText: PRODUCT });
    await row.getByRole('link', { name: `Edit ${PRODUCT}` }).click();
    await admin.waitForURL(`**/admin/products/${product.itemId}/edit`);
    const price = admin.getByLabel('Offer price (₹)');
    expect(await price.inputValue()).toBe('799');
    await price.fill('0');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Offer Price cannot be 0').first().waitFor();
    await price.fill('649');
    await admin.getByLabel('L', { exact: true }).fill('7');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Product saved').waitFor();
    // The stock edit is the history's first row: size L from 2 to 7, by this admin.
    const history = admin.getByRole('region', { name: 'Stock history' });
    await history.getByText('Set by an admin').waitFor();
    expect(await history.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'L',
      '2',
      '7',
      `Admin ${E2E_ADMIN.userName}`,
      'Set by an admin',
    ]);
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-edit-product');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: 'tests/.artifacts/admin-edit-product-390-first-screen.png' });
    await admin.setViewportSize({ width: 1280, height: 800 });

    const shopper = await (await newContext(browser, shop.url)).newPage();
    await shopper.goto(`/products/${product.itemId}`);
    await shopper.getByRole('heading', { name: PRODUCT }).waitFor();
    await shopper.getByText('₹649').first().waitFor();
    expect(await shopper.getByText('₹799').count()).toBe(0);
  });

  it('renders the dashboard with its charts and tables', async () => {
    const buyer = await createShopper(db);
    await placeCodOrderFor(shop.app, db, buyer, product, 2, 'M');
    await placeCodOrderFor(shop.app, db, buyer, product, 1, 'L');

    await admin.getByRole('link', { name: 'Dashboard' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByText('Revenue per day, last 30 days').waitFor();
    expect(await admin.locator('svg[role="img"] rect').count()).toBe(30);
    // Two orders of ₹649 x 2 + ₹100 and ₹649 + ₹100.
    await admin.getByText('₹2,147').first().waitFor();
    await admin.getByText('Revenue per day as a table').click();
    await admin.getByRole('region', { name: 'Revenue per day' }).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-dashboard-desktop');
    await screenshotAtWidths(admin, 'admin-dashboard');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: 'tests/.artifacts/admin-dashboard-390-first-screen.png' });
    await browser.close();
  });
});
