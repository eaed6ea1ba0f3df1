/**
 * The admin sees the units unpaid online orders hold beside the stock available to sell
 * (docs/decisions/006-checkout-and-payments.md, "Stock the admin sets"): 5 in stock, a shopper
 * reserves 2, the list and the stock dialog show 3 available and 2 held; once the reservation
 * ends unpaid they are back in stock and nothing is held.
 */
import { describe, expect, it } from 'vitest';
import { asShopper, createPhotographedProduct, startOnlineOrder } from '../support/cart-factories';
import { createShopper } from '../support/factories';
import { razorpayEnv, startFakeRazorpay } from '../support/fake-razorpay';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { E2E_ADMIN, startTestShop } from './support/shop';

const PRODUCT = 'Harbour Boxy Tee';

describe('held units on the admin products list', async () => {
  const fake = await startFakeRazorpay();
  const shop = await startTestShop(razorpayEnv(fake));
  const db = shop.database.db;
  const browser = await launchBrowser();
  const admin = await (await newContext(browser, shop.url)).newPage();
  const product = await createPhotographedProduct(db, { name: PRODUCT, price: 500, stock: { M: 5 } });
  const shopper = await createShopper(db);

  it('shows the held units in the row and in the stock dialog while a reservation is open', async () => {
    const { providerOrderId } = await startOnlineOrder(shop.app, db, shopper, product, 2);
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);

    const row = admin.getByRole('row').filter({ hasText: PRODUCT });
    await row.waitFor();
    // Size M's cell: 3 available, and under it the 2 held (read out as "held in unpaid orders").
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['3+2 held in unpaid orders']),
    );

    await row.getByRole('button', { name: `Update stock of ${PRODUCT}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Update stock: ${PRODUCT}` });
    await dialog.getByText('Units available to sell now in each size.', { exact: false }).waitFor();
    const m = dialog.getByLabel('M', { exact: true });
    expect(await m.inputValue()).toBe('3');
    // The hint describes the M input, so a screen reader hears it with the field.
    const describedBy = (await m.getAttribute('aria-describedby'))!;
    expect(await dialog.locator(`[id="${describedBy}"]`).textContent()).toBe('2 held in unpaid orders');
    expect(await dialog.getByText(/held in/).count()).toBe(1);
    await expectAccessible(admin);
    await screenshot(admin, 'admin-update-stock-held-desktop');

    // The admin sets 10 available; the shopper then closes the payment window: 10 + 2 = 12.
    await m.fill('10');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    const abandoned = await asShopper(shop.app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(abandoned.json().outcome).toBe('released');
    await admin.reload();
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['12']));
    expect(await row.getByText(/held/).count()).toBe(0);
    await browser.close();
  });
});
