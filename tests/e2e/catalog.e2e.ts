import { describe, expect, it } from 'vitest';
import { fetchProducts, settleImages } from '../support/catalog-factories';
import { expectAccessible, launchBrowser, newContext, requestsTo, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

const carousel = '[aria-roledescription="carousel"]';

describe('home and catalogue', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  it('home: the slides advance every 3 seconds and wrap, with the ticker and the newest products', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    const slide = () => page.locator(carousel).getAttribute('data-active-slide');
    expect(await slide()).toBe('1');
    await expect.poll(slide, { timeout: 5_000, interval: 50 }).toBe('2');
    // Timed between two changes: the first starts at hydration, before this test can look.
    const started = Date.now();
    await expect.poll(slide, { timeout: 5_000, interval: 50 }).toBe('3');
    const step = Date.now() - started;
    expect(step).toBeGreaterThan(2_500);
    expect(step).toBeLessThan(4_000);
    await expect.poll(slide, { timeout: 5_000, interval: 100 }).toBe('4');
    await expect.poll(slide, { timeout: 5_000, interval: 100 }).toBe('1');

    expect(await page.getByText('COD Available').first().isVisible()).toBe(true);
    expect(await page.getByText('Made in India for the world').first().isVisible()).toBe(true);

    const newest = await fetchProducts(shop, '?page=1');
    const grid = page.getByRole('list', { name: 'Our Products' });
    await grid.waitFor();
    const cards = grid.getByRole('link');
    expect(await cards.count()).toBe(8);
    const first = newest[0]!;
    expect(await cards.first().getAttribute('href')).toBe(`/products/${first.itemId}`);
    const firstText = await cards.first().innerText();
    expect(firstText).toContain(first.name);
    expect(firstText).toContain(`₹${first.price.toLocaleString('en-IN')}`);
    expect(await cards.first().locator('s').innerText()).toContain(
      `₹${first.actualPrice.toLocaleString('en-IN')}`,
    );
    const img = cards.first().locator('img');
    expect(await img.getAttribute('width')).toBe('600');
    expect(await img.getAttribute('loading')).toBe('lazy');

    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-home-desktop');
    await context.close();
  });

  it('home: the slideshow pauses while hovered and never rotates under reduced motion', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator(carousel).hover();
    await page.waitForTimeout(3_600);
    expect(await page.locator(carousel).getAttribute('data-active-slide')).toBe('1');
    await context.close();

    const calm = await browser.newContext({ baseURL: shop.url, reducedMotion: 'reduce' });
    const still = await calm.newPage();
    await still.goto('/');
    await still.locator(carousel).waitFor();
    await still.waitForTimeout(3_600);
    expect(await still.locator(carousel).getAttribute('data-active-slide')).toBe('1');
    await still.getByRole('button', { name: 'Next slide' }).click();
    expect(await still.locator(carousel).getAttribute('data-active-slide')).toBe('2');
    await calm.close();
  });

  it('home on a phone: two columns, then a screenshot', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Our Products' });
    await grid.waitFor();
    const boxes = await grid
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 3).map((item) => item.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    expect(boxes[2]).toBeGreaterThan(boxes[0]!);
    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-home-mobile');
    await context.close();
  });

  it('a featured category opens its catalogue in a new tab', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    const tile = page.getByRole('link', { name: /^Hoodies/ });
    expect(await tile.getAttribute('target')).toBe('_blank');
    expect(await tile.getAttribute('rel')).toContain('noopener');
    const [tab] = await Promise.all([context.waitForEvent('page'), tile.click()]);
    await tab.waitForURL('**/products?category=hoodies');
    await tab.getByRole('heading', { level: 1, name: 'Hoodies' }).waitFor();
    await tab.getByRole('list', { name: 'Hoodies products' }).waitFor();
    await expectAccessible(tab);
    await context.close();
  });

  it('catalogue: 8 placeholders while loading, Load More appends and disappears at the end', async () => {
    const tees = [
      ...(await fetchProducts(shop, '?category=overtees&page=1')),
      ...(await fetchProducts(shop, '?category=overtees&page=2')),
    ];
    expect(tees.length).toBeGreaterThan(8);
    expect(tees.length).toBeLessThan(16);
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/get-items?**', async (route) => {
      await held;
      await route.continue();
    });
    // Opened directly, the catalogue gets its first page inside the HTML and shows it at once;
    // arriving from another page it asks for the list, and shows the placeholders meanwhile.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('status', { name: 'Loading products' }).waitFor();
    expect(await page.getByTestId('product-skeleton').count()).toBe(8);
    release();

    const list = page.getByRole('list', { name: 'Oversized Tees products' });
    await list.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oversized Tees');
    expect(await list.getByRole('listitem').count()).toBe(8);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(tees.length);
    await page.getByRole('button', { name: 'Load More' }).waitFor({ state: 'detached' });
    const names = await list.getByRole('heading').allInnerTexts();
    expect(names).toEqual(tees.map((t) => t.name));
    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-products-desktop');
    await context.close();
  });

  it('catalogue: changing category resets the list to its first page', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=hoodies');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const hoodies = page.getByRole('list', { name: 'Hoodies products' });
    await hoodies.waitFor();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => hoodies.getByRole('listitem').count()).toBeGreaterThan(8);
    await nav.getByRole('link', { name: 'SweatShirts' }).click();
    await page.waitForURL('**/products?category=sweat+shirt');
    await page.getByRole('list', { name: 'SweatShirts products' }).waitFor();
    expect(await page.getByRole('list', { name: 'SweatShirts products' }).getByRole('listitem').count()).toBe(
      8,
    );
    await nav.getByRole('link', { name: 'Hoodies' }).click();
    await hoodies.waitFor();
    expect(await hoodies.getByRole('listitem').count()).toBe(8);
    expect(await nav.getByRole('link', { name: 'Hoodies' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('catalogue on a phone: categories as a strip of buttons', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/products');
    await page.getByRole('list', { name: 'Oversized Tees products' }).waitFor();
    const links = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    const tops = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await expectAccessible(page);
    await settleImages(page);
    await screenshot(page, 'catalog-products-mobile');
    await context.close();
  });

  it('catalogue opened directly: the first page comes with the HTML and is not fetched again', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    const fetched = requestsTo(page, '/get-items');
    await page.goto('/products?category=hoodies');
    const list = page.getByRole('list', { name: 'Hoodies products' });
    await list.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await list.getByRole('listitem').count()).toBe(8);
    expect(fetched).toEqual([]);
    await context.close();
  });

  it('an unknown category shows Coming Soon', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=jeans');
    await page.getByText('Coming Soon').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
