/**
 * A link to another page opens it at its top (src/web/components/PageScroll.tsx): on a
 * phone, the footer's About Us link from the bottom of the catalogue used to open About Us scrolled
 * part-way down. A filter, which changes the query only, keeps the shopper where they were.
 */
import { describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { startTestShop } from './support/shop';

describe('scroll on navigation', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  it('opens a linked page at its top, on a phone', async () => {
    const page = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await page.goto('/products');
    await page.getByRole('list', { name: /products$/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about-us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('keeps the scroll when a filter changes only the query, on a laptop', async () => {
    const page = await (await newContext(browser, shop.url)).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/products?category=hoodies');
    await page.getByRole('list', { name: 'Hoodies products' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.getByTestId('filter-panel').locator('label').filter({ hasText: /^M / }).click();
    await page.waitForURL('**/products?category=hoodies&size=M');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.context().close();
  });
});
