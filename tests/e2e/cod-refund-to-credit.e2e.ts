/**
 * A cash-on-delivery return refunded to store credit in the browser (docs/product.md section 22):
 * the shopper with a delivered COD order asks for a refund and chooses store credit; the admin
 * approves (which books the courier's pickup), receives and refunds it with no transfer reference;
 * the shopper sees where the refund went on the order page and the credit on /users/store-credit.
 * A shopper who chooses a transfer names a UPI id with the request (issue 40 point 17), which the
 * owner reads on the return card beside the reference to type.
 */
import { describe, expect, it } from 'vitest';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { PAYOUT_MESSAGES } from '#shared/refund-payout';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder } from '../support/return-factories';
import { expectAccessible, launchBrowser, signedInContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('a cash-on-delivery refund to store credit in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  // Dispatch issues the tax invoice (docs/product.md section 17).
  await saveInvoiceSettings(db);

  it('the shopper chooses store credit, the admin refunds it, and the balance shows it', async () => {
    const admin = await createAdmin(db);
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Olive Oversized Tee',
      price: 899,
      stock: { M: 4 },
    });
    const { orderId } = await deliveredOrder(shop.app, db, { shopper, admin, product, quantity: 1 });

    await page.goto(`/orders/${orderId}`);
    await page.getByText('Delivered', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByRole('form', { name: 'Request a return' });
    const choice = form.getByRole('group', { name: 'How should we pay you back?' });
    await choice.getByRole('radio', { name: 'Bank or UPI transfer' }).waitFor();
    await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_small');
    // Nothing is chosen for the shopper: sending without a choice asks for one.
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByRole('alert').getByText(AFTER_ORDER_MESSAGES.refundTo).waitFor();
    await choice.getByRole('radio', { name: 'Store credit (instant, usable on your next order)' }).check();
    await expectAccessible(page);
    // The failed send scrolled to the choice; the screenshots start from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotAtWidths(page, 'cod-refund-choice');
    await form.getByRole('button', { name: 'Request return' }).click();
    await page.getByRole('status').getByText('We have your return request').waitFor();
    await page.getByText('Refund goes to your store credit').waitFor();

    const adminContext = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/returns');
    await adminPage.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
    const card = adminPage.getByRole('article').filter({ hasText: orderId });
    await card.getByText('Refund to: Store credit').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    // Approval books the parcel's pickup with the courier service, and the card says with whom.
    await adminPage
      .getByRole('alert')
      .getByText(/approved\. Pickup booked with Sandbox Courier \(test\) \(AWB TESTR\w+\)\.$/)
      .waitFor();
    await card.getByText(/^Pickup booked with Sandbox Courier \(test\) \(AWB TESTR\w+\)\./).waitFor();
    await card.getByRole('link', { name: 'Track the pickup' }).waitFor();
    await card.getByRole('button', { name: 'Mark received' }).click();
    const received = adminPage.getByRole('dialog', { name: /received$/ });
    await received.getByRole('radio', { name: 'Yes, back into stock' }).check();
    await received.getByRole('button', { name: 'Mark received' }).click();
    await adminPage
      .getByRole('alert')
      .getByText(/received; its units are back in stock/)
      .waitFor();
    // No transfer reference is asked: the shop grants the credit itself.
    await card.getByRole('button', { name: 'Refund to store credit' }).waitFor();
    expect(await card.getByRole('textbox', { name: 'Bank or UPI transfer reference' }).count()).toBe(0);
    await expectAccessible(adminPage);
    await screenshotAtWidths(adminPage, 'admin-return-refund-to-credit');
    await card.getByRole('button', { name: 'Refund to store credit' }).click();
    await adminPage
      .getByRole('alert')
      .getByText(/^Refunded ₹899 to the shopper's store credit for RET-\w+\.$/)
      .waitFor();
    await adminContext.close();

    await page.reload();
    await page.getByText('Returned', { exact: true }).first().waitFor();
    await page.getByText('Refunded ₹899 to your store credit').waitFor();
    await page.getByText('Refund of ₹899 added to your store credit').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-page-refund-to-credit');

    await page.getByRole('link', { name: 'See your store credit' }).click();
    await page.waitForURL('**/users/store-credit');
    await page.getByRole('heading', { level: 1, name: 'Store credit' }).waitFor();
    await expect.poll(() => page.getByTestId('store-credit-balance').textContent()).toBe('₹899');
    await page.getByText(/^Refund for return RET-\w+ of order/).waitFor();
    await page.getByRole('link', { name: orderId }).waitFor();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotAtWidths(page, 'store-credit-after-return');
    await context.close();
  });

  it('a transfer asks where it goes; the owner reads the UPI id and records the refund', async () => {
    const admin = await createAdmin(db);
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Rust Oversized Tee',
      price: 799,
      stock: { M: 4 },
    });
    const { orderId } = await deliveredOrder(shop.app, db, { shopper, admin, product, quantity: 1 });

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByRole('form', { name: 'Request a return' });
    await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_small');
    await form.getByRole('radio', { name: 'Bank or UPI transfer' }).check();
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByRole('alert').getByText(PAYOUT_MESSAGES.kind).waitFor();
    await form.getByRole('radio', { name: 'UPI id' }).check();
    await form.getByLabel('Your UPI id').fill('asha');
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.getByText(PAYOUT_MESSAGES.upiId).first().waitFor();
    await form.getByLabel('Your UPI id').fill('asha.rao@okaxis');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'cod-refund-transfer-upi');
    await form.getByRole('button', { name: 'Request return' }).click();
    await page.getByRole('status').getByText('We have your return request').waitFor();
    await page.getByText('Refund by bank or UPI transfer, to UPI asha.rao@okaxis').waitFor();

    const adminContext = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/returns');
    const card = adminPage.getByRole('article').filter({ hasText: orderId });
    await card.getByText('UPI asha.rao@okaxis').waitFor();
    await expectAccessible(adminPage);
    await screenshotAtWidths(adminPage, 'admin-return-transfer-upi');
    await adminContext.close();
    await context.close();
  });
});
