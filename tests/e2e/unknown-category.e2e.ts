/** A catalogue link naming a category the shop does not have. */
import { describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('an unknown category', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  it('has a readable heading and Coming Soon, never the query text as its title', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=jackets');
    await page.getByText('Coming Soon').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Products');
    expect(await page.getByText('jackets').count()).toBe(0);
    expect(await page.title()).toBe('Products | Oversized');
    // No category is marked as the current one; the three real ones are a click away.
    const nav = page.getByRole('navigation', { name: 'Categories' });
    expect(await nav.locator('[aria-current="page"]').count()).toBe(0);
    expect(await nav.getByRole('link').count()).toBe(3);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'catalog-unknown-category');

    await page.goto('/products?category=%3Cb%3ENew%3C%2Fb%3E');
    await page.getByText('Coming Soon').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Products');
    await context.close();
  });

  it('a known category keeps its name', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products?category=sweat%20shirt');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('SweatShirts');
    await context.close();
  });
});
