import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import { cancelOrder } from '#server/modules/payments/cancel-order';
import { paths } from '#shared/paths';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { createShopper, TEST_PASSWORD, type TestAccount } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { expectAccessible, launchBrowser, newContext, screenshot, type VIEWPORTS } from './support/browser';
import { startTestShop } from './support/shop';

async function pageAs(browser: Browser, url: string, shopper: TestAccount, viewport: keyof typeof VIEWPORTS) {
  const context = await newContext(browser, url, viewport);
  const [name, value] = shopper.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url }]);
  return { context, page: await context.newPage() };
}

describe('a shopper’s orders in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const admin = 'admin:1';
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(db);

  it('changes the address while Processed; a dispatched order shows its tracking id and no Change Address', async () => {
    const shopper = await createShopper(db, { firstName: 'Rohan' });
    const product = await createPhotographedProduct(db, {
      name: 'Rust Hoodie',
      price: 1599,
      stock: { L: 5 },
    });
    const processed = await placeCodOrderFor(shop.app, db, shopper, product, 1, 'L');
    const { context, page } = await pageAs(browser, shop.url, shopper, 'desktop');

    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${processed}` });
    await card.getByText('Processed').waitFor();
    await card.getByRole('button', { name: 'Change Address' }).click();
    // The same address form as checkout, filled with the order's address.
    const form = card.getByRole('form', { name: 'New delivery address' });
    expect(await form.getByLabel('State').inputValue()).toBe('Karnataka');
    await form.getByLabel('Pincode').fill('999999');
    await form.getByText('Enter a valid pincode').waitFor();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByRole('alert').filter({ hasText: 'Enter a valid pincode' }).first().waitFor();
    await form.getByLabel('Address line 1').fill('7 Residency Road, Shanthala Nagar');
    await form.getByLabel('Pincode').fill('560025');
    await expect.poll(() => form.getByText('Delivery in 3 to 7 business days').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'orders-change-address-desktop');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await card.getByRole('status').getByText('Address updated successfully!').waitFor();
    await card.getByText(/7 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025$/).waitFor();

    await dispatchOrder(db, { orderId: processed, trackingId: 'DELHIVERY-4471', actor: admin });
    await page.reload();
    await card.getByText('Dispatched').waitFor();
    await card.getByText('DELHIVERY-4471').waitFor();
    expect(await card.getByRole('button', { name: 'Change Address' }).count()).toBe(0);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)('shows every status as its badge (%s)', async (viewport) => {
    const shopper = await createShopper(db, { firstName: 'Isha' });
    const tee = await createPhotographedProduct(db, {
      name: 'Bone Oversized Tee',
      price: 749,
      stock: { M: 9 },
    });
    const cancelled = await placeCodOrderFor(shop.app, db, shopper, tee, 1);
    await cancelOrder(shop.app.deps, { orderId: cancelled, actor: admin });
    const dispatched = await placeCodOrderFor(shop.app, db, shopper, tee, 2);
    await dispatchOrder(db, { orderId: dispatched, trackingId: 'BLUEDART-99120', actor: admin });
    const processed = await placeCodOrderFor(shop.app, db, shopper, tee, 1);
    const { context, page } = await pageAs(browser, shop.url, shopper, viewport);

    await page.goto('/orders');
    await page
      .getByRole('article', { name: `Order ${processed}` })
      .getByText('Processed')
      .waitFor();
    await page
      .getByRole('article', { name: `Order ${dispatched}` })
      .getByText('Dispatched')
      .waitFor();
    await page
      .getByRole('article', { name: `Order ${cancelled}` })
      .getByText('Cancelled')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Change Address' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, `orders-${viewport}`);
    await context.close();
  });

  it("takes a signed-out shopper from the dispatch mail's link through login to the order and its invoice", async () => {
    const shopper = await createShopper(db, { firstName: 'Meera' });
    const tee = await createPhotographedProduct(db, {
      name: 'Sage Oversized Tee',
      price: 899,
      stock: { L: 3 },
    });
    const orderId = await placeCodOrderFor(shop.app, db, shopper, tee, 1, 'L');
    await dispatchOrder(db, { orderId, trackingId: 'DTDC-5521', actor: admin });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} is on its way`));
    const link = new URL(/Your order and tax invoice: (\S+)/.exec(mail!.textBody)![1]!, shop.url);
    expect(link.pathname).toBe(paths.order(orderId));

    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    await page.goto(link.pathname);
    await page.waitForURL('**/users/login');
    await page.getByText('Please log in to see your order.').waitFor();
    await screenshot(page, 'order-link-login-mobile');
    await page.getByLabel('User name or email').fill(shopper.userName);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`**${paths.order(orderId)}`);
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    await page.getByRole('link', { name: `Download invoice for order ${orderId} (PDF)` }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'order-link-after-login-mobile');
    await context.close();
  });

  it('still sends a visitor on the list of orders home, and a plain login to the home page', async () => {
    const shopper = await createShopper(db);
    const context = await newContext(browser, shop.url, 'desktop');
    const page = await context.newPage();
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/users/login');
    await page.getByLabel('User name or email').fill(shopper.userName);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the error message when orders cannot load', async () => {
    const shopper = await createShopper(db);
    const { context, page } = await pageAs(browser, shop.url, shopper, 'desktop');
    await page.route('**/api/users/orders', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errorMessage":"Orders are resting."}',
      }),
    );
    await page.goto('/orders');
    await page.getByRole('alert').getByText('Orders are resting.').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
