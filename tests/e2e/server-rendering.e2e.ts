/**
 * The storefront without JavaScript (docs/decisions/023-server-rendering.md): the catalogue and
 * product pages come rendered, so a shopper with scripts off (and any crawler) reads the names,
 * prices, photos, sizes and the size guide, and follows the links. With JavaScript the same pages
 * hydrate without a mismatch (the console check in support/browser.ts) and fetch nothing the
 * HTML already held.
 */
import { describe, expect, it } from 'vitest';
import type { ProductJson } from '#shared/catalog';
import { fetchProducts } from '../support/catalog-factories';
import { launchBrowser, newContext, newContextWithoutJavaScript, requestsTo } from './support/browser';
import { startTestShop } from './support/shop';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

describe('server-rendered storefront', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const firstPage = await fetchProducts(shop, '?page=1&category=overtees');
  const product = firstPage.find((p) => !p.soldOut && p.sizesInStock.length > 0) as ProductJson;

  it('with JavaScript off, the catalogue lists names, prices and photos, and its links open the product', async () => {
    const context = await newContextWithoutJavaScript(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=overtees');
    const list = page.getByRole('list', { name: /products/i });
    const text = await list.innerText();
    for (const item of firstPage) {
      expect(text).toContain(item.name);
      expect(text).toContain(rupees(item.price));
    }
    expect(await list.locator('img').count()).toBe(firstPage.length);
    await page
      .getByRole('link', { name: new RegExp(product.name) })
      .first()
      .click();
    await page.waitForURL(`**/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await context.close();
  });

  it('with JavaScript off, the product page shows its price, photos, sizes and the size guide table', async () => {
    const context = await newContextWithoutJavaScript(browser, shop.url);
    const page = await context.newPage();
    await page.goto(`/products/${product.itemId}`);
    expect(await page.title()).toBe(`${product.name} | Oversized`);
    const article = page.locator('article');
    expect(await article.innerText()).toContain(rupees(product.price));
    const sizes = await page
      .getByRole('group', { name: 'Select size' })
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(sizes).toEqual(product.sizesInStock);
    expect(await page.getByTestId('main-image').getAttribute('src')).toBe(product.image);
    const guide = page.getByRole('table');
    expect(await guide.innerText()).toMatch(/Chest/);
    await context.close();
  });

  it('with JavaScript off, home and search results list products too', async () => {
    const context = await newContextWithoutJavaScript(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('list', { name: 'Our Products' }).innerText()).toContain('₹');
    const word = product.name.split(' ')[0]!;
    await page.goto(`/products?q=${encodeURIComponent(word)}`);
    expect(await page.locator('main').innerText()).toContain(product.name);
    await context.close();
  });

  it('with JavaScript, the pages hydrate and ask the API for nothing the HTML held', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    const catalogueAsks = requestsTo(page, '/get-items');
    const productAsks = requestsTo(page, `/api/items/${product.itemId}`);
    const guideAsks = requestsTo(page, '/api/size-guide/overtees');
    for (const url of [
      '/',
      '/products?category=overtees',
      `/products/${product.itemId}`,
      '/about-us',
      '/nowhere',
    ]) {
      await page.goto(url);
    }
    expect(catalogueAsks).toEqual([]);
    expect(productAsks).toEqual([]);
    // The hydrated page works: a size picked, the guide opened from the data the HTML brought.
    await page.goto(`/products/${product.itemId}`);
    await page.getByText(product.sizesInStock[0]!, { exact: true }).click();
    await page.getByRole('button', { name: 'Size guide' }).click();
    await page.getByRole('dialog', { name: 'Size guide' }).getByRole('table').waitFor();
    expect(guideAsks).toEqual([]);
    await context.close();
  });

  it('with JavaScript, nothing on the page moves once it hydrates, on a phone or a laptop', async () => {
    // Every layout shift of the load, summed: the server's HTML and the hydrated page must agree
    // on the header's signed-out links and the rest (Google's "good" CLS is 0.1; ours holds 0.02).
    const shifted = async (page: import('playwright-core').Page) =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
              ),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
    for (const size of ['mobile', 'desktop'] as const) {
      const context = await newContext(browser, shop.url, size);
      const page = await context.newPage();
      for (const url of ['/', '/products?category=overtees', `/products/${product.itemId}`]) {
        await page.goto(url);
        await page.locator('html[data-app-ready]').waitFor();
        await page.waitForLoadState('networkidle');
        expect({ size, url, shift: await shifted(page) }).toEqual({
          size,
          url,
          shift: expect.toSatisfy((n: number) => n < 0.02),
        });
      }
      await context.close();
    }
  });
});
