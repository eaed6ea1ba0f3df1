/**
 * After the order in the browser: a shopper cancels a cash-on-delivery order from its page; an
 * administrator dispatches an order with a courier, the shopper follows the courier's tracking
 * link, the administrator marks it delivered, the shopper asks to exchange M for L, the
 * administrator approves and receives the return, and the shopper sees the ₹0 exchange order.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('after the order in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  // Dispatch issues the tax invoice (docs/product.md section 17).
  await saveInvoiceSettings(db);

  it('a shopper cancels a cash-on-delivery order and sees Cancelled', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, {
      name: 'Sand Oversized Tee',
      price: 899,
      stock: { M: 4 },
    });
    const orderId = await placeCodOrderFor(shop.app, db, shopper, product, 2, 'M');

    await page.goto('/orders');
    await page
      .getByRole('article', { name: `Order ${orderId}` })
      .getByRole('link', { name: `View order details for ${orderId}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
    await page.getByText('Processed', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-page-processed');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
    await dialog.getByText('Nothing has been charged').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByRole('status').getByText(`Order ${orderId} is cancelled.`).waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByText('Cancelled by you').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await page.goto('/orders');
    await page
      .getByRole('article', { name: `Order ${orderId}` })
      .getByText('Cancelled')
      .waitFor();
    await context.close();
  });

  it('dispatch with a courier, delivery, an exchange of M for L and its ₹0 order', async () => {
    const product = await createPhotographedProduct(db, {
      name: 'Charcoal Box Hoodie',
      price: 1899,
      stock: { M: 3, L: 2 },
    });
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const orderId = await placeCodOrderFor(shop.app, db, shopper, product, 1, 'M');
    // The courier's site is outside the test: answer its tracking page here.
    await context.route('https://www.bluedart.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Blue Dart tracking</title><h1>Blue Dart</h1>',
      }),
    );

    const adminContext = await newContext(browser, shop.url);
    const admin = await adminContext.newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);

    await admin.goto('/admin/orders');
    const row = admin.getByRole('row').filter({ hasText: orderId });
    await row.getByText('Processed').waitFor();
    await row.getByRole('combobox', { name: `Courier for order ${orderId}` }).selectOption('Blue Dart');
    await row.getByRole('textbox', { name: `Tracking ID for order ${orderId}` }).fill('BD77120');
    await row.getByRole('button', { name: `Dispatch order ${orderId}` }).click();
    await row.getByText('Dispatched').waitFor();
    await row.getByText('Blue Dart').waitFor();
    await expectAccessible(admin);

    await page.goto(`/orders/${orderId}`);
    await page.getByText('Dispatched', { exact: true }).waitFor();
    const [courierPage] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^BD77120/ }).click(),
    ]);
    await courierPage.waitForLoadState();
    expect(courierPage.url()).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD77120',
    );
    await courierPage.close();

    await row.getByRole('checkbox', { name: `Select order ${orderId}`, exact: true }).check();
    await admin.getByRole('button', { name: 'Mark selected delivered (1)' }).click();
    await admin.getByRole('alert').getByText(`Order ${orderId} marked delivered.`).waitFor();
    await row.getByText('Delivered').waitFor();

    await page.reload();
    await page.getByText('Delivered', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByRole('form', { name: 'Request a return' });
    await form.getByRole('radio', { name: 'Another size' }).check();
    await form.getByRole('button', { name: 'Request exchange' }).click();
    await form.getByRole('alert').waitFor();
    await form.getByRole('combobox', { name: /^New size/ }).selectOption('L');
    await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_small');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-page-return-form');
    await form.getByRole('button', { name: 'Request exchange' }).click();
    await page.getByRole('status').getByText('We have your exchange request').waitFor();
    await page.getByText('Return requested', { exact: true }).waitFor();

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
    const card = admin.getByRole('article').filter({ hasText: orderId });
    await card.getByText('M → size L').waitFor();
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-returns-queue');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('alert')
      .getByText(/approved; exchange order ORD-\w+ placed/)
      .waitFor();
    await card.getByRole('button', { name: 'Mark received' }).click();
    const received = admin.getByRole('dialog', { name: /received$/ });
    await received.getByRole('radio', { name: 'Yes, back into stock' }).check();
    await expectAccessible(admin);
    await received.getByRole('button', { name: 'Mark received' }).click();
    await admin
      .getByRole('alert')
      .getByText(/received; its units are back in stock/)
      .waitFor();
    await admin.getByRole('combobox', { name: 'Show' }).selectOption('exchanged');
    await admin.getByRole('article').filter({ hasText: orderId }).getByText('Exchanged').waitFor();
    await screenshot(admin, 'admin-returns-exchanged-1280');

    await page.reload();
    await page.getByText('Returned', { exact: true }).waitFor();
    await page.getByText(/^Return RET-\w+ received$/).waitFor();
    await page.getByRole('link', { name: /^ORD-/ }).first().click();
    // The new order names the return it replaces and links back to the first order.
    await page.getByText(/Exchange for return RET-\w+ of/).waitFor();
    await page.getByRole('link', { name: orderId }).waitFor();
    await page.getByText('Exchange, no charge').waitFor();
    const total = page.getByRole('definition').filter({ hasText: '₹0' });
    expect(await total.count()).toBeGreaterThan(0);
    await page.getByText('Size L · Qty 1').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-page-exchange');
    await adminContext.close();
    await context.close();
  });
});
