/**
 * The back office end to end: an administrator signs in, uploads a product with four real WebP
 * photos, sets its stock; a shopper buys it cash on delivery; the administrator dispatches the
 * order; the shopper sees it Dispatched with the tracking id.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { archiveProduct } from '../support/catalog-factories';
import { createAdmin, createShopper } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { BENGALURU, fillNewAddress } from './support/address';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  pastThePhonesEdge,
  screenshot,
  signedInContext,
} from './support/browser';
import { placeCashOrder } from './support/checkout';
import { makeImages } from './support/photos';
import { E2E_ADMIN, startTestShop } from './support/shop';

const PRODUCT = 'Aurora Heavyweight Hoodie';
const TRACKING_ID = 'BLUEDART-7781200';

async function fillUploadForm(page: Page, images: string[], files: { png: string; big: string }) {
  await page.getByLabel('Name').fill(PRODUCT);
  await page.getByLabel('Actual price (₹)').fill('2499');
  await page.getByLabel('Offer price (₹)').fill('1799');
  await page.getByLabel('Fabric').fill('80% cotton, 20% polyester fleece, 400 GSM');
  await page.getByLabel('Category').selectOption('hoodies');
  await page.getByLabel('Description').fill('d'.repeat(300));
  await page.getByLabel('Wash care').fill('Machine wash cold, inside out. Do not tumble dry.');
  await page.getByLabel('Details').fill('Brushed fleece inside, kangaroo pocket, ribbed cuffs.');
  await page
    .getByLabel('Specifications')
    .fill('Oversized fit, dropped shoulders; model is 6 ft and wears L.');
  await page.getByLabel('M', { exact: true }).fill('4');

  // The client refuses a PNG and a large WebP with docs/product.md's messages before anything is sent.
  const main = page.getByLabel('Main image');
  await main.setInputFiles(files.png);
  await page.getByRole('alert').filter({ hasText: 'Only WebP images are allowed.' }).waitFor();
  await main.setInputFiles(files.big);
  await page.getByRole('alert').filter({ hasText: 'Please upload an image smaller than 100KB.' }).waitFor();

  const labels = ['Main image', 'Image 2', 'Image 3', 'Image 4'];
  for (const [index, label] of labels.entries()) await page.getByLabel(label).setInputFiles(images[index]!);
  for (const label of labels)
    await page.getByRole('img', { name: `Preview of ${label.toLowerCase()}` }).waitFor();
}

describe('the back office', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(db);
  const files = await makeImages(mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-')));
  const adminContext = await newContext(browser, shop.url);
  const admin = await adminContext.newPage();

  it('keeps visitors out of the admin pages', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    for (const url of ['/admin/products-list', '/admin/product-upload', '/admin/orders']) {
      await page.goto(url);
      await page.waitForURL((u) => u.pathname === '/');
    }
    await context.close();
  });

  it('signs the administrator in', async () => {
    await admin.goto('/admin/login');
    await admin.getByRole('heading', { name: 'Admin Login' }).waitFor();
    // No admin data yet: the header shows no links.
    expect(await admin.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Login' }).click();
    expect(await admin.getByLabel('User name or email').getAttribute('aria-invalid')).toBe('true');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill('wrong password');
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin
      .getByRole('alert')
      .filter({ hasText: 'The user name, email or password is incorrect.' })
      .waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-login-desktop');

    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    // An Owner without an authenticator app lands on its set-up (BUSINESS.md section 15).
    await admin.waitForURL('**/admin/two-step');
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    for (const link of ['Products List', 'Add Product', 'Orders', 'Log Out']) {
      await nav.getByRole('link', { name: link }).waitFor();
    }
    // Signed in already: the login page goes straight on, still to the set-up while it is due.
    await admin.goto('/admin/login');
    await admin.waitForURL('**/admin/two-step');
    await admin.goto('/admin/products-list');
  });

  it('uploads a product with four WebP images', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Product' }).click();
    await admin.getByRole('heading', { name: 'Add Product' }).waitFor();
    expect(await admin.getByLabel('Category').inputValue()).toBe('overtees');
    await admin.getByRole('button', { name: 'Upload product' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Name is required' }).waitFor();

    await fillUploadForm(admin, files.webps, files);
    const counter = admin.getByText('300/300');
    expect(await counter.getAttribute('class')).toContain('text-red-700');
    await expectAccessible(admin);
    await screenshot(admin, 'admin-upload-desktop');

    await admin.getByRole('button', { name: 'Upload product' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Upload success!' }).waitFor();
    expect(await admin.getByLabel('Name').inputValue()).toBe('');
  });

  it('lists it, sets its stock and shows it in the public catalogue', async () => {
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Products List' })
      .click();
    const row = admin.getByRole('row').filter({ hasText: PRODUCT });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['₹2,499', '₹1,799', 'Hoodies', '0', '4']),
    );
    await expectAccessible(admin);
    await screenshot(admin, 'admin-products-desktop');

    await row.getByRole('button', { name: `Update stock of ${PRODUCT}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Update stock: ${PRODUCT}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('M', { exact: true }).inputValue()).toBe('4');
    await dialog.getByLabel('S', { exact: true }).fill('');
    await dialog.getByLabel('M', { exact: true }).fill('3');
    await dialog.getByLabel('L', { exact: true }).fill('6');
    await expectAccessible(admin);
    await screenshot(admin, 'admin-update-stock-desktop');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin
      .getByRole('alert')
      .filter({ hasText: `Stock of ${PRODUCT} updated.` })
      .waitFor();
    const counts = admin.getByRole('row').filter({ hasText: PRODUCT }).getByRole('cell');
    await expect
      .poll(async () => (await counts.allInnerTexts()).slice(-7, -1))
      .toEqual(['0', '3', '6', '0', '0', '0']);

    const visitor = await (await newContext(browser, shop.url)).newPage();
    await visitor.goto('/products?category=hoodies');
    await visitor
      .getByRole('link', { name: new RegExp(PRODUCT) })
      .first()
      .click();
    await visitor.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await expectAccessible(visitor);
    await visitor.context().close();
  });

  it('a shopper buys it cash on delivery; the admin dispatches it; the shopper sees the tracking id', async () => {
    const shopper = await createShopper(db, { firstName: 'Kavya' });
    const shopperContext = await newContext(browser, shop.url);
    const [name, value] = shopper.cookie.split('=') as [string, string];
    await shopperContext.addCookies([{ name, value, url: shop.url }]);
    const buyer = await shopperContext.newPage();
    await buyer.goto('/products?category=hoodies');
    await buyer
      .getByRole('link', { name: new RegExp(PRODUCT) })
      .first()
      .click();
    await buyer.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await buyer.getByRole('group', { name: 'Select size' }).getByText('L', { exact: true }).click();
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.getByRole('status').getByRole('link', { name: 'Go to cart' }).click();
    await buyer.getByRole('button', { name: 'Check Out' }).click();
    await buyer.waitForURL('**/checkout');
    await fillNewAddress(buyer, {
      ...BENGALURU,
      mobile: '98450 12345',
      line1: '4 Residency Road',
      pincode: '560025',
    });
    await placeCashOrder(buyer);
    await buyer.waitForURL('**/success');
    await expectAccessible(buyer);

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('heading', { name: 'Orders' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: PRODUCT }).filter({ hasText: shopper.userName });
    await row.waitFor();
    await row.getByText('Processed').waitFor();
    expect(
      await row.getByText('Asha Rao, 4 Residency Road, Indiranagar, Bengaluru, Karnataka 560025').count(),
    ).toBe(1);
    await expectAccessible(admin);
    await screenshot(admin, 'admin-orders-desktop');

    await row.getByRole('button', { name: /^Dispatch order/ }).click();
    await admin.getByRole('alert').filter({ hasText: "Tracking ID can't be left empty" }).waitFor();
    await row.getByRole('textbox', { name: /Tracking ID for order/ }).fill(TRACKING_ID);
    await row.getByRole('button', { name: /^Dispatch order/ }).click();
    const dispatched = admin.getByRole('row').filter({ hasText: TRACKING_ID });
    await dispatched.getByText('Dispatched').waitFor();
    expect(await dispatched.getByRole('button', { name: /^Dispatch order/ }).count()).toBe(0);
    await expectAccessible(admin);

    await buyer.goto('/orders');
    const card = buyer.getByRole('article').filter({ hasText: PRODUCT });
    await card.getByText('Dispatched').waitFor();
    await card.getByText(TRACKING_ID).waitFor();
    expect(await card.getByRole('button', { name: 'Change Address' }).count()).toBe(0);
    await expectAccessible(buyer);
    await shopperContext.close();
  });

  it('says "Fail to update" and "Error in deletion" when the product went away meanwhile', async () => {
    // The list shows what it had and asks again: pick the victim from the fresh answer, or that
    // answer could land after the delete below and take the row away mid-test.
    const fresh = admin.waitForResponse((res) => res.url().includes('/api/admins/items-list'));
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Products List' })
      .click();
    await fresh;
    const rows = admin.getByRole('row').filter({ hasNot: admin.getByText(PRODUCT) });
    const victim = ((await rows.nth(1).getByRole('rowheader').textContent()) ?? '').trim();
    const [row] = await db.select().from(products).where(eq(products.name, victim)).limit(1);
    // Another administrator deletes it while this list still shows it.
    await archiveProduct(db, row!.itemId);

    const shown = admin.getByRole('row').filter({ hasText: victim });
    await shown.getByRole('button', { name: `Update stock of ${victim}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Update stock: ${victim}` });
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Fail to update' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await shown.getByRole('button', { name: `Delete ${victim}` }).click();
    await admin
      .getByRole('dialog', { name: `Delete ${victim}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await admin.getByRole('alert').filter({ hasText: 'Error in deletion' }).waitFor();
    // The list starts again from page 1, without the product.
    await expect.poll(() => admin.getByRole('row').filter({ hasText: victim }).count()).toBe(0);
  });

  it('deletes the product after a confirmation, then logs out', async () => {
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Products List' })
      .click();
    const row = admin.getByRole('row').filter({ hasText: PRODUCT });
    await row.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Delete ${PRODUCT}?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Product Deletion success' }).waitFor();
    await expect.poll(() => admin.getByRole('row').filter({ hasText: PRODUCT }).count()).toBe(0);
    await expectAccessible(admin);

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Log Out' }).click();
    await admin.waitForURL((u) => u.pathname === '/');
    await admin.goto('/admin/orders');
    await admin.waitForURL((u) => u.pathname === '/');
    await adminContext.close();
  });

  it('fits a phone: the list and the orders scroll sideways inside their own region', async () => {
    const phoneAdmin = await createAdmin(db);
    const context = await signedInContext(browser, shop.url, phoneAdmin.cookie, 'mobile');
    const page = await context.newPage();
    for (const [url, shot] of [
      ['/admin/products-list', 'admin-products-mobile'],
      ['/admin/product-upload', 'admin-upload-mobile'],
      ['/admin/orders', 'admin-orders-mobile'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, shot);
      expect(await pastThePhonesEdge(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    }
    await context.close();
  });
});

describe('the back office of an empty shop', async () => {
  const shop = await startTestShop({ SEED_DEMO: 'false' });
  const browser = await launchBrowser();

  it('shows Out of Stock when there are no products', async () => {
    const admin = await createAdmin(shop.database.db);
    const context = await signedInContext(browser, shop.url, admin.cookie);
    const page = await context.newPage();
    await page.goto('/admin/products-list');
    await page.getByText('Out of Stock').waitFor();
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
