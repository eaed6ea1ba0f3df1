/**
 * The back office's style form (BUSINESS.md section 11, issue #42) at a phone's and a laptop's
 * size: the admin makes a style with three colours in one save (the rules' messages beside the
 * colour they are about first), reorders them, and the style's product page shows three swatches;
 * and a product is moved into a style whose editor the products list leads to, and a colour
 * added there.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#shared/admin';
import { COLOUR_MESSAGES } from '#shared/colours';
import { STYLE_MESSAGES } from '#shared/styles';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { createStyle } from '../support/style-factories';
import {
  artifactsDir,
  expectAccessible,
  launchBrowser,
  screenshot,
  signedInContext,
} from './support/browser';
import { makeImages } from './support/photos';
import { startTestShop } from './support/shop';

const IMAGE_LABELS = ['Main image', 'Image 2', 'Image 3', 'Image 4'];

describe('styles in the back office', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const admin = await createAdmin(db);
  const { webps } = await makeImages(mkdtempSync(path.join(os.tmpdir(), 'styles-e2e-')));

  async function adminPage(viewport: 'desktop' | 'mobile') {
    const context = await signedInContext(browser, shop.url, admin.cookie, viewport);
    return { context, page: await context.newPage() };
  }

  /** The colour names the style editor lists, in the shop's order. */
  const coloursOfStyle = (page: Page) =>
    page.getByRole('list', { name: 'Colours of the style' }).locator('li p.font-semibold').allTextContents();

  const colourAt = (page: Page, index: number) =>
    page.getByRole('list', { name: 'Colours', exact: true }).getByRole('listitem').nth(index);

  async function fillColour(
    colour: Locator,
    { name, hex, family, stock }: { name: string; hex: string; family: string; stock: string },
  ) {
    await colour.getByLabel('Colour name').fill(name);
    await colour.getByLabel('Hex', { exact: true }).fill(hex);
    await colour.getByLabel('Family').selectOption(family);
    for (const [index, label] of IMAGE_LABELS.entries()) {
      await colour.getByLabel(label, { exact: true }).setInputFiles(webps[index]!);
    }
    for (const label of IMAGE_LABELS) {
      await colour.getByRole('img', { name: `Preview of ${label.toLowerCase()}` }).waitFor();
    }
    await colour.getByLabel('M', { exact: true }).fill(stock);
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`makes a style with three colours, reorders them and sees three swatches (${viewport})`, async () => {
      const styleName = `Monsoon Boxy Tee ${viewport}`;
      const { context, page } = await adminPage(viewport);
      await page.goto('/admin/products-list');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Styles' }).click();
      await page.getByRole('heading', { level: 1, name: 'Styles' }).waitFor();
      await page.getByRole('link', { name: 'New style' }).click();
      await page.getByRole('heading', { level: 1, name: 'New style' }).waitFor();

      await page.getByLabel('Name', { exact: true }).fill(styleName);
      await page.getByLabel('Actual price (₹)').fill('1499');
      await page.getByLabel('Offer price (₹)').fill('899');
      await page.getByLabel('Fabric').fill('100% combed cotton, 240 GSM');
      await page.getByLabel('Description').fill('A roomy drop-shoulder tee for the rains.');
      await page.getByLabel('Wash care').fill('Machine wash cold, inside out.');
      await page.getByLabel('Details').fill('Ribbed crew neck, double-stitched hems.');
      await page.getByLabel('Specifications').fill('Oversized fit; model wears L.');

      await fillColour(colourAt(page, 0), { name: 'Olive', hex: '#556b2f', family: 'green', stock: '4' });
      await page.getByRole('button', { name: 'Add a colour' }).click();
      await fillColour(colourAt(page, 1), { name: 'Black', hex: '#111', family: 'black', stock: '3' });
      // The third colour repeats a name, has no hex, no family and no photos yet.
      await page.getByRole('button', { name: 'Add a colour' }).click();
      const third = colourAt(page, 2);
      await third.getByLabel('Colour name').fill('olive');
      await third.getByLabel('Hex', { exact: true }).fill('sand');
      await page.getByRole('button', { name: 'Save style' }).click();
      await third.getByText(COLOUR_MESSAGES.nameTwice('olive')).waitFor();
      await third.getByText(COLOUR_MESSAGES.hexInvalid).waitFor();
      await third.getByText(COLOUR_MESSAGES.familyInvalid).waitFor();
      expect(await third.getByText(ADMIN_MESSAGES.imageMissing).count()).toBe(4);
      expect(await colourAt(page, 0).locator('[aria-invalid="true"]').count()).toBe(0);
      await screenshot(page, `admin-style-form-errors-${viewport}`);

      await fillColour(third, { name: 'Sand', hex: '#D6C7A1', family: 'beige', stock: '2' });
      expect(await third.getByLabel('Pick the colour of Sand').inputValue()).toBe('#d6c7a1');
      // Sand moves up to second; a fourth colour is added and removed again.
      await page.getByRole('button', { name: 'Move Colour 3: Sand up' }).click();
      await page.getByRole('button', { name: 'Add a colour' }).click();
      await page.getByRole('button', { name: 'Remove Colour 4' }).click();
      const legends = page
        .getByRole('list', { name: 'Colours', exact: true })
        .locator('li > fieldset > legend');
      await expect
        .poll(() => legends.allTextContents())
        .toEqual(['Colour 1: Olive', 'Colour 2: Sand', 'Colour 3: Black']);
      await expectAccessible(page);
      await screenshot(page, `admin-style-form-${viewport}`);

      await page.getByRole('button', { name: 'Save style' }).click();
      await page.getByText(`Style ${styleName} saved with 3 colours.`).waitFor();
      await page.getByRole('heading', { level: 1, name: `Style: ${styleName}` }).waitFor();
      const saved = page.getByRole('list', { name: 'Colours of the style' });
      const names = () => saved.locator('li p.font-semibold').allTextContents();
      expect(await names()).toEqual(['Olive', 'Sand', 'Black']);

      // Black before Sand: the swatches follow the saved order.
      await saved.getByRole('button', { name: 'Move Black up' }).click();
      await page.getByRole('button', { name: 'Save order' }).click();
      await page.getByText('The new order of the colours is saved.').waitFor();
      await expect.poll(names).toEqual(['Olive', 'Black', 'Sand']);
      await expectAccessible(page);
      await screenshot(page, `admin-style-editor-${viewport}`);

      const shopLink = await page.getByRole('link', { name: 'See it in the shop' }).getAttribute('href');

      // The list of styles shows it with its swatches in the saved order; its name opens the editor.
      await page.getByRole('link', { name: 'All styles' }).click();
      const listed = page.getByRole('list', { name: `Colours of ${styleName}` });
      await expect
        .poll(() => listed.locator('.sr-only').allTextContents())
        .toEqual(['Olive', 'Black', 'Sand']);
      await expectAccessible(page);
      await screenshot(page, `admin-styles-list-${viewport}`);
      await page.getByRole('link', { name: styleName, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `Style: ${styleName}` }).waitFor();

      await page.goto(shopLink!);
      await page.getByRole('heading', { level: 1, name: `${styleName} — Olive` }).waitFor();
      const swatches = page.getByRole('list', { name: 'Colours' });
      // Each swatch is named by its colour for screen readers, in the order saved.
      await expect
        .poll(() => swatches.locator('a > .sr-only').allTextContents())
        .toEqual(['Olive', 'Black', 'Sand']);
      await screenshot(page, `style-product-page-${viewport}`);
      await swatches
        .locator('xpath=..')
        .screenshot({ path: path.join(artifactsDir, `style-colour-picker-${viewport}.png`) });
      await context.close();
    }, 240_000);
  }

  it('moves a product into a style reached from the products list, then adds a colour (desktop)', async () => {
    await createStyle(db, 'Harbour Tee', [
      { colour: 'Navy', hex: '#1e3a8a', family: 'blue', stock: { M: 2 } },
      { colour: 'Chalk', hex: '#f5f5f4', family: 'white', stock: { M: 2 } },
    ]);
    const rust = await createPhotographedProduct(db, {
      name: 'Monsoon Rust Tee',
      price: 899,
      stock: { L: 2 },
    });
    const { context, page } = await adminPage('desktop');
    await page.goto('/admin/products-list');
    await page.getByRole('link', { name: 'Style and colours of Harbour Tee — Chalk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Style: Harbour Tee' }).waitFor();
    await page.getByLabel('Search products').fill('Monsoon Rust');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Choose Monsoon Rust Tee' }).click();
    expect(await page.getByLabel('Item id of the product').inputValue()).toBe(rust.itemId);
    const move = page.getByRole('region', { name: 'Move a product into this style' });
    await move.getByLabel('Colour name').fill('Rust');
    await move.getByLabel('Hex', { exact: true }).fill('#b7410e');
    await move.getByLabel('Family').selectOption('orange');
    await move.getByRole('button', { name: 'Move into this style' }).click();
    await page.getByText('Monsoon Rust Tee is now the colour Rust of Harbour Tee.').waitFor();
    await expect.poll(() => coloursOfStyle(page)).toEqual(['Navy', 'Chalk', 'Rust']);

    // A new colour named as one the style has is flagged beside its name before anything is sent.
    const add = page.getByRole('region', { name: 'Add colours' });
    await fillColour(add.getByRole('listitem').first(), {
      name: 'navy',
      hex: '#0e7490',
      family: 'blue',
      stock: '5',
    });
    await add.getByRole('button', { name: 'Save new colours' }).click();
    await add.getByText(COLOUR_MESSAGES.nameTwice('navy')).first().waitFor();
    await add.getByLabel('Colour name').fill('Sea');
    await add.getByRole('button', { name: 'Save new colours' }).click();
    await page.getByText('Added to Harbour Tee: Sea.').waitFor();
    await expect.poll(() => coloursOfStyle(page)).toEqual(['Navy', 'Chalk', 'Rust', 'Sea']);
    await context.close();
  }, 120_000);

  it('starts a style from a product already on sale, its first colour (mobile)', async () => {
    const ink = await createPhotographedProduct(db, { name: 'Ink Pocket Tee', price: 799, stock: { M: 2 } });
    const { context, page } = await adminPage('mobile');
    await page.goto('/admin/styles/new');
    const start = page.getByRole('region', { name: 'Or start a style from a product you sell' });
    await start.getByLabel('Search products').fill('Ink Pocket');
    await start.getByRole('button', { name: 'Search', exact: true }).click();
    await start.getByRole('button', { name: 'Choose Ink Pocket Tee' }).click();
    expect(await start.getByLabel('Item id of the product').inputValue()).toBe(ink.itemId);
    await start.getByRole('button', { name: 'Start the style' }).click();
    await start.getByText(STYLE_MESSAGES.nameRequired).first().waitFor();
    await start.getByLabel('Style name').fill('Pocket Tee');
    await start.getByLabel('Colour name').fill('Ink');
    await start.getByLabel('Hex', { exact: true }).fill('#1f2937');
    await start.getByLabel('Family').selectOption('blue');
    await start.getByRole('button', { name: 'Start the style' }).click();
    await page.getByRole('heading', { level: 1, name: 'Style: Pocket Tee' }).waitFor();
    await page.getByText('Ink Pocket Tee is now the colour Ink of Pocket Tee.').waitFor();
    await screenshot(page, 'admin-style-from-product-mobile');
    await context.close();
  }, 120_000);
});
