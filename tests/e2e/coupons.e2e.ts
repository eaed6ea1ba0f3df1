import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { fillNewAddress } from './support/address';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { amountToPay, placeCashOrder } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('coupons in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('the admin creates a coupon; a shopper applies it at checkout and the amount to pay changes', async () => {
    const admin = await (await newContext(browser, shop.url)).newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
    await admin.waitForURL('**/admin/coupons');

    await admin.getByRole('button', { name: 'New coupon' }).click();
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('The code must be 3 to 20 letters, digits or dashes').first().waitFor();
    await admin.getByLabel('Code').fill('festive10');
    await admin.getByLabel('Percent off (%)').fill('10');
    await admin.getByLabel('Maximum discount (₹)').fill('300');
    await admin.getByLabel('Total uses').fill('50');
    await admin.getByLabel('Uses per shopper').fill('1');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('Coupon FESTIVE10 saved.').waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'FESTIVE10' });
    await row.getByText('10% off (up to ₹300)').waitFor();
    await row.getByText('50 left').waitFor();
    await row.getByText('Active').waitFor();

    // A second coupon, online only and paused, so the list shows more than one kind.
    await admin.getByRole('button', { name: 'New coupon' }).click();
    await admin.getByLabel('Code').fill('PREPAID150');
    await admin.getByLabel('Discount', { exact: true }).selectOption('flat');
    await admin.getByLabel('Amount off (₹)').fill('150');
    await admin.getByLabel('Minimum order (₹)').fill('1499');
    await admin.getByLabel('Online payment only').check();
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('Coupon PREPAID150 saved.').waitFor();
    const prepaid = admin.getByRole('row').filter({ hasText: 'PREPAID150' });
    await prepaid.getByRole('button', { name: 'Pause PREPAID150' }).click();
    await prepaid.getByText('Paused').waitFor();
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-coupons');

    await prepaid.getByRole('button', { name: 'Edit PREPAID150' }).click();
    await admin.getByRole('heading', { name: 'Edit coupon PREPAID150' }).waitFor();
    expect(await admin.getByLabel('Amount off (₹)').inputValue()).toBe('150');
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-coupon-form');
    await admin.getByRole('button', { name: 'Cancel' }).click();

    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, {
      name: 'Festive Hoodie',
      price: 1999,
      stock: { L: 5 },
    });
    await putInCart(db, shopper.id, product, 'L', 1);
    await page.goto('/checkout');
    const grandTotal = amountToPay(page);
    await expect.poll(() => grandTotal.textContent()).toBe('₹2,099');

    await page.getByLabel('Coupon code').fill('nosuch');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('There is no coupon with this code').waitFor();
    await page.getByLabel('Coupon code').fill('prepaid150');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('This coupon is not available right now').waitFor();

    await page.getByLabel('Coupon code').fill('festive10');
    await page.keyboard.press('Enter');
    await page.getByText('Coupon FESTIVE10 applied', { exact: false }).waitFor();
    // ₹1,999 less 10% (₹199.90, rounded down to ₹199), plus ₹100 delivery.
    await expect.poll(() => grandTotal.textContent()).toBe('₹1,900');
    await page.getByText('−₹199').waitFor();
    await fillNewAddress(page);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-coupon');

    await page.getByRole('button', { name: 'Remove coupon FESTIVE10' }).click();
    await expect.poll(() => grandTotal.textContent()).toBe('₹2,099');
    await page.getByLabel('Coupon code').fill('FESTIVE10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect.poll(() => grandTotal.textContent()).toBe('₹1,900');

    await placeCashOrder(page);
    await page.waitForURL('**/success');
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: 'Festive Hoodie' });
    await card.getByText('FESTIVE10').waitFor();
    await context.close();
    await admin.reload();
    await row.getByText('1 used').waitFor();
    await row.getByText('49 left').waitFor();
  });
});
