/**
 * Forms and tables of the UI kit: a failed submit focuses the first field to fix, shows its
 * message on screen and keeps a summary by the button; the admin tables read whole at 1280 px
 * and wider and say that they scroll on a phone; sign-up clears a fixed field's error at once
 * and keeps the email readable beside Verified.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { insertOrder } from '../support/admin-factories';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { createAdmin, createShopper, type TestAccount } from '../support/factories';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { wayToPay } from './support/checkout';
import { mailedCode } from './support/mail';
import { startTestShop } from './support/shop';

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  wide: { width: 1366, height: 900 },
} as const;

async function pageFor(browser: Browser, url: string, size: keyof typeof SIZES, who?: TestAccount) {
  const context = await browser.newContext({ baseURL: url, viewport: SIZES[size] });
  if (who) {
    const [name, value] = who.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
  }
  return context.newPage();
}

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** The text of the message a field is described by, and whether all of it is on screen. */
function messageOf(field: Locator) {
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const message = ids.map((id) => document.getElementById(id)).find((m) => m?.id.endsWith('-message'));
    if (!message) return { text: '', onScreen: false };
    const box = message.getBoundingClientRect();
    return {
      text: message.textContent ?? '',
      onScreen: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
    };
  });
}

/**
 * After a failed submit: the field has focus, its message is on screen, and a summary by the
 * button says it (docs/product.md's alert words) or, where the message stands under its field, counts it.
 */
async function expectFlagged(
  page: Page,
  field: Locator,
  message: string,
  button: Locator,
  summary: string | RegExp = message,
) {
  await expect.poll(() => isFocused(field)).toBe(true);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await messageOf(field)).toEqual({ text: message, onScreen: true });
  const said = page.getByRole('alert').filter({ hasText: summary });
  await said.waitFor();
  const [a, b] = [await said.boundingBox(), await button.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(160);
}

