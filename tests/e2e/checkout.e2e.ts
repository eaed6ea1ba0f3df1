import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productStock } from '#server/db/schema';
import { createPhotographedProduct, putInCart, stockOf } from '../support/cart-factories';
import { fillNewAddress } from './support/address';
import { artifactsDir, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { amountToPay, placeCashOrder, startPayingOnline } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

/** What the order card shows for BENGALURU: the one-line form of the structured address. */
const ONE_LINE = 'Asha Rao, 12 MG Road, Indiranagar, Bengaluru, Karnataka 560038';

/** The short notice where checkout takes the address (BUSINESS.md section 14): its link to the full one. */
const privacyNotice = (page: Page) =>
  page.locator('[data-notice-version="checkout-2026-11-1"]').getByRole('link', { name: 'Privacy notice' });

/** The payment dialog is modal over the viewport, so it is pictured as the shopper sees it. */
async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

describe('buying in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('a shopper adjusts the cart, pays cash on delivery and sees the order as Processed', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, {
      name: 'Midnight Boxy Tee',
      price: 899,
      stock: { M: 3 },
    });
    await putInCart(db, shopper.id, product, 'M', 1);

    await page.goto('/users/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    const line = 'Midnight Boxy Tee, size M';
    const minus = page.getByRole('button', { name: `One less ${line}` });
    const plus = page.getByRole('button', { name: `One more ${line}` });
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await expect.poll(() => page.getByLabel(`Quantity of ${line}`).textContent()).toBe('2');
    await page.getByText('Sub Total: ₹1,798').waitFor();
    await minus.click();
    await expect.poll(() => page.getByLabel(`Quantity of ${line}`).textContent()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'cart-desktop');

    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/checkout');
    await amountToPay(page).waitFor();
    expect(await page.getByText('₹999').count()).toBeGreaterThan(0);
    await placeCashOrder(page);
    // The name comes filled in from the account; the mobile number is the first field to fix.
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe("Enter the receiver's mobile number (and 4 more fields to check)");
    await fillNewAddress(page);
    await privacyNotice(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'checkout-desktop');

    await placeCashOrder(page);
    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'success-desktop');
    expect(await stockOf(db, product, 'M')).toBe(2);

    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL('**/orders');
    const card = page.getByRole('article').filter({ hasText: 'Midnight Boxy Tee' });
    await card.getByText('Processed').waitFor();
    expect(await card.getByText(ONE_LINE).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Change Address' }).count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });

  it("a failed quantity change shows the server's message, or An error occurred", async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, { name: 'Slate Tee', price: 599, stock: { L: 3 } });
    await putInCart(db, shopper.id, product, 'L', 1);
    await page.goto('/users/cart');
    const plus = page.getByRole('button', { name: 'One more Slate Tee, size L' });
    await plus.waitFor();
    await db.update(productStock).set({ quantity: 1 }).where(eq(productStock.productId, product.id));
    await plus.click();
    await page.getByRole('alert').getByText('Only 1 left in size L').waitFor();
    await page.route('**/api/cart/add-to-cart', (route) => route.fulfill({ status: 500, body: '' }));
    await db.update(productStock).set({ quantity: 3 }).where(eq(productStock.productId, product.id));
    await plus.click();
    await page.getByRole('alert').getByText('An error occurred').waitFor();
    await page.unroute('**/api/cart/add-to-cart');
    await page.getByRole('button', { name: 'Remove Slate Tee, size L from the cart' }).click();
    await page.getByRole('status').getByText('Item removed').waitFor();
    await page.getByText('Your cart is empty').first().waitFor();
    await context.close();
  });

  it('the success page goes back home after 5 seconds', async () => {
    const { context, page } = await shopperPage(browser, shop.url, db);
    await page.goto('/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    await context.close();
  });

  it('a shopper pays online in the sandbox window and lands on /success', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, {
      name: 'Sand Hoodie',
      price: 1499,
      stock: { L: 2 },
    });
    await putInCart(db, shopper.id, product, 'L', 1);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto('/checkout');
    await fillNewAddress(page);
    await startPayingOnline(page);
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.waitFor();
    const frame = page.frameLocator('iframe[title="Test payment window"]');
    await frame.getByText('TEST MODE').waitFor();
    await frame.getByText('₹1,599').first().waitFor();
    expect(await stockOf(db, product, 'L')).toBe(1);
    await expectAccessible(page);
    await screenshotViewport(page, 'checkout-sandbox-desktop');

    await frame.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // The sandbox needs no third-party script.
    expect(scripts.filter((url) => url.includes('razorpay'))).toEqual([]);

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: 'Sand Hoodie' });
    await card.getByText('Processed').waitFor();
    await card.getByText('Paid online').first().waitFor();
    await page.goto('/users/cart');
    await page.getByText('Your cart is empty').first().waitFor();
    await context.close();
  });

  it('a failed payment lands on /failure and its stock comes back', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, {
      name: 'Last Sweatshirt',
      price: 1299,
      stock: { S: 1 },
    });
    await putInCart(db, shopper.id, product, 'S', 1);

    await page.goto('/checkout');
    await fillNewAddress(page);
    await startPayingOnline(page);
    const frame = page.frameLocator('iframe[title="Test payment window"]');
    await frame.getByText('TEST MODE').waitFor();
    expect(await stockOf(db, product, 'S')).toBe(0);
    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL('**/failure');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    expect(await stockOf(db, product, 'S')).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'failure-desktop');

    // Try Again returns to checkout with the cart intact; closing the window also gives the stock back.
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL('**/checkout');
    // The address was kept in the address book at the first try, and is chosen now.
    await page.getByRole('radio', { name: /12 MG Road/ }).waitFor();
    expect(await page.getByRole('radio', { name: /12 MG Road/ }).isChecked()).toBe(true);
    await startPayingOnline(page);
    await frame.getByText('TEST MODE').waitFor();
    expect(await stockOf(db, product, 'S')).toBe(0);
    await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/failure');
    expect(await stockOf(db, product, 'S')).toBe(1);
    await context.close();
  });

  it('shows the cart, checkout, success and failure pages at 390 px wide', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const tee = await createPhotographedProduct(db, {
      name: 'Olive Drop-Shoulder Tee',
      price: 799,
      stock: { M: 4 },
    });
    const hoodie = await createPhotographedProduct(db, {
      name: 'Charcoal Heavyweight Hoodie',
      price: 1899,
      stock: { XL: 2 },
    });
    await putInCart(db, shopper.id, tee, 'M', 2);
    await putInCart(db, shopper.id, hoodie, 'XL', 1);

    await page.goto('/users/cart');
    await page.getByText('Charcoal Heavyweight Hoodie').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'cart-mobile');

    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/checkout');
    await fillNewAddress(page);
    await privacyNotice(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'checkout-mobile');

    await startPayingOnline(page);
    await page.frameLocator('iframe[title="Test payment window"]').getByText('TEST MODE').waitFor();
    await screenshotViewport(page, 'checkout-sandbox-mobile');
    await page
      .frameLocator('iframe[title="Test payment window"]')
      .getByRole('button', { name: 'Fail payment' })
      .click();
    await page.waitForURL('**/failure');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'failure-mobile');

    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.getByRole('radio', { name: /12 MG Road/ }).waitFor();
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'success-mobile');

    await page.goto('/users/cart');
    await page.getByText('Your cart is empty').first().waitFor();
    expect(await page.getByRole('button', { name: 'Check Out' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'cart-empty-mobile');
    await context.close();
  });

  it('Add to Cart on the product page: size first, then a link to the cart; a visitor stays on the page', async () => {
    const product = await createPhotographedProduct(db, {
      name: 'Ecru Oversized Tee',
      price: 699,
      stock: { M: 1 },
    });
    const visitor = await newContext(browser, shop.url);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/products/${product.itemId}`);
    await visitorPage.getByRole('button', { name: 'Add to Cart' }).click();
    await visitorPage.getByRole('alert').getByText('please select size').waitFor();
    await visitorPage.getByText('M', { exact: true }).click();
    await visitorPage.getByRole('button', { name: 'Add to Cart' }).click();
    // A visitor's cart is kept in the browser until sign-in (docs/product.md section 3).
    await visitorPage.getByRole('status').getByText('Added to your cart.').waitFor();
    expect(new URL(visitorPage.url()).pathname).toBe(`/products/${product.itemId}`);
    await visitor.close();

    const { context, page } = await shopperPage(browser, shop.url, db);
    await page.goto(`/products/${product.itemId}`);
    await page.getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').getByText('Added to your cart.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/users/cart');
    await page.getByText('Ecru Oversized Tee').first().waitFor();
    await page.goBack();
    await page.getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').getByText('Only 1 left in size M').waitFor();
    await context.close();
  });
});
