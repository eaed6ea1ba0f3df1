/**
 * Notify me and the wishlist (docs/product.md section 19): one visitor asks by email and another
 * by mobile number to be told about a sold-out XXL, each confirming the contact with the code sent
 * to it, the admin restocks it, and the mail and the SMS are in the dev outbox; a visitor's
 * wishlist survives logging in and shows a price drop. Phone and laptop widths, axe on each screen.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { createPhotographedProduct } from '../support/cart-factories';
import { createShopper, TEST_PASSWORD } from '../support/factories';
import { notifyMeCodeFor } from '../support/notify-me-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';

async function logIn(page: Page, userName: string) {
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('notify me and the wishlist', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('tells a visitor by mail and another by SMS when the sold-out XXL is restocked', async () => {
    const name = 'Restock Boxy Tee';
    const tee = await createPhotographedProduct(db, { name, price: 899, stock: { M: 3, L: 2, XXL: 0 } });
    const visitor = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await visitor.goto(`/products/${tee.itemId}`);
    const form = visitor.getByRole('region', { name: 'Sold out in your size?' });
    await form.getByRole('button', { name: 'Notify me when it is back' }).click();
    await form.getByLabel('Size').selectOption('XXL');
    // The short notice says what the contact is taken for, beside the form (BUSINESS.md section 14).
    await form
      .locator('[data-notice-version="notify-me-2026-11-1"]')
      .getByRole('link', { name: 'Privacy notice' })
      .waitFor();
    await form.getByLabel('Mobile number or email').fill('not-an-email@');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await form.getByText('Please enter a valid email address.').waitFor();
    await form.getByLabel('Mobile number or email').fill('asha.rao@example.in');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await form
      .getByText(
        'We have sent a 6-digit code to asha.rao@example.in. Enter it here to confirm; it is valid for 10 minutes.',
      )
      .waitFor();
    await form.getByLabel('Code').fill(await notifyMeCodeFor(db, 'asha.rao@example.in'));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText('Done. We will tell you once when size XXL is back.').waitFor();
    await expectAccessible(visitor);
    await screenshotAtWidths(visitor, 'notify-me-product-page');

    // A second visitor leaves only a mobile number.
    const mobile = '9876543120';
    const texter = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await texter.goto(`/products/${tee.itemId}`);
    const textForm = texter.getByRole('region', { name: 'Sold out in your size?' });
    await textForm.getByRole('button', { name: 'Notify me when it is back' }).click();
    await textForm.getByLabel('Size').selectOption('XXL');
    await textForm.getByLabel('Mobile number or email').fill(mobile);
    await textForm.getByRole('button', { name: 'Notify me' }).click();
    await textForm.getByLabel('Code').waitFor();
    await textForm.getByLabel('Code').fill(await notifyMeCodeFor(db, mobile));
    await textForm.getByRole('button', { name: 'Confirm' }).click();
    await textForm.getByText('Done. We will tell you once when size XXL is back.').waitFor();

    const admin = await (await newContext(browser, shop.url)).newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.goto('/admin/dashboard');
    const demand = admin.getByRole('region', { name: 'Waiting for a size to come back' });
    const row = demand.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['XXL', '2']);
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'notify-me-dashboard');

    await admin.goto(`/admin/products/${tee.itemId}/edit`);
    await admin.getByLabel('XXL', { exact: true }).fill('2');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Product saved').waitFor();

    // The notify-me sender and the mail sender run every few seconds.
    const outbox = await (await newContext(browser, shop.url)).newPage();
    await expect
      .poll(
        async () => {
          await outbox.goto('/dev/outbox');
          return outbox.getByText(`Back in stock: ${name} in size XXL`).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    const mail = outbox.locator('article').filter({ hasText: `Back in stock: ${name}` });
    expect(await mail.textContent()).toContain('asha.rao@example.in');
    await screenshot(outbox, 'notify-me-dev-outbox');

    // The mobile's message went out once by SMS, under its DLT template, through the sandbox.
    await expect
      .poll(
        async () => {
          await outbox.goto('/dev/outbox');
          return outbox
            .locator('article[data-channel="sms"][data-status="sent"]')
            .filter({ hasText: mobile })
            .filter({ hasText: 'SMS: notify_me_restock' })
            .count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    const sms = outbox
      .locator('article[data-channel="sms"]')
      .filter({ hasText: mobile })
      .filter({ hasText: 'SMS: notify_me_restock' });
    expect(await sms.getByRole('heading').textContent()).toBe('SMS: notify_me_restock');
    expect(await sms.locator('pre').textContent()).toMatch(
      new RegExp(
        `^Oversized: ${name} is back in size XXL\\. http://\\S+/products/${tee.itemId} Stop: http://\\S+/notify-me/unsubscribe\\?token=`,
      ),
    );
    await sms.scrollIntoViewIfNeeded();
    await screenshot(outbox, 'notify-me-dev-outbox-sms');

    // The message's unsubscribe link opens a page whose button stops any further message.
    const link = /http:\/\/\S+\/notify-me\/unsubscribe\?token=[\w-]+/.exec(
      (await mail.textContent()) ?? '',
    )![0];
    await visitor.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await visitor.getByRole('button', { name: 'Stop back-in-stock messages' }).click();
    await visitor.getByText('You will get no more back-in-stock messages at this address.').waitFor();
    await expectAccessible(visitor);
    await screenshot(visitor, 'notify-me-unsubscribed-390');
  });

  it("keeps a visitor's wishlist through logging in, with sizes in stock and the price drop", async () => {
    const name = 'Wishlist Drop Hoodie';
    const hoodie = await createPhotographedProduct(db, {
      name,
      price: 1499,
      actualPrice: 1999,
      category: 'hoodies',
      stock: { M: 2, XL: 1 },
    });
    const shopper = await createShopper(db);
    const page = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await page.goto(`/products/${hoodie.itemId}`);
    const heart = page.getByRole('button', { name: `Save ${name} to wishlist` });
    // Nothing saved yet: the heart stays the server's drawing until pressed (live-hearts.ts).
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The catalogue's card shows the same heart pressed.
    await page.goto('/products?category=hoodies');
    const cardHeart = page.getByRole('button', { name: `Save ${name} to wishlist` });
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'wishlist-catalogue-hearts');

    // The price drops after it was saved.
    await db.update(products).set({ pricePaise: 119_900 }).where(eq(products.id, hoodie.id));
    await page.goto('/wishlist');
    const row = page.getByTestId('wishlist-row').filter({ hasText: name });
    await row.getByText('₹300 less than when you saved it (₹1,499)').waitFor();
    await row.getByText('In stock:').waitFor();
    expect(await row.textContent()).toContain('MXL');

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/users/login');
    await logIn(page, shopper.userName);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('oversized-wishlist'))).toBeNull();
    await page.goto('/wishlist');
    await page.getByTestId('wishlist-row').filter({ hasText: name }).waitFor();
    await page.getByText('₹300 less than when you saved it (₹1,499)').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'wishlist-after-login');
  });
});
