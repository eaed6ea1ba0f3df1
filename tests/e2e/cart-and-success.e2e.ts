/** The cart's edges and the page after a cash-on-delivery order, as a shopper meets them. */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('the cart and the success page', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('after a cash-on-delivery order, /success says the order is placed and what to pay, not that it was paid', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Rust Boxy Tee',
      price: 999,
      stock: { L: 4 },
    });
    await putInCart(db, shopper.id, product, 'L', 2);

    await page.goto('/checkout');
    await fillNewAddress(page, {
      fullName: 'Ravi Sen',
      mobile: '98765 43210',
      line1: '4 Park Street',
      pincode: '700016',
      state: 'West Bengal',
    });
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    // 2 x ₹999 plus the ₹100 delivery charge.
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await page.getByText('Pay ₹2,098 in cash on delivery').waitFor();
    expect(await page.getByText('Payment Successful').count()).toBe(0);
    expect(await page.title()).toContain('Order placed');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'success-cash-on-delivery');
    await context.close();
  });

  it('an empty cart says so once, links back to the products, and shows no totals or Check Out', async () => {
    const { context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    await page.goto('/users/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByText('Your cart is empty').first().waitFor();
    expect(await page.getByText('Your cart is empty').count()).toBe(1);
    expect(await page.getByText('Sub Total').count()).toBe(0);
    expect(await page.getByText('₹0').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check Out' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'cart-empty');
    await page.getByRole('link', { name: 'Browse products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await context.close();
  });

  it('at the stock limit, the plus button is off and the line says how many are left in that size', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Bottle Green Hoodie',
      price: 1799,
      stock: { M: 3 },
    });
    const other = await createPhotographedProduct(db, {
      name: 'Cream Sweatshirt',
      price: 1299,
      stock: { S: 5 },
    });
    await putInCart(db, shopper.id, product, 'M', 2);
    await putInCart(db, shopper.id, other, 'S', 1);

    await page.goto('/users/cart');
    const line = 'Bottle Green Hoodie, size M';
    const plus = page.getByRole('button', { name: `One more ${line}` });
    await plus.waitFor();
    expect(await page.getByText('Only 3 left in size M').count()).toBe(0);
    await plus.click();
    await expect.poll(() => page.getByLabel(`Quantity of ${line}`).textContent()).toBe('3');
    expect(await plus.isDisabled()).toBe(true);
    const item = page.getByRole('listitem').filter({ hasText: 'Bottle Green Hoodie' });
    await item.getByText('Only 3 left in size M').waitFor();
    // The plus button names the reason to a screen reader too.
    expect(await plus.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = await plus.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('Only 3 left in size M');
    // A line below its limit says nothing.
    const otherItem = page.getByRole('listitem').filter({ hasText: 'Cream Sweatshirt' });
    expect(await otherItem.getByText(/left in size/).count()).toBe(0);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'cart-stock-limit');
    await context.close();
  });
});
