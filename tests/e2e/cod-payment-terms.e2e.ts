/**
 * How the way of paying is priced, in the browser (docs/product.md section 22): with a ₹49 COD
 * fee, ₹50 off for paying online and a ₹100 partial-COD token turned on, the checkout says each
 * beside its button; a shopper pays the token in the payment window and is told the cash to keep
 * ready; the order page shows the fee and the token; cancelled, the token goes to store credit.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, orderByPublicId, putInCart } from '../support/cart-factories';
import { saveCodSettings } from '../support/cod-factories';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser } from './support/browser';
import { amountToPay, wayToPay } from './support/checkout';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('the COD fee, the prepaid discount and partial COD at checkout', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00, partialCod: 'fixed' });

  it('shows each way of paying with its price, and takes the token online', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    const product = await createPhotographedProduct(db, {
      name: 'Dune Hoodie',
      price: 1049,
      stock: { L: 5 },
    });
    await putInCart(db, shopper.id, product, 'L', 1);
    await page.goto('/checkout');
    await fillNewAddress(page);
    // ₹1,049 + ₹100 delivery: ₹1,099 online, ₹1,198 in cash, or ₹100 now and ₹1,098 in cash.
    await wayToPay(page, 'online').check();
    await page.getByText('UPI, cards, netbanking · save ₹50').waitFor();
    await expect.poll(() => amountToPay(page).textContent()).toBe('₹1,099');
    await wayToPay(page, 'cod').check();
    await page.getByText('₹49 cash-on-delivery fee').waitFor();
    await expect.poll(() => amountToPay(page).textContent()).toBe('₹1,198');
    await page.getByRole('radio', { name: /^₹100 now, the rest in cash/ }).check();
    await page.getByText('₹1,098 in cash on delivery').waitFor();
    await expect.poll(() => amountToPay(page).textContent()).toBe('₹100');
    const partial = page.getByRole('button', { name: 'Pay ₹100 online' });
    await partial.waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'checkout-payment-terms');
    await partial.click();
    await page
      .frameLocator('iframe[title="Test payment window"]')
      .getByRole('button', { name: /^Pay / })
      .click();
    await page.waitForURL('**/success');
    await page.getByText('Pay ₹1,098 in cash on delivery').waitFor();
    const thanks = (await page.getByText(/Your order ORD-/).textContent()) ?? '';
    const orderId = /ORD-[A-Z0-9]+/.exec(thanks)![0];
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      paymentMethod: 'cod',
      status: 'captured',
      amountPaise: 119_800,
      codFeePaise: 4_900,
      codTokenPaise: 100_00,
    });
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Cash on delivery fee').waitFor();
    await page.getByText('Cash on delivery (₹100 paid online)').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-with-token');

    // Cancelled, the token may go to store credit instead of back to the card.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByLabel('My store credit (instant, usable on my next order)').check();
    await screenshotAtWidths(page, 'cancel-token-choice');
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText(`Order ${orderId} is cancelled.`).waitFor();
    await page.goto('/users/store-credit');
    await expect.poll(() => page.getByTestId('store-credit-balance').textContent()).toBe('₹100');
    await context.close();
  });
});
