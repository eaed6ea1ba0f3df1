import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import type { ProductJson } from '#shared/catalog';
import { DETAIL_PAGE_SIZES } from '#shared/constants';
import { fetchProducts, settleImages } from '../support/catalog-factories';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

describe('product detail', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const catalogue: ProductJson[] = [];
  for (let page = 1; ; page++) {
    const items = await fetchProducts(shop, `?page=${page}`);
    if (items.length === 0) break;
    catalogue.push(...items);
  }
  // A product with some of S..XL sold out and some in stock.
  const product = catalogue.find(
    (p) => DETAIL_PAGE_SIZES.some((s) => p.size[s] === 0) && DETAIL_PAGE_SIZES.some((s) => p.size[s] > 0),
  )!;

  it('offers only sizes in stock and swaps the main photo with a thumbnail', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto(`/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.title()).toBe(`${product.name} | Oversized`);
    const sizes = page.getByRole('group', { name: 'Select size' }).getByRole('radio');
    const shown = await sizes.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    expect(shown).toEqual(DETAIL_PAGE_SIZES.filter((s) => product.size[s] > 0));
    const body = await page.locator('article').innerText();
    for (const text of [product.fabric, product.description, product.washcare, product.details]) {
      expect(body).toContain(text);
    }
    expect(body).toContain(`₹${product.price.toLocaleString('en-IN')}`);

    const main = page.getByTestId('main-image');
    expect(await main.getAttribute('src')).toBe(product.image);
    // The browser takes the photo from the AVIF srcset, not the original
    // (docs/decisions/019-responsive-images.md).
    const picked = await main.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.currentSrc;
    });
    expect(picked).toMatch(/\/images\/[0-9a-f]{64}-(240|480|750)\.avif$/);
    const thumbnails = page.getByRole('list', { name: 'More photos' }).getByRole('button');
    expect(await thumbnails.count()).toBe(3);
    expect(await thumbnails.nth(1).locator('img').getAttribute('src')).toBe(product.image2);
    await thumbnails.nth(1).click();
    expect(await main.getAttribute('src')).toBe(product.image2);
    expect(await thumbnails.nth(1).locator('img').getAttribute('src')).toBe(product.image);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('please select size');
    await page.getByText(shown[0]!, { exact: true }).click();
    expect(await sizes.first().isChecked()).toBe(true);
    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-product-desktop');
    await context.close();
  });

  it('product detail on a phone', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto(`/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-product-mobile');
    await context.close();
  });

  it('a card on the home page leads to its product', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    const first = page.getByRole('list', { name: 'Our Products' }).getByRole('link').first();
    const name = await first.getByRole('heading').innerText();
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await context.close();
  });

  it('a bad product id lands on /not-found', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products/no-such-product');
    await page.waitForURL('**/not-found');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('sends the product name and JSON-LD in the HTML, without JavaScript', async () => {
    const res = await fetch(`${shop.url}/products/${product.itemId}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${product.name} | Oversized</title>`);
    expect(html).toContain('"@type":"Product"');
  });

  it('shows Coming Soon when every product of a category is withdrawn', async () => {
    await shop.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(isNull(products.archivedAt));
    invalidateCatalog();
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=sweat%20shirt');
    await page.getByText('Coming Soon').waitFor();
    await page.goto('/');
    await page.getByText('Loading products...').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
