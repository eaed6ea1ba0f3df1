/**
 * Colours on the storefront (BUSINESS.md section 11), on the demo catalogue at a phone's and a
 * laptop's size: a card's swatch swaps its photo and link; the product page's swatches open the
 * other colour's page keeping the chosen size; that colour goes to the cart and through checkout
 * named "Black / L"; the catalogue filters by colour family; and with JavaScript off the product
 * page's swatches are plain links.
 */
import { describe, expect, it } from 'vitest';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContextWithoutJavaScript, screenshot } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('colours of a style', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`chooses a colour on a card and on the product page, keeps the size, and checks out (${viewport})`, async () => {
      const { context, page } = await shopperPage(browser, shop.url, db, viewport);
      await page.goto('/products?category=hoodies');
      const list = page.getByRole('list', { name: 'Hoodies products' });
      await list.waitFor();
      await page.locator('html[data-app-ready]').waitFor();
      // The group keeps the card's first name whichever colour it shows.
      const group = page.getByRole('group', { name: 'Colours of Charcoal Heavyweight Hoodie' });
      const card = list.getByRole('listitem').filter({ has: group });
      const swatches = card.getByRole('group');
      expect(await swatches.getByRole('button').count()).toBe(3);
      expect(await swatches.getByRole('button', { name: 'Charcoal' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await expectAccessible(page);
      await screenshot(page, `colours-catalogue-${viewport}`);
      const photoBefore = await card.locator('img').first().getAttribute('src');
      await swatches.getByRole('button', { name: 'Navy' }).click();
      await card.getByRole('heading', { name: 'Navy Heavyweight Hoodie' }).waitFor();
      expect(await card.locator('img').first().getAttribute('src')).not.toBe(photoBefore);
      const link = card.getByRole('link', { name: /Navy Heavyweight Hoodie/ });
      expect(await link.getAttribute('href')).toBe('/products/navy-heavyweight-hoodie');
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Navy Heavyweight Hoodie' }).waitFor();

      // The product page: the style's colours, this one marked; a size chosen, then another colour.
      const colours = page.getByRole('list', { name: 'Colours' });
      expect(await colours.getByRole('link').count()).toBe(3);
      expect(await colours.getByRole('link', { name: 'Navy' }).getAttribute('aria-current')).toBe('true');
      expect(await page.getByTestId('colour-name').innerText()).toBe('Navy');
      await page.getByText('L', { exact: true }).click();
      await colours.getByRole('link', { name: 'Black' }).click();
      await page.waitForURL('**/products/black-heavyweight-hoodie?size=L');
      await page.getByRole('heading', { level: 1, name: 'Black Heavyweight Hoodie' }).waitFor();
      expect(await page.getByRole('radio', { name: 'L', exact: true }).isChecked()).toBe(true);
      expect(await colours.getByRole('link', { name: 'Black' }).getAttribute('aria-current')).toBe('true');
      await expectAccessible(page);
      await colours.getByRole('link', { name: 'Black' }).focus();
      await screenshot(page, `colours-product-page-${viewport}`);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('status').getByText('Added to your cart.').waitFor();
      await page.goto('/users/cart');
      await page.getByText('Black / L', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Check Out' }).click();
      await fillNewAddress(page);
      await placeCashOrder(page);
      await page.waitForURL('**/success');
      await context.close();
    });

    it(`filters the catalogue by colour family, each card showing that colour (${viewport})`, async () => {
      const { context, page } = await shopperPage(browser, shop.url, db, viewport);
      await page.goto('/products?category=hoodies');
      await page.getByRole('list', { name: 'Hoodies products' }).waitFor();
      await page.locator('html[data-app-ready]').waitFor();
      let panel = page.getByTestId('filter-panel');
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Filters' }).click();
        panel = page.getByRole('dialog', { name: 'Filters' });
      }
      // A click and then the address: on a loaded machine the box is drawn checked a moment after the
      // click, when the new list's first render lands, which check() reads as "no change".
      const black = panel.getByRole('checkbox', { name: /^Black \(\d+\)$/ });
      await black.click();
      await page.waitForURL('**/products?category=hoodies&colour=black');
      await expect.poll(() => black.isChecked()).toBe(true);
      if (viewport === 'mobile') await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      const list = page.getByRole('list', { name: 'Hoodies products' });
      // One poll for both: while the filtered list replaces the old one it can be empty for a moment,
      // and "every name says Black" is true of an empty list.
      await expect
        .poll(async () => {
          const names = await list.getByRole('heading').allInnerTexts();
          return names.length >= 3 && names.every((name) => name.includes('Black'));
        })
        .toBe(true);
      await context.close();
    });
  }

  it('shows the swatches as links with JavaScript off, each opening its colour', async () => {
    const context = await newContextWithoutJavaScript(browser, shop.url);
    const page = await context.newPage();
    await page.goto('/products/charcoal-heavyweight-hoodie');
    const colours = page.getByRole('list', { name: 'Colours' });
    expect(await colours.getByRole('link').count()).toBe(3);
    expect(await colours.getByRole('link', { name: 'Charcoal' }).getAttribute('aria-current')).toBe('true');
    await colours.getByRole('link', { name: 'Navy' }).click();
    await page.waitForURL('**/products/navy-heavyweight-hoodie');
    await page.getByRole('heading', { level: 1, name: 'Navy Heavyweight Hoodie' }).waitFor();
    await screenshot(page, 'colours-product-page-no-javascript');
    // A sold-out colour is still a link, named as sold out and drawn crossed.
    await page.goto('/products/navy-blue-heavyweight-tee');
    await colours.getByRole('link', { name: 'Bottle Green, sold out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bottle Green Heavyweight Tee' }).waitFor();
    expect(await colours.getByTestId('sold-out-colour').count()).toBe(1);
    await context.close();
  });
});
