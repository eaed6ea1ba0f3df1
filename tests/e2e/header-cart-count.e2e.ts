/** The header's cart count: current after adding, changing, removing and checking out; no cart call for visitors. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { BENGALURU, fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContext, requestsTo } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const CART_CALL = '/api/cart/get-cart-items';

/** The count the header's Cart link shows; 0 when it shows none. Throws when what is read out differs. */
async function headerCount(page: Page): Promise<number> {
  const banner = page.getByRole('banner');
  const badge = banner.getByRole('link', { name: /^Cart/ }).getByTestId('cart-count');
  const shown = (await badge.count()) === 0 ? 0 : Number((await badge.innerText()).trim());
  const spoken = shown === 0 ? 'Cart' : `Cart (${shown} item${shown === 1 ? '' : 's'})`;
  if ((await banner.getByRole('link', { name: spoken, exact: true }).count()) !== 1) {
    throw new Error(`the Cart link shows ${shown} but is not read out as "${spoken}"`);
  }
  return shown;
}

describe('the cart count in the header', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('shows how many items the cart holds and follows adding, changing and checking out', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const tee = await createPhotographedProduct(db, {
      name: 'Ink Oversized Tee',
      price: 749,
      stock: { M: 5 },
    });
    const hoodie = await createPhotographedProduct(db, {
      name: 'Stone Hoodie',
      price: 1599,
      stock: { L: 5 },
    });
    await putInCart(db, shopper.id, tee, 'M', 2);

    await page.goto('/');
    await expect.poll(() => headerCount(page)).toBe(2);

    await page.goto(`/products/${hoodie.itemId}`);
    await page.getByText('L', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').getByText('Added to your cart.').waitFor();
    await expect.poll(() => headerCount(page)).toBe(3);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/users/cart');
    await page.getByRole('button', { name: 'One more Ink Oversized Tee, size M' }).click();
    await expect.poll(() => headerCount(page)).toBe(4);
    await page.getByRole('button', { name: 'One less Stone Hoodie, size L' }).waitFor();
    await page.getByRole('button', { name: 'Remove Stone Hoodie, size L from the cart' }).click();
    await page.getByRole('status').getByText('Item removed').waitFor();
    await expect.poll(() => headerCount(page)).toBe(3);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'header-cart-count');

    await page.getByRole('button', { name: 'Check Out' }).click();
    await fillNewAddress(page, { ...BENGALURU, line1: '7 Residency Road', pincode: '560025' });
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    await expect.poll(() => headerCount(page)).toBe(0);
    await context.close();
  });

  it("the phone's bag icon carries the count too", async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const tee = await createPhotographedProduct(db, { name: 'Clay Tee', price: 649, stock: { S: 3 } });
    await putInCart(db, shopper.id, tee, 'S', 1);
    await page.goto('/products');
    await expect.poll(() => headerCount(page)).toBe(1);
    expect(await page.getByRole('banner').getByTestId('cart-count').isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it("a visitor's pages ask for no cart", async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    const asked = requestsTo(page, CART_CALL);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await page.goto('/products');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await context.close();
  });
});
