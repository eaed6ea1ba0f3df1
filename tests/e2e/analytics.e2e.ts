/**
 * First-party analytics end to end (BUSINESS.md section 16): a phone and a laptop browse the
 * storefront, one from an Instagram campaign link; the owner then reads, in the back office, the
 * visits in the funnel, the campaign among the sources, the empty search, the pages' p75 LCP, and
 * downloads a CSV.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct } from '../support/cart-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';

// Shoppers' browsers, not a headless one's name, which the collector drops as a bot.
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function shopperPage(browser: Browser, baseURL: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: phone ? PHONE_AGENT : LAPTOP_AGENT,
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
  });
  return context.newPage();
}

/**
 * Opens a page, waits for its speed code, presses a key and then hides the page as a shopper
 * switching tabs does: the tracker sends what it holds (the LCP among it) while the page is alive. Headless Chromium
 * delivers no beacon from a page being unloaded, so leaving alone would lose the last batch here.
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor();
  await page.locator('html[data-speed-measured]').waitFor({ state: 'attached' });
  // A key press (trusted, as a shopper's is) ends the LCP measurement; web-vitals reports it
  // when the browser is next idle, within a second.
  await page.keyboard.press('Shift');
  await page.waitForTimeout(1100);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await sent).status()).toBe(202);
}

describe('analytics: storefront visits reach the owner’s report', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(shop.database.db, {
    name: 'Dune Oversized Tee',
    price: 899,
  });

  it('counts the visits, the campaign, the empty search and the pages’ speed, and downloads a CSV', async () => {
    const phone = await shopperPage(browser, shop.url, true);
    await visit(phone, '/?utm_source=instagram&utm_medium=social&utm_campaign=diwali');
    await visit(phone, `/products/${product.itemId}`);
    await visit(phone, '/products?q=zzqx+velvet+cape');
    await visit(phone, '/');
    await phone.close();
    const laptop = await shopperPage(browser, shop.url, false);
    await visit(laptop, `/products/${product.itemId}`);
    await visit(laptop, '/');
    await laptop.close();
    // The beacons' Blob bodies are not readable from here; the report below shows what they held.

    const admin = await (
      await browser.newContext({ baseURL: shop.url, viewport: { width: 1366, height: 768 } })
    ).newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.getByRole('link', { name: 'Analytics' }).click();
    await admin.waitForURL('**/admin/analytics');
    await admin.getByRole('button', { name: 'Update figures now' }).click();
    await admin.getByRole('button', { name: 'Update figures now' }).waitFor();
    await screenshot(admin, 'admin-analytics-first-look');

    // Two visits: the phone's from Instagram and the laptop's typed in; both viewed a product.
    const funnel = admin.getByRole('figure', { name: 'Funnel: how far visits went' });
    await funnel.getByText('Visits', { exact: true }).waitFor();
    await expect.poll(() => funnel.getByRole('listitem').first().textContent()).toMatch(/^Visits2$/);
    expect(await funnel.getByRole('listitem').nth(1).textContent()).toBe('Viewed a product2 · 100.0%');
    await admin
      .getByRole('row', { name: /instagram/ })
      .getByText('diwali')
      .waitFor();
    // The pages' p75 LCP on the phone, in milliseconds or seconds: the home page and a product's.
    for (const vital of ['home-phone-LCP', 'product-phone-LCP', 'product-desktop-LCP'])
      await expect
        .poll(async () => (await admin.locator(`[data-vital="${vital}"]`).textContent()) ?? '')
        .toMatch(/^\d+ ms$|^\d+\.\d s$/);
    // The search that found nothing, with how often it was made.
    await admin.getByRole('rowheader', { name: 'zzqx velvet cape', exact: true }).waitFor();
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-analytics');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: 'tests/.artifacts/admin-analytics-390-first-screen.png' });
    await admin.setViewportSize({ width: 1366, height: 768 });

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Sources as CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Source,Medium,Campaign,Visits,Orders,Revenue (₹),Cancelled (₹),RTO (₹),Returned (₹),Net revenue (₹)',
    );
    expect(lines).toContain('instagram,social,diwali,1,0,0.00,0.00,0.00,0.00,0.00');
    expect(lines).toContain('(direct),(none),(none),1,0,0.00,0.00,0.00,0.00,0.00');
    await screenshot(admin, 'admin-analytics-after-download');
  }, 240_000);
});
