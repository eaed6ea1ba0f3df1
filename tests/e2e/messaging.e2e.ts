/**
 * Phone-first shoppers in the browser (docs/product.md section 19), keyless: signing up and in
 * with a mobile number (the SMS code read from the sandbox's outbox), a placed order's WhatsApp
 * message in the dev outbox and its delivered state in the back office, and opting out from the
 * profile. Pictured at 390 px.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createAdmin } from '../support/factories';
import { freshMobile, latestSmsCodeFor } from '../support/mobile-factories';
import { BENGALURU, fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContext, screenshot, signedInContext } from './support/browser';
import { amountToPay, placeCashOrder } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('mobile numbers and WhatsApp in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('signs up with a mobile number and an SMS code, logs out, and signs in again', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    const mobile = freshMobile('98450');

    await page.goto('/users/login');
    await page.getByRole('link', { name: 'Sign in with your mobile number' }).click();
    await page.getByRole('heading', { name: 'Sign in with your mobile number' }).waitFor();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please enter a valid 10-digit mobile number.').first().waitFor();
    await page.getByLabel('Mobile number').fill(`+91 ${mobile}`);
    await expectAccessible(page);
    await screenshot(page, 'mobile-sign-in-number-390');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We have sent a 6-digit code by SMS.').waitFor();

    // The sandbox lists the SMS at /dev/outbox beside mail.
    const code = await latestSmsCodeFor(db, mobile);
    const outbox = await context.newPage();
    await outbox.goto('/dev/outbox');
    await outbox.getByText(`SMS to ${mobile}`).first().waitFor();
    expect(await outbox.content()).toContain(`${code} is your Oversized sign-in code`);
    await outbox.close();

    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The code is incorrect. 4 tries left.').waitFor();
    await page.getByLabel('Code').fill(code);
    await screenshot(page, 'mobile-sign-in-code-390');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in with your mobile number' }).waitFor();
    await page.getByText('Tell us your name to finish signing up.').first().waitFor();
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await expectAccessible(page);
    await screenshot(page, 'mobile-sign-up-name-390');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/users/profile');
    await page.getByRole('heading', { name: 'Hello, Ravi!' }).waitFor();
    await page.getByText(mobile, { exact: true }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'mobile-profile-390');

    await page.goto('/logout');
    await page.goto('/users/mobile-login');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    await expect.poll(async () => latestSmsCodeFor(db, mobile)).not.toBe(code);
    await page.getByLabel('Code').fill(await latestSmsCodeFor(db, mobile));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/users/profile');
    await page.getByRole('heading', { name: 'Hello, Ravi!' }).waitFor();
    await context.close();
  });

  it("sends a placed order's WhatsApp message, shows it delivered in the back office, and opts out", async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Sage Oversized Hoodie',
      price: 1499,
      stock: { L: 4 },
    });
    await putInCart(db, shopper.id, product, 'L', 1);
    const mobile = freshMobile('97400');

    await page.goto('/checkout');
    await amountToPay(page).waitFor();
    await fillNewAddress(page, { ...BENGALURU, mobile });
    await page.getByLabel('Send my order updates on WhatsApp').check();
    await expectAccessible(page);
    await screenshot(page, 'checkout-whatsapp-opt-in-390');
    await placeCashOrder(page);
    await page.waitForURL('**/success');

    // The sender job sends it through the sandbox: listed in the dev outbox as delivered, beside
    // the message asking to confirm the cash-on-delivery order.
    const outbox = await context.newPage();
    await expect
      .poll(
        async () => {
          await outbox.goto('/dev/outbox');
          return outbox
            .locator(`article[data-channel="whatsapp"][data-status="delivered"]`, { hasText: mobile })
            .count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await screenshot(outbox, 'dev-outbox-whatsapp-390');
    await outbox.close();

    const admin = await createAdmin(db);
    const adminContext = await signedInContext(browser, shop.url, admin.cookie, 'mobile');
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/orders');
    await adminPage.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const row = adminPage.getByRole('row').filter({ hasText: 'Sage Oversized Hoodie' });
    await row.getByRole('button', { name: 'Messages' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByText('WhatsApp: placed').waitFor();
    await dialog.locator('[data-status="delivered"]').first().waitFor();
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-order-messages-390');
    await adminContext.close();

    await page.goto('/users/profile');
    const optIn = page.getByLabel('Order updates on WhatsApp');
    await expect.poll(() => optIn.isChecked()).toBe(true);
    await optIn.uncheck();
    await expect.poll(() => optIn.isChecked()).toBe(false);
    await page.reload();
    await page.getByText('Off: you get mail about your orders.').waitFor();
    expect(await page.getByLabel('Order updates on WhatsApp').isChecked()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'profile-whatsapp-off-390');
    await context.close();
  });
});