describe('forms and tables', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const admin = await createAdmin(db);

  for (const size of ['wide', 'phone'] as const) {
    it(`the upload form at ${size} width takes the administrator to each field to fix`, async () => {
      const page = await pageFor(browser, shop.url, size, admin);
      await page.goto('/admin/product-upload');
      const upload = page.getByRole('button', { name: 'Upload product' });
      await upload.scrollIntoViewIfNeeded();
      await upload.click();
      await expectFlagged(page, page.getByLabel('Name'), 'Name is required', upload);
      await expectAccessible(page);
      await screenshot(page, `forms-upload-empty-${size}`);

      await page.getByLabel('Name').fill('Dune Heavyweight Tee');
      await upload.click();
      await expectFlagged(page, page.getByLabel('Actual price (₹)'), 'Actual price cannot be 0', upload);

      await page.getByLabel('Actual price (₹)').fill('1299');
      await page.getByLabel('Offer price (₹)').fill('999');
      await upload.click();
      await expectFlagged(page, page.getByLabel('Fabric'), 'Fabric cannot be empty', upload);
      await page.context().close();
    });
  }

  it('every other form focuses its first field to fix', async () => {
    const page = await pageFor(browser, shop.url, 'phone');
    // Login: docs/product.md wants a red border and no words, so only the focus moves.
    for (const url of ['/users/login', '/admin/login']) {
      await page.goto(url);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => isFocused(page.getByLabel('User name or email'))).toBe(true);
    }
    await page.goto('/users/forgot-password');
    const send = page.getByRole('button', { name: 'Send code' });
    await send.click();
    await expectFlagged(page, page.getByLabel('Email'), "Email can't be empty", send, /check the field/);

    await page.goto('/users/register');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await signUp.scrollIntoViewIfNeeded();
    await signUp.click();
    await expectFlagged(
      page,
      page.getByLabel('First name'),
      "First name can't be empty",
      signUp,
      /check the 6 fields/,
    );
    await expectAccessible(page);

    const shopper = await createShopper(db);
    const product = await createPhotographedProduct(db, { name: 'Pine Tee', stock: { M: 3 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    const buyer = await pageFor(browser, shop.url, 'phone', shopper);
    await buyer.goto('/checkout');
    await wayToPay(buyer, 'cod').check();
    const cod = buyer.getByRole('button', { name: /^Place order/ });
    await cod.scrollIntoViewIfNeeded();
    await cod.click();
    // The name comes from the account; the mobile number is the first empty field.
    await expectFlagged(buyer, buyer.getByLabel('Mobile number'), "Enter the receiver's mobile number", cod);
    await expectAccessible(buyer);
    await screenshot(buyer, 'forms-checkout-empty-phone');
    await buyer.context().close();
    await page.context().close();
  });

  it('sign-up clears an error once its field is fixed and keeps the email readable beside Verified', async () => {
    const page = await pageFor(browser, shop.url, 'phone');
    await page.goto('/users/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText("First name can't be empty").waitFor();
    await page.getByLabel('First name').fill('Meera');
    await page.getByText("First name can't be empty").waitFor({ state: 'detached' });
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBeNull();
    await page.getByText("Last name can't be empty").waitFor();

    const email = `meera.${Date.now().toString(36)}@example.in`;
    const field = page.getByLabel('Email');
    await field.fill(email);
    await page.getByText("Email can't be empty").waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await dialog.getByLabel('Verification code').fill(await mailedCode(db, email));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    const fits = await field.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'forms-register-verified-phone');
    await page.context().close();
  });

  it('the admin tables read whole at 1280 px and wider and say that they scroll on a phone', async () => {
    const shopper = await createShopper(db, { userName: 'lakshmi.venkataraman.1987' });
    const product = await createPhotographedProduct(db, {
      name: 'Monsoon Heavyweight Brushed-Fleece Oversized Hoodie',
      stock: { M: 9 },
    });
    const online = await insertOrder(db, { shopper, product, paymentMethod: 'online' });
    await db
      .update(orders)
      .set({
        paymentId: 'pay_Nq8ZkVt3xLmP2w',
        address: 'Flat 1204, Tower B, Prestige Shantiniketan, Whitefield Main Road, Bengaluru 560048',
      })
      .where(eq(orders.id, online.id));
    const sent = await insertOrder(db, { shopper, product, status: 'dispatched' });
    await db.update(orders).set({ trackingId: 'DELHIVERY-88123400917-BLR' }).where(eq(orders.id, sent.id));
    await insertOrder(db, { shopper, product });

    for (const size of ['laptop', 'wide'] as const) {
      const page = await pageFor(browser, shop.url, size, admin);
      for (const [url, label] of [
        ['/admin/orders', 'Orders'],
        ['/admin/products-list', 'Products'],
      ] as const) {
        await page.goto(url);
        const region = page.getByRole('region', { name: label });
        await region.getByRole('row').nth(1).waitFor();
        // Nothing hides under another column and nothing needs scrolling to be read.
        const layout = await region.evaluate((el) => {
          const heads = [...el.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
          const overlaps = heads.slice(1).filter((box, i) => box.left < heads[i]!.right - 1).length;
          return { overlaps, hidden: el.scrollWidth - el.clientWidth };
        });
        expect(layout, `${url} at ${size}`).toEqual({ overlaps: 0, hidden: 0 });
        expect(await page.getByText(/scroll sideways/i).count()).toBe(0);
        await screenshot(page, `forms-${label.toLowerCase()}-table-${size}`);
      }
      await page.context().close();
    }

    const phone = await pageFor(browser, shop.url, 'phone', admin);
    for (const [url, label] of [
      ['/admin/orders', 'Orders'],
      ['/admin/products-list', 'Products'],
    ] as const) {
      await phone.goto(url);
      const region = phone.getByRole('region', { name: label });
      await region.getByRole('row').nth(1).waitFor();
      const hint = phone.getByText(/scroll sideways/i);
      await hint.waitFor();
      expect(await hint.isVisible()).toBe(true);
      await expectAccessible(phone);
    }
    await phone.context().close();
  });
});
