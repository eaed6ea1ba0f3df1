/**
 * Cash on delivery without the losses in the browser (docs/product.md section 22): COD refused
 * with its reason after two returns to origin; a shopper confirms a COD order from the mailed link
 * and another pays it online instead; store credit pays an order in full, and part of one paid
 * online; the admin's COD panel.
 */
import { describe, expect, it } from 'vitest';
import { markReturningToOrigin } from '#server/modules/cod/rto';
import { dispatchOrder } from '#server/modules/orders';
import { COD_MESSAGES } from '#shared/cod';
import {
  createPhotographedProduct,
  orderByPublicId,
  placeCodOrderFor,
  putInCart,
} from '../support/cart-factories';
import { giveStoreCredit, mailedCodToken } from '../support/cod-factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { fillNewAddress } from './support/address';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { amountToPay, payButton, wayToPay } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('cash on delivery without the losses', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveInvoiceSettings(db);
  const deps = { db, clock: () => new Date() };

  it('refuses COD at checkout, with its reason, to a shopper with 2 orders returned to origin', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Ink Oversized Tee',
      price: 899,
      stock: { M: 10 },
    });
    for (let i = 0; i < 2; i++) {
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product);
      await dispatchOrder(db, { orderId, trackingId: `DTDC-${i}`, actor: 'admin:1' });
      await markReturningToOrigin(deps, { orderId, actor: 'admin:1' });
    }
    await putInCart(db, shopper.id, product, 'M', 1);
    await page.goto('/checkout');
    await fillNewAddress(page);
    await page.getByText(COD_MESSAGES.tooManyReturned(2, 180)).waitFor();
    expect(await wayToPay(page, 'cod').isDisabled()).toBe(true);
    expect(await payButton(page).isDisabled()).toBe(false);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'cod-refused');
    await context.close();
  });

  it('a shopper confirms a COD order from the link without logging in; another pays online instead', async () => {
    const product = await createPhotographedProduct(db, {
      name: 'Moss Hoodie',
      price: 1499,
      stock: { L: 10 },
    });
    const first = await shopperPage(browser, shop.url, db, 'mobile');
    const orderId = await placeCodOrderFor(shop.app, db, first.shopper, product, 1, 'L');
    await first.context.close();
    const visitor = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await visitor.goto(`/cod/${await mailedCodToken(db, orderId)}`);
    await visitor.getByText('Pay ₹1,599 in cash on delivery').waitFor();
    await expectAccessible(visitor);
    await screenshotAtWidths(visitor, 'cod-confirm');
    await visitor.getByRole('button', { name: 'Confirm my order' }).click();
    await visitor.getByText(COD_MESSAGES.confirmed).waitFor();
    expect((await orderByPublicId(db, orderId)).codConfirmedAt).not.toBeNull();
    await visitor.context().close();

    // The sandbox's payment window belongs to the signed-in owner, as Razorpay's would open for anyone.
    const second = await shopperPage(browser, shop.url, db, 'desktop');
    const other = await placeCodOrderFor(shop.app, db, second.shopper, product, 1, 'L');
    await second.page.goto(`/cod/${await mailedCodToken(db, other)}`);
    await second.page.getByRole('button', { name: 'Pay online now' }).click();
    await second.page
      .frameLocator('iframe[title="Test payment window"]')
      .getByRole('button', { name: /^Pay / })
      .click();
    await second.page.getByText('your order is paid online').waitFor();
    expect(await orderByPublicId(db, other)).toMatchObject({ paymentMethod: 'online', status: 'captured' });
    await screenshotAtWidths(second.page, 'cod-paid-online');
    await second.context.close();
  });

  it('store credit pays an order in full, and the shopper sees the balance and its history', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'desktop');
    const product = await createPhotographedProduct(db, { name: 'Sand Tee', price: 699, stock: { M: 5 } });
    await giveStoreCredit(db, shopper.id, 1000_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    await page.goto('/checkout');
    await fillNewAddress(page);
    await page.getByLabel('Use my store credit (₹1,000)').check();
    await expect.poll(() => amountToPay(page).textContent()).toBe('₹0');
    expect(await page.getByLabel('What you pay').innerText()).toMatch(/Store credit\s+−₹799/);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-store-credit');
    await page.getByRole('button', { name: 'Pay with store credit' }).click();
    await page.waitForURL('**/success');
    await page.getByText('Paid in full from your store credit').waitFor();
    await page.goto('/users/store-credit');
    await expect.poll(() => page.getByTestId('store-credit-balance').textContent()).toBe('₹201');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'store-credit');
    await context.close();
  });

  it('store credit pays part of an order and the rest is paid online', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, { name: 'Moss Tee', price: 999, stock: { M: 5 } });
    await giveStoreCredit(db, shopper.id, 300_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    await page.goto('/checkout');
    await fillNewAddress(page);
    await page.getByLabel('Use my store credit (₹300)').check();
    // ₹999 and ₹100 delivery: ₹1,099, of which ₹300 in credit.
    await expect.poll(() => amountToPay(page).textContent()).toBe('₹799');
    const pay = page.getByRole('button', { name: 'Pay ₹799 online' });
    expect(await pay.isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-store-credit-part-online');
    await pay.click();
    const frame = page.frameLocator('iframe[title="Test payment window"]');
    await frame.getByText('₹799').first().waitFor();
    await frame.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/success');
    const thanks = await page.getByText(/^Thank you! Your order ORD-\w+ is confirmed\./).textContent();
    const orderId = /ORD-\w+/.exec(thanks ?? '')![0];
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      paymentMethod: 'online',
      status: 'captured',
      storeCreditPaise: 300_00,
    });
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Paid online, ₹300 from store credit').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-page-store-credit-part-online');
    await context.close();
  });

  it('the admin sees the COD panel on the dashboard', async () => {
    // Five COD orders to one pincode, one of them returned to origin.
    const product = await createPhotographedProduct(db, { name: 'Clay Tee', price: 599, stock: { M: 10 } });
    for (let i = 0; i < 5; i++) {
      const { shopper, context } = await shopperPage(browser, shop.url, db);
      await context.close();
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product);
      if (i > 0) continue;
      await dispatchOrder(db, { orderId, trackingId: 'DTDC-P', actor: 'admin:1' });
      await markReturningToOrigin(deps, { orderId, actor: 'admin:1' });
    }
    const admin = await (await newContext(browser, shop.url)).newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('heading', { name: 'Cash on delivery, last 90 days' }).waitFor();
    await admin.getByRole('region', { name: 'RTO by state' }).getByText('Karnataka').waitFor();
    await admin
      .getByRole('region', { name: 'RTO by pincode' })
      .getByRole('button', { name: /^Stop COD here: pincode / })
      .first()
      .waitFor();
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'cod-panel');
    await admin.context().close();
  });
});
