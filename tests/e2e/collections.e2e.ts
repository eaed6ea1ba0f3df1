/**
 * Collections in the browser (BUSINESS.md section 11): a shopper opens a featured collection
 * from the home page's tiles, sees its products (rendered on the server, with its title and
 * canonical address), and narrows it with the catalogue's filters. At both sizes.
 */
import { describe, expect, it } from 'vitest';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import { createCollection } from '#server/modules/collections/admin-collections';
import { collectionInputSchema } from '#shared/collections';
import { createPhotographedProduct } from '../support/cart-factories';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

describe('a collection from the home page', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const picks = [
    await createPhotographedProduct(db, { name: 'Festival Tee Rust', price: 899, stock: { M: 4 } }),
    await createPhotographedProduct(db, { name: 'Festival Tee Sand', price: 999, stock: { L: 4 } }),
    await createPhotographedProduct(db, {
      name: 'Festival Hoodie Ink',
      price: 2499,
      category: 'hoodies',
      stock: { M: 2 },
    }),
  ];
  const cover = (
    await shop.app.inject({
      url: `/api/items/${picks[0]!.itemId}`,
      headers: { 'x-api-key': shop.app.deps.config.apiKey ?? '' },
    })
  ).json().image;
  await createCollection(
    db,
    collectionInputSchema.parse({
      name: 'Festival Edit',
      slug: 'festival-edit',
      description: 'Bright pieces for the festive season.',
      coverImage: cover,
      featured: true,
      kind: 'hand_picked',
      itemIds: picks.map((p) => p.itemId),
    }),
    new Date(),
  );
  invalidateCatalog();

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`opens the collection from its tile and filters it by size (${viewport})`, async () => {
      const context = await newContext(browser, shop.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      const tiles = page.getByRole('region', { name: 'Collections', exact: true });
      await tiles.scrollIntoViewIfNeeded();
      await screenshot(page, `home-collections-${viewport}`);
      await tiles.getByRole('link', { name: /Festival Edit/ }).click();
      await page.waitForURL('**/collections/festival-edit');
      await page.getByRole('heading', { level: 1, name: 'Festival Edit' }).waitFor();
      const list = page.getByRole('list', { name: 'Festival Edit products' });
      // The admin's order.
      await expect
        .poll(() => list.getByRole('heading').allTextContents())
        .toEqual(['Festival Tee Rust', 'Festival Tee Sand', 'Festival Hoodie Ink']);
      expect(await page.title()).toBe('Festival Edit | Oversized');
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
        /\/collections\/festival-edit$/,
      );
      await expectAccessible(page);
      await screenshot(page, `collection-${viewport}`);

      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Filters' }).click();
        const dialog = page.getByRole('dialog', { name: 'Filters' });
        await dialog.locator('label').filter({ hasText: /^M \(/ }).click();
        await dialog.getByRole('button', { name: 'Show 2 products' }).click();
      } else {
        await page
          .getByTestId('filter-panel')
          .locator('label')
          .filter({ hasText: /^M \(2\)/ })
          .click();
      }
      await page.waitForURL('**/collections/festival-edit?size=M');
      await expect
        .poll(() => list.getByRole('heading').allTextContents())
        .toEqual(['Festival Tee Rust', 'Festival Hoodie Ink']);
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Hoodies/ })
        .click();
      await page.waitForURL('**/collections/festival-edit?category=hoodies&size=M');
      await expect.poll(() => list.getByRole('heading').allTextContents()).toEqual(['Festival Hoodie Ink']);
      await screenshot(page, `collection-filtered-${viewport}`);

      // The header's Collections opens every collection.
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: viewport === 'mobile' ? 'Mobile' : 'Main' })
        .getByRole('link', { name: 'Collections' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
      await page.getByRole('link', { name: /Festival Edit/ }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `collections-index-${viewport}`);
      await context.close();
    }, 180_000);
  }

  it('renders on the server, 404 for an unknown collection, and is in the sitemap', async () => {
    const html = await (await fetch(`${shop.url}/collections/festival-edit`)).text();
    expect(html).toContain('Festival Tee Sand');
    expect(html).toContain('<title>Festival Edit | Oversized</title>');
    expect((await fetch(`${shop.url}/collections/no-such-edit`)).status).toBe(404);
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/collections/festival-edit</loc>');
  });
});
