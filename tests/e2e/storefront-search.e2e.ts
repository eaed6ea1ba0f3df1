/**
 * The storefront's search, sizes S to XXXL, size guide and "Check delivery" in real Chromium
 * (docs/product.md section 2): a shopper finds a hoodie with a typo and buys it in XXL; a sold-out
 * product offers nothing to buy; the size guide opens and closes from the keyboard; the admin
 * edits a size chart and the product page shows it; "Check delivery" answers for a pincode the
 * shop delivers to, one it does not, and one that does not exist.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productStock, products } from '#server/db/schema';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import { fixedServiceability } from '#server/modules/delivery/serviceability';
import { createPhotographedProduct } from '../support/cart-factories';
import { settleImages } from '../support/catalog-factories';
import { fillNewAddress } from './support/address';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, requestsTo, screenshot } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

/** Types the words into the header's search box and submits it with Enter. */
async function search(page: Page, words: string) {
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
  await box.fill(words);
  await box.press('Enter');
}

describe('storefront search, sizes, size guide and delivery', async () => {
  // Where the shop does not deliver, and where it takes no cash, as the admin would set it.
  const shop = await startTestShop(
    {},
    { serviceability: fixedServiceability({ blocked: ['744'], noCashOnDelivery: ['7911'] }) },
  );
  const browser = await launchBrowser();
  const db = shop.database.db;
  const hoodies = await db
    .select({ id: products.id, itemId: products.itemId, styleId: products.styleId })
    .from(products)
    .where(eq(products.category, 'hoodies'));
  // Search lists one card per style (BUSINESS.md section 11): the demo's hoodies come in several colours.
  const hoodieStyles = new Set(hoodies.map((h) => h.styleId)).size;
  const hoodiePage = `/products/${hoodies[0]!.itemId}`;
  // The demo catalogue's hoodies all get XXL stock, so whichever ranks first can be bought in XXL.
  await db
    .update(productStock)
    .set({ quantity: 4 })
    .where(
      and(
        inArray(
          productStock.productId,
          hoodies.map((h) => h.id),
        ),
        eq(productStock.size, 'XXL'),
      ),
    );
  invalidateCatalog();

  it('a shopper finds a hoodie by searching "hoddie" and buys it in XXL, cash on delivery', async () => {
    const { context, page } = await shopperPage(browser, shop.url, db);
    await page.goto('/');
    await search(page, 'hoddie');
    await page.waitForURL('**/products?q=hoddie');
    await page.getByRole('heading', { level: 1, name: 'Search results for "hoddie"' }).waitFor();
    expect(await page.title()).toBe('Search results for "hoddie" | Oversized');
    const results = page.getByRole('list', { name: "Products matching 'hoddie'" });
    await results.waitFor();
    const names = await results.getByRole('heading').allInnerTexts();
    expect(names.length).toBe(8);
    for (const name of names) expect(name).toMatch(/Hoodie/);
    // The box keeps the words searched.
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('hoddie');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => results.getByRole('listitem').count()).toBe(hoodieStyles);
    await page.getByRole('button', { name: 'Load More' }).waitFor({ state: 'detached' });

    await results.getByRole('link').first().click();
    const name = names[0]!;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const sizes = page.getByRole('group', { name: 'Select size' }).getByRole('radio');
    const offered = await sizes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(offered).toContain('XXL');
    // The keyboard: Tab reaches the group, the arrows move the choice, the focus is drawn.
    await sizes.first().focus();
    await page.keyboard.press('Space');
    expect(await sizes.first().isChecked()).toBe(true);
    for (let i = 0; i < offered.indexOf('XXL'); i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'XXL', exact: true }).isChecked()).toBe(true);
    const outline = await page
      .getByRole('radio', { name: 'XXL', exact: true })
      .evaluate((input) => getComputedStyle(input.nextElementSibling!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').getByText('Added to your cart.').waitFor();

    await page.goto('/users/cart');
    // The demo's hoodies each have a colour: lines read "Charcoal / XXL" (BUSINESS.md section 11).
    await page.getByLabel(new RegExp(`^Quantity of ${name}, \\S.* / XXL$`)).waitFor();
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/checkout');
    await page.getByText(/ \/ XXL · Qty 1/).waitFor();
    await fillNewAddress(page);
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByText(/ \/ XXL · Qty 1/).waitFor();
    await context.close();
  });

  it('search results, the catalogue for an empty search and "No products match" at both widths', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(browser, shop.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await search(page, 'hoddie');
      await page.getByRole('list', { name: "Products matching 'hoddie'" }).waitFor();
      await expectAccessible(page);
      await settleImages(page);
      await screenshot(page, `search-results-${viewport}`);

      await search(page, 'zebra velvet');
      await page.getByText("No products match 'zebra velvet'").waitFor();
      expect(await page.title()).toBe('Search results for "zebra velvet" | Oversized');
      expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `search-no-result-${viewport}`);

      await search(page, '   ');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === '');
      await page.getByRole('heading', { level: 1, name: 'Oversized Tees' }).waitFor();
      await page.getByRole('list', { name: 'Oversized Tees products' }).waitFor();
      await context.close();
    }
  });

  it('results opened directly come with the HTML and are not fetched again', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    const asked = requestsTo(page, '/api/items/search');
    await page.goto('/products?q=hoddie');
    await page.getByRole('list', { name: "Products matching 'hoddie'" }).waitFor();
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(new URL(asked[0]!).searchParams.get('page')).toBe('2');
    await context.close();
  });

  it('a sold-out product shows Sold out and no Add to Cart', async () => {
    const product = await createPhotographedProduct(db, { name: 'Gone Again Tee', stock: {} });
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto(`/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: 'Gone Again Tee' }).waitFor();
    await page.getByText('Sold out', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  /** The size chart's row for `size` in the open dialog, as its cells' text. */
  const chartRow = (page: Page, size: string) =>
    page
      .getByRole('dialog', { name: 'Size guide' })
      .getByRole('row', { name: new RegExp(`^${size} `) })
      .locator('th, td')
      .allTextContents();

  it('the size guide opens from the keyboard and closes with Esc and with Close, focus back on its button', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(browser, shop.url, viewport);
      const page = await context.newPage();
      await page.goto(hoodiePage);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      await settleImages(page);
      await screenshot(page, `product-page-${viewport}`);

      const button = page.getByRole('button', { name: 'Size guide' });
      const dialog = page.getByRole('dialog', { name: 'Size guide' });
      const buttonHasFocus = () => button.evaluate((element) => element === document.activeElement);
      await button.focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('table').waitFor();
      const headers = await dialog.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(['Size', 'Chest (in)', 'Chest (cm)', 'Length (in)', 'Length (cm)']);
      expect(await dialog.getByRole('rowheader').allTextContents()).toEqual([
        'S',
        'M',
        'L',
        'XL',
        'XXL',
        'XXXL',
      ]);
      expect(await chartRow(page, 'XXL')).toEqual(['XXL', '52', '132', '31', '79']);
      await expectAccessible(page);
      await page.screenshot({ path: `tests/.artifacts/product-size-guide-${viewport}.png` });
      // It fits the dialog at both widths: nothing to scroll sideways.
      expect(await dialog.getByText('Scroll sideways to see every column.').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(buttonHasFocus).toBe(true);

      await page.keyboard.press('Enter');
      const close = dialog.getByRole('button', { name: 'Close' });
      await close.waitFor();
      await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(buttonHasFocus).toBe(true);
      await context.close();
    }
  });

  it('the admin edits the hoodies size chart and the product page shows the change', async () => {
    const adminContext = await newContext(browser, shop.url);
    const admin = await adminContext.newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Size Guide' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Size Guide' }).waitFor();
    expect(await admin.title()).toBe('Size Guide | Oversized');
    await admin.getByLabel('Category').selectOption('hoodies');
    const xxlChest = admin.getByRole('group', { name: 'XXL', exact: true }).getByLabel('Chest (inches)');
    await expect.poll(() => xxlChest.inputValue()).toBe('52');
    const save = admin.getByRole('button', { name: 'Save size guide' });

    // Larger than XXXL: the chart must grow from S to XXXL.
    await xxlChest.fill('60');
    await save.click();
    await admin
      .getByRole('alert')
      .filter({ hasText: 'Each size must measure at least as much as the size before it (S up to XXXL).' })
      .waitFor();
    // Not a half inch: the field says so and takes the focus.
    await xxlChest.fill('53.3');
    await save.click();
    await admin
      .getByText('Measurements are in steps of half an inch (for example 42 or 42.5).')
      .first()
      .waitFor();
    expect(await xxlChest.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => xxlChest.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(admin);

    await xxlChest.fill('53.5');
    await admin.getByRole('group', { name: 'XXL', exact: true }).getByText('136 cm').waitFor();
    await save.click();
    await admin.getByRole('alert').filter({ hasText: 'Size guide saved: Hoodies' }).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-size-guide-desktop');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-size-guide-mobile');
    await adminContext.close();

    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto(hoodiePage);
    await page.getByRole('button', { name: 'Size guide' }).click();
    await expect.poll(() => chartRow(page, 'XXL')).toEqual(['XXL', '53.5', '136', '31', '79']);
    await context.close();
  });

  it('"Check delivery" answers for a pincode served, one not served, one without cash and one that does not exist', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto(hoodiePage);
    const section = page.getByRole('region', { name: 'Check delivery' });
    const pincode = section.getByLabel('Pincode');
    const check = async (value: string) => {
      await pincode.fill(value);
      await section.getByRole('button', { name: 'Check' }).click();
    };
    // Each answer is a polite status, never an interrupting alert.
    const answer = section.getByRole('status');

    await check('500001');
    // The dated promise (docs/product.md, "Shipping"): the sandbox courier's estimate for the pincode.
    await answer.filter({ hasText: /Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d+ \w{3}/ }).waitFor();
    expect(await answer.textContent()).toContain('Cash on delivery is available');
    expect(await answer.textContent()).toContain('Telangana 500001');
    expect(await section.getByRole('alert').count()).toBe(0);
    await expectAccessible(page);
    await section.screenshot({ path: 'tests/.artifacts/product-check-delivery-desktop.png' });

    await check('999999');
    await answer.filter({ hasText: 'Enter a valid pincode' }).waitFor();
    expect(await pincode.getAttribute('aria-invalid')).toBe('true');
    await check('5000');
    await answer.filter({ hasText: 'Enter a valid pincode' }).waitFor();

    await check('744101');
    await answer.filter({ hasText: 'We do not deliver to this pincode yet' }).waitFor();
    expect(await answer.textContent()).not.toContain('Cash on delivery');
    expect(await pincode.getAttribute('aria-invalid')).toBeNull();

    await check('791111');
    await answer.filter({ hasText: 'Cash on delivery is not available for this pincode' }).waitFor();
    expect(await section.getByRole('alert').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
