/**
 * The back office's collections (BUSINESS.md section 11): the admin makes a collection by a rule
 * and one by hand, watching the live preview, then finds it on the storefront; a slug already
 * taken is refused in words. At both sizes.
 */
import { describe, expect, it } from 'vitest';
import { createAdmin } from '#tests/support/factories';
import { createPhotographedProduct } from '../support/cart-factories';
import { expectAccessible, launchBrowser, screenshot, signedInContext } from './support/browser';
import { startTestShop } from './support/shop';

describe('collections in the back office', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const admin = await createAdmin(db);
  const tees = [
    await createPhotographedProduct(db, { name: 'Monsoon Tee Teal', price: 4101, stock: { M: 3 } }),
    await createPhotographedProduct(db, { name: 'Monsoon Tee Slate', price: 4102, stock: { L: 3 } }),
  ];

  async function adminPage(viewport: 'desktop' | 'mobile') {
    const context = await signedInContext(browser, shop.url, admin.cookie, viewport);
    return { context, page: await context.newPage() };
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`creates a collection by rule, then one by hand, with a live preview (${viewport})`, async () => {
      const { context, page } = await adminPage(viewport);
      await page.goto('/admin/collections');
      await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
      await page.getByRole('button', { name: 'New collection' }).click();
      const form = page.getByRole('region', { name: 'New collection' });
      await form.getByLabel('Name', { exact: true }).fill(`Monsoon picks ${viewport}`);
      expect(await form.getByLabel('URL name').inputValue()).toBe(`monsoon-picks-${viewport}`);
      await form.getByLabel('Description').fill('Tees for the rains.');
      await form.getByLabel('Products chosen').selectOption('rule');
      await form.getByLabel('Lowest price (₹)').fill('4101');
      await form.getByLabel('Highest price (₹)').fill('4102');
      const count = form.getByTestId('collection-preview-count');
      await expect.poll(() => count.textContent()).toBe('2 products');
      await form.getByLabel('Highest price (₹)').fill('4000');
      await expect.poll(() => count.textContent()).toBe('The lowest price must not be above the highest');
      await form.getByLabel('Highest price (₹)').fill('4101');
      await expect.poll(() => count.textContent()).toBe('1 product');
      await form.getByRole('button', { name: /Monsoon Tee Teal.*use as the cover photo/ }).click();
      await form.getByLabel('Featured on the home page').check();
      await expectAccessible(page);
      await screenshot(page, `admin-collection-editor-${viewport}`);
      await form.getByRole('button', { name: 'Save collection' }).click();
      await page.getByText(`Collection Monsoon picks ${viewport} saved.`).waitFor();

      // The same URL name again is refused in words, and the form keeps what was typed.
      await page.getByRole('button', { name: 'New collection' }).click();
      const second = page.getByRole('region', { name: 'New collection' });
      await second.getByLabel('Name', { exact: true }).fill(`Monsoon picks ${viewport}`);
      await second.getByLabel('Item ids, in the order shown').fill(`${tees[1]!.itemId}\n${tees[0]!.itemId}`);
      await expect
        .poll(() => second.getByTestId('collection-preview-count').textContent())
        .toBe('2 products');
      await second.getByRole('button', { name: 'Save collection' }).click();
      await second
        .getByText(`The URL name "monsoon-picks-${viewport}" is already taken by another collection`)
        .waitFor();
      await second.getByLabel('URL name').fill(`monsoon-hand-${viewport}`);
      await second.getByRole('button', { name: 'Save collection' }).click();
      await page.getByText(`Collection Monsoon picks ${viewport} saved.`).waitFor();
      const list = page.getByRole('list', { name: 'Collections' });
      await list.getByText(`/collections/monsoon-hand-${viewport}`).waitFor();
      await screenshot(page, `admin-collections-list-${viewport}`);

      // An offer over the collection; the collection cannot then be deleted, and the page says why.
      await page.goto('/admin/offers');
      await page.getByRole('button', { name: 'New offer' }).click();
      const offer = page.getByRole('region', { name: 'New offer' });
      await offer.getByLabel('Name', { exact: true }).fill(`Monsoon 2 for ₹7,999 ${viewport}`);
      await offer
        .getByLabel('Pieces it covers')
        .selectOption({ label: `Collection: Monsoon picks ${viewport}` });
      await offer.getByLabel('Pieces (N)').fill('2');
      await offer.getByLabel('Bundle price (₹)').fill('7999');
      await offer.getByRole('button', { name: 'Save offer' }).click();
      await page
        .getByRole('cell', { name: `Collection Monsoon picks ${viewport}` })
        .first()
        .waitFor();
      await page.goto('/admin/collections');
      page.once('dialog', (dialog) => void dialog.accept());
      await page
        .getByRole('list', { name: 'Collections' })
        .getByRole('listitem')
        .filter({ hasText: `/collections/monsoon-picks-${viewport}` })
        .getByRole('button', { name: /Delete/ })
        .click();
      await page
        .getByText(`the offer "Monsoon 2 for ₹7,999 ${viewport}" applies to it`, { exact: false })
        .waitFor();
      await screenshot(page, `admin-collection-delete-refused-${viewport}`);

      await page.goto(`/collections/monsoon-picks-${viewport}`);
      await page.getByRole('heading', { level: 1, name: `Monsoon picks ${viewport}` }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: `Monsoon picks ${viewport} products` })
            .getByRole('heading')
            .allTextContents(),
        )
        .toEqual(['Monsoon Tee Teal']);
      await context.close();
    }, 180_000);
  }
});
