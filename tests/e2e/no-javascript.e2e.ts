/**
 * Pages rendered only in the browser, opened with JavaScript off (issue 40, point 15): each shows
 * the shop's header and footer and says it needs JavaScript, rather than a blank page, at both
 * sizes; signed out and signed in.
 */
import { describe, expect, it } from 'vitest';
import { NEEDS_JAVASCRIPT, TURN_IT_ON } from '#server/plugins/no-script';
import { createShopper } from '../support/factories';
import { expectAccessible, launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startTestShop } from './support/shop';

describe('pages that need JavaScript, without it', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const shopper = await createShopper(shop.database.db);

  /**
   * axe runs as a script, which a page without JavaScript never does: the same HTML, with the
   * <noscript> opened and the app's script left out, is checked in a page that runs scripts.
   */
  async function expectAccessibleWithoutApp(path: string, viewport: keyof typeof VIEWPORTS) {
    const context = await browser.newContext({ baseURL: shop.url, viewport: VIEWPORTS[viewport] });
    await context.route(`${shop.url}${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<\/?noscript>/g, '')
        .replace(/<script type="module"[^>]*><\/script>/g, '');
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: NEEDS_JAVASCRIPT }).waitFor();
    await expectAccessible(page);
    await context.close();
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`show the header, the footer and what they need (${viewport})`, async () => {
      const context = await browser.newContext({
        baseURL: shop.url,
        viewport: VIEWPORTS[viewport],
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      for (const path of ['/users/login', '/users/cart', '/wishlist']) {
        await page.goto(path);
        await page.getByRole('banner').getByRole('link', { name: 'OVERSIZED' }).waitFor();
        await page.getByRole('heading', { level: 1, name: NEEDS_JAVASCRIPT }).waitFor();
        // Playwright's text matching skips <noscript>, where the sentence is: read the main landmark.
        expect(await page.getByRole('main').innerText()).toContain(`${NEEDS_JAVASCRIPT}\n\n${TURN_IT_ON}`);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).waitFor();
      }
      await screenshot(page, `no-javascript-wishlist-${viewport}`);
      await expectAccessibleWithoutApp('/wishlist', viewport);
      // Signed in: the checkout, which a visitor is sent away from, says the same.
      const [name, value] = shopper.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: shop.url }]);
      await page.goto('/checkout');
      expect(await page.getByRole('main').innerText()).toContain(`${NEEDS_JAVASCRIPT}\n\n${TURN_IT_ON}`);
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      await context.close();
    });
  }
});
