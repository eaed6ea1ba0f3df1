import { describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

describe('the shop shell', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  it('serves the home page with header and footer', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'OVERSIZED' }).count()).toBeGreaterThan(0);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).count(),
    ).toBe(1);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows the 404 screen for an unknown path', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'foundation-404-desktop');
    await context.close();
  });

  it('opens the mobile menu on a small screen', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about-us');
    await expectAccessible(page);
    await context.close();
  });
});
