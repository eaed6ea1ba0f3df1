/**
 * The product page on a phone (docs/product.md section 5): sold-out sizes stay in their place,
 * struck through and not choosable, and once Add to Cart scrolls away a bar at the bottom keeps
 * the price and the way to buy at hand. A laptop has room for both and shows no bar.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct } from '../support/cart-factories';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('the product page on a phone', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, {
    name: 'Phone Check Hoodie',
    price: 1799,
    stock: { S: 0, M: 3, L: 0, XL: 2, XXL: 0, XXXL: 1 },
  });

  it('keeps sold-out sizes visible and offers a bar to buy once Add to Cart is out of view', async () => {
    const { context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    await page.goto(`/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: 'Phone Check Hoodie' }).waitFor();

    const sizes = page.getByRole('group', { name: 'Select size' });
    const choosable = await sizes
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(choosable).toEqual(['M', 'XL', 'XXXL']);
    const soldOut = sizes.getByTestId('sold-out-size');
    // Each reads as "S, sold out"; the words are for screen readers, the strike-through for the eye.
    expect(await soldOut.allTextContents()).toEqual(['S, sold out', 'L, sold out', 'XXL, sold out']);
    expect(await soldOut.first().evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'line-through',
    );
    expect(await soldOut.first().locator('.sr-only').count()).toBe(1);

    // The page's Add to Cart is below the photos: the bar stands in for it.
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    const inView = () => addToCart.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight);
    expect(await inView()).toBe(false);
    const chooseSize = page.getByRole('button', { name: 'Choose a size' });
    await chooseSize.waitFor();
    expect(await page.getByText('₹1,799').count()).toBeGreaterThan(1);
    await screenshot(page, 'product-page-phone-bar');
    await chooseSize.click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('size');
    await page.getByText('XL', { exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Add size XL to cart' }).click();
    await page
      .getByRole('link', { name: /Cart \(1 item\)/ })
      .first()
      .waitFor();
    await expectAccessible(page);

    // Scrolled to Add to Cart, the bar goes.
    await addToCart.scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('button', { name: 'Add size XL to cart' }).count()).toBe(0);
    await context.close();
  });

  it('shows no bar on a laptop', async () => {
    const { context, page } = await shopperPage(browser, shop.url, db, 'desktop');
    await page.goto(`/products/${product.itemId}`);
    await page.getByRole('heading', { level: 1, name: 'Phone Check Hoodie' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Choose a size' }).isVisible()).toBe(false);
    await context.close();
  });
});
