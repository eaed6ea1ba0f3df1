/**
 * Filters and sorting on the catalogue and search (docs/product.md section 2, "Filters and
 * sorting"): sizes in stock and a price band with their counts, the order, all in the URL (a
 * shared link opens the same list, rendered on the server; Back undoes a choice), on a laptop
 * beside the list and on a phone in a dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductJson } from '#shared/catalog';
import { fetchProducts, settleImages } from '../support/catalog-factories';
import { expectAccessible, launchBrowser, newContext, requestsTo } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('filters and sorting', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  const names = (products: ProductJson[]) => products.map((p) => p.name);
  const shownNames = (page: Page, list: string) =>
    page.getByRole('list', { name: list }).getByRole('heading').allTextContents();
  /** The rupees each card in a list sells for (its price, not the struck-through one). */
  const shownPrices = async (page: Page, list: string) =>
    (
      await page
        .getByRole('list', { name: list })
        .getByText(/^Price ₹[\d,]+$/)
        .allTextContents()
    ).map((text) => Number(text.replace(/\D/g, '')));
  /** Every page of a list as the API answers it. */
  const allOf = async (query: string) => {
    const all: ProductJson[] = [];
    for (let page = 1; ; page++) {
      const batch = await fetchProducts(shop, `?page=${page}&${query}`);
      all.push(...batch);
      if (batch.length < 8) return all;
    }
  };

  it('on a laptop: a size, an order and a price band narrow the list, in the URL, and Back undoes each', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/products?category=hoodies');
    const list = 'Hoodies products';
    await page.getByRole('list', { name: list }).waitFor();
    const filters = page.getByTestId('filter-panel');

    const withXxxl = await allOf('category=hoodies&size=XXXL');
    expect(withXxxl.length).toBeGreaterThan(0);
    const xxxl = filters.locator('label').filter({ hasText: /^XXXL/ });
    // The count beside the size is what ticking it shows.
    expect(await xxxl.textContent()).toBe(`XXXL (${withXxxl.length})`);
    await xxxl.click();
    expect(await filters.getByRole('checkbox', { name: /^XXXL/ }).isChecked()).toBe(true);
    await page.waitForURL('**/products?category=hoodies&size=XXXL');
    await expect.poll(() => shownNames(page, list)).toEqual(names(withXxxl).slice(0, 8));
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'product' }).textContent())
      .toBe(`${withXxxl.length} ${withXxxl.length === 1 ? 'product' : 'products'}`);

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL('**/products?category=hoodies&size=XXXL&sort=price_asc');
    const cheapestFirst = await allOf('category=hoodies&size=XXXL&sort=price_asc');
    await expect.poll(() => shownNames(page, list)).toEqual(names(cheapestFirst).slice(0, 8));
    const prices = cheapestFirst.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await filters.getByRole('radio', { name: /^₹1,500 to ₹1,999/ }).check();
    await page.waitForURL('**/products?category=hoodies&size=XXXL&min=1500&max=1999&sort=price_asc');
    const banded = await allOf('category=hoodies&size=XXXL&min=1500&max=1999&sort=price_asc');
    // The demo catalogue has eight hoodies in XXXL priced in the band: with a known count, an empty
    // list cannot pass for one whose every price is in the band.
    await expect
      .poll(async () => {
        const prices = await shownPrices(page, list);
        return {
          count: await page.getByRole('status').filter({ hasText: 'product' }).textContent(),
          names: await shownNames(page, list),
          priced: prices.length,
          outOfBand: prices.filter((rupees) => rupees < 1500 || rupees > 1999),
        };
      })
      .toEqual({ count: '8 products', names: names(banded).slice(0, 8), priced: 8, outOfBand: [] });
    expect(banded.every((p) => p.price >= 1500 && p.price < 2000)).toBe(true);
    // The category links keep the filters.
    expect(
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /SweatShirts/ })
        .getAttribute('href'),
    ).toBe('/products?category=sweat+shirt&size=XXXL&min=1500&max=1999&sort=price_asc');
    await expectAccessible(page);
    await settleImages(page);
    await screenshotAtWidths(page, 'catalog-filters');

    // Back undoes the price band, then the order.
    await page.goBack();
    await page.waitForURL('**/products?category=hoodies&size=XXXL&sort=price_asc');
    await expect.poll(() => shownNames(page, list)).toEqual(names(cheapestFirst).slice(0, 8));
    expect(await filters.getByRole('radio', { name: 'Any price' }).isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL('**/products?category=hoodies&size=XXXL');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('');
    await context.close();
  });

  it('a shared link opens the same filtered list, rendered on the server with its counts', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    const lists = requestsTo(page, '/get-items');
    const counts = requestsTo(page, '/api/items/facets');
    await page.goto('/products?sort=price_desc&size=M,L&category=overtees');
    const expected = await allOf('category=overtees&size=M,L&sort=price_desc');
    await expect.poll(() => shownNames(page, 'Oversized Tees products')).toEqual(names(expected).slice(0, 8));
    const filters = page.getByTestId('filter-panel');
    expect(await filters.getByRole('checkbox', { name: /^M/ }).isChecked()).toBe(true);
    expect(await filters.getByRole('checkbox', { name: /^L/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_desc');
    // The list and the counts came with the HTML.
    expect(lists).toEqual([]);
    expect(counts).toEqual([]);
    await context.close();
  });

  it('on a phone: the filters open in a dialog that says how many products it will show', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/products?category=overtees');
    await page.getByRole('list', { name: 'Oversized Tees products' }).waitFor();
    // The laptop's panel is not shown on a phone.
    expect(await page.getByTestId('filter-panel').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const withS = await allOf('category=overtees&size=S');
    await dialog.locator('label').filter({ hasText: /^S \(/ }).click();
    await page.waitForURL('**/products?category=overtees&size=S');
    const show = dialog.getByRole('button', { name: `Show ${withS.length} products` });
    await show.waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'catalog-filters-phone-dialog');
    await show.click();
    await expect.poll(() => shownNames(page, 'Oversized Tees products')).toEqual(names(withS).slice(0, 8));
    expect(await page.getByRole('button', { name: 'Filters (1)' }).count()).toBe(1);
    await context.close();
  });

  it('search results take the same filters, with the categories to narrow them', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?q=hoodie');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await nav.getByRole('link', { name: /All categories/ }).waitFor();
    expect(await nav.getByRole('link', { name: /All categories/ }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: /Hoodies/ }).click();
    await page.waitForURL('**/products?q=hoodie&category=hoodies');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL('**/products?q=hoodie&category=hoodies&sort=price_desc');
    const res = await fetch(`${shop.url}/api/items/search?q=hoodie&category=hoodies&sort=price_desc`, {
      headers: { 'x-api-key': shop.app.deps.config.apiKey ?? '' },
    });
    const expected = (await res.json()) as ProductJson[];
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownNames(page, "Products matching 'hoodie'")).toEqual(names(expected));
    await context.close();
  });
});
