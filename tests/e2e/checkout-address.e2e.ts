/**
 * Delivery addresses in the browser (docs/product.md section 12): a new shopper's pincode fills
 * in the state, a returning shopper checks out with a saved address in four clicks, cash on
 * delivery says why it is refused above the ceiling, and the address book in the profile.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders, savedAddresses } from '#server/db/schema';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { BENGALURU, fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser } from './support/browser';
import { payButton, placeCashOrder, wayToPay } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

const HOME = {
  fullName: 'Kavya Iyer',
  mobile: '9123456780',
  line1: '14 Besant Avenue',
  line2: 'Adyar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600020',
};

describe('delivery addresses in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  /** Counts the shopper's clicks on the page. */
  async function countClicks(page: Page) {
    await page.exposeFunction('countClick', () => {
      clicks++;
    });
    let clicks = 0;
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        () => (window as unknown as { countClick(): void }).countClick(),
        true,
      );
    });
    return () => clicks;
  }

  it('a new shopper types a pincode and sees the state and city filled in, then keeps the address', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    const product = await createPhotographedProduct(db, { name: 'Harbour Tee', price: 899, stock: { M: 3 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    await page.goto('/checkout');
    await page.getByLabel('Full name').waitFor();
    // No saved address: the form is open, with no chooser.
    expect(await page.getByRole('group', { name: 'Deliver to' }).count()).toBe(0);

    await page.getByLabel('Pincode').fill('999999');
    await page.getByText('Enter a valid pincode').waitFor();
    await page.getByLabel('Pincode').fill('500001');
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('Telangana');
    expect(await page.getByLabel('City').inputValue()).toBe('Hyderabad');
    await page.getByText('Hyderabad, Telangana', { exact: true }).waitFor();

    await fillNewAddress(page, BENGALURU);
    expect(await page.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await page.getByLabel('Save this address to my address book').isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-new-address');

    await placeCashOrder(page);
    await page.waitForURL('**/success');
    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order!.address).toBe('Asha Rao, 12 MG Road, Indiranagar, Bengaluru, Karnataka 560038');
    expect(await db.$count(savedAddresses, eq(savedAddresses.userId, shopper.id))).toBe(1);
    await context.close();
  });

  it('a returning shopper checks out with the saved default address in four clicks', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    await db.insert(savedAddresses).values([
      { userId: shopper.id, address: { ...HOME, line1: '2 Old Office Road', pincode: '600001', line2: '' } },
      { userId: shopper.id, address: HOME, isDefault: true },
    ]);
    const product = await createPhotographedProduct(db, { name: 'Return Tee', price: 749, stock: { L: 4 } });
    await putInCart(db, shopper.id, product, 'L', 1);
    const clicks = await countClicks(page);
    await page.goto('/');

    await page.getByRole('link', { name: /cart/i }).first().click();
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/checkout');
    const chooser = page.getByRole('group', { name: 'Deliver to' });
    await chooser.waitFor();
    expect(await chooser.getByRole('radio', { name: /14 Besant Avenue/ }).isChecked()).toBe(true);
    await expect.poll(() => wayToPay(page, 'cod').isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-saved-address');
    await placeCashOrder(page);
    await page.waitForURL('**/success');
    // Cart, Check Out, the way to pay (cash on delivery), then the one pay button.
    expect(clicks()).toBe(4);

    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order!.address).toBe('Kavya Iyer, 14 Besant Avenue, Adyar, Chennai, Tamil Nadu 600020');
    expect(order!.deliveryAddress).toEqual(HOME);
    await context.close();
  });

  it('cash on delivery is refused above the ceiling with its message; paying online stays open', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    await db.insert(savedAddresses).values({ userId: shopper.id, address: HOME, isDefault: true });
    const product = await createPhotographedProduct(db, {
      name: 'Winter Parka',
      price: 2999,
      stock: { M: 4 },
    });
    await putInCart(db, shopper.id, product, 'M', 2);
    await page.goto('/checkout');
    const message =
      'Cash on delivery is available when the cash to pay at the door is up to ₹5,000. Please pay online.';
    await page.getByText(message).waitFor();
    const cod = wayToPay(page, 'cod');
    expect(await cod.isDisabled()).toBe(true);
    expect(await cod.getAttribute('aria-describedby')).toBe('pay-way-cod-hint');
    expect(await wayToPay(page, 'online').isChecked()).toBe(true);
    expect(await payButton(page).isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-cod-refused');
    await context.close();
  });

  it('the address book in the profile: add, edit, make default, delete', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    await page.goto('/users/profile');
    const book = page.getByRole('region', { name: 'Address book' });
    await book.getByText('No saved addresses yet.', { exact: false }).waitFor();

    await book.getByRole('button', { name: 'Add address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    await form.getByLabel('Full name').fill(HOME.fullName);
    await form.getByLabel('Mobile number').fill(HOME.mobile);
    await form.getByLabel('Pincode').fill(HOME.pincode);
    await expect.poll(() => form.getByLabel('State').inputValue()).toBe('Tamil Nadu');
    await form.getByLabel('Address line 1').fill(HOME.line1);
    await form.getByRole('button', { name: 'Save address' }).click();
    await book.getByRole('alert').getByText('Address saved').waitFor();
    await book.getByRole('article', { name: /Default address: Kavya Iyer, 14 Besant Avenue/ }).waitFor();

    await book.getByRole('button', { name: 'Add address' }).click();
    await fillNewAddress(book, { ...BENGALURU, fullName: 'Kavya Iyer' });
    await book.getByRole('button', { name: 'Save address' }).click();
    const office = book.getByRole('article', { name: /^Address: Kavya Iyer, 12 MG Road/ });
    await office.waitFor();

    await office.getByRole('button', { name: 'Edit' }).click();
    const edit = book.getByRole('form', { name: 'Edit address' });
    await edit.getByLabel('Address line 1').fill('40 MG Road');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await book.getByRole('alert').getByText('Address updated').waitFor();
    await book.getByRole('button', { name: 'Make default: Kavya Iyer, 40 MG Road' }).click();
    await book.getByRole('article', { name: /Default address: Kavya Iyer, 40 MG Road/ }).waitFor();
    await expectAccessible(page);
    // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotAtWidths(page, 'profile-address-book');

    await book.getByRole('button', { name: 'Delete Kavya Iyer, 14 Besant Avenue' }).click();
    await book.getByRole('alert').getByText('Address deleted').waitFor();
    await expect.poll(() => book.getByRole('article').count()).toBe(1);
    const rows = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, shopper.id));
    expect(rows.map((row) => [row.address.line1, row.isDefault])).toEqual([['40 MG Road', true]]);
    await context.close();
  });
});
