/**
 * Pay Online with Razorpay keys: the shop talks to a fake Razorpay API, and the browser gets a
 * stand-in for Razorpay's checkout.js (served at its real URL) that pays, fails or is closed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, orderByPublicId, putInCart, stockOf } from '../support/cart-factories';
import { createShopper } from '../support/factories';
import { FAKE_KEYS, razorpayEnv, startFakeRazorpay } from '../support/fake-razorpay';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { amountToPay, startPayingOnline } from './support/checkout';
import { startTestShop } from './support/shop';

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** Behaves like Razorpay Checkout from the page's side: options in, handler / events out. */
const STUB_CHECKOUT_JS = `
window.Razorpay = class {
  constructor(options) { this.options = options; this.events = {}; window.__razorpayOptions = options; }
  on(event, handler) { this.events[event] = handler; }
  open() {
    const mode = window.__razorpayMode || 'pay';
    if (mode === 'dismiss') { setTimeout(() => this.options.modal.ondismiss(), 50); return; }
    window.__fakeRazorpay(this.options.order_id, mode).then((result) => {
      if (mode === 'pay') {
        this.options.handler({
          razorpay_order_id: this.options.order_id,
          razorpay_payment_id: result.paymentId,
          razorpay_signature: result.signature,
        });
      } else {
        this.events['payment.failed']({ error: { description: 'Card declined' } });
      }
    });
  }
};
`;

describe('paying online through Razorpay Checkout', async () => {
  const fake = await startFakeRazorpay();
  const shop = await startTestShop(razorpayEnv(fake));
  const browser = await launchBrowser();
  const db = shop.database.db;

  async function shopperOnCheckout(mode: 'pay' | 'fail' | 'dismiss', stock = 2) {
    const shopper = await createShopper(db, { firstName: 'Kabir' });
    const product = await createPhotographedProduct(db, {
      name: `Razor Tee ${mode}`,
      price: 999,
      stock: { M: stock },
    });
    await putInCart(db, shopper.id, product, 'M', 1);
    const context: BrowserContext = await newContext(browser, shop.url);
    const [name, value] = shopper.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: shop.url }]);
    const scriptLoads: string[] = [];
    await context.route(CHECKOUT_JS, (route) => {
      scriptLoads.push(route.request().frame().url());
      return route.fulfill({ contentType: 'text/javascript', body: STUB_CHECKOUT_JS });
    });
    await context.exposeFunction('__fakeRazorpay', (orderId: string, action: string) => {
      if (action === 'pay') {
        const { payment, signature } = fake.pay(orderId);
        return { paymentId: payment.id, signature };
      }
      fake.addPayment(orderId, 'failed');
      return null;
    });
    await context.addInitScript((m) => {
      (window as unknown as { __razorpayMode: string }).__razorpayMode = m;
    }, mode);
    const page: Page = await context.newPage();
    return { shopper, product, context, page, scriptLoads };
  }

  async function payOnline(page: Page) {
    await page.goto('/checkout');
    await fillNewAddress(page, {
      fullName: 'Meera Nair',
      mobile: '+91 91234 56789',
      line1: '9 Marine Drive',
      pincode: '682031',
      state: 'Kerala',
    });
    await startPayingOnline(page);
  }

  it("loads Razorpay's script only when paying on /checkout, opens it for the server's order and lands on /success", async () => {
    const { product, context, page, scriptLoads } = await shopperOnCheckout('pay');
    await page.goto('/');
    await page.goto('/users/cart');
    await page.getByText('Razor Tee pay').first().waitFor();
    await page.goto('/checkout');
    await amountToPay(page).waitFor();
    expect(scriptLoads).toEqual([]);
    await expectAccessible(page);

    await payOnline(page);
    await page.waitForURL('**/success');
    expect(scriptLoads).toHaveLength(1);
    expect(new URL(scriptLoads[0]!).pathname).toBe('/checkout');
    const options = await page.evaluate(
      () => (window as unknown as { __razorpayOptions: Record<string, unknown> }).__razorpayOptions,
    );
    expect(options).toMatchObject({
      key: FAKE_KEYS.keyId,
      amount: 109_900,
      currency: 'INR',
      prefill: { name: 'Kabir Verma', contact: '9123456789' },
      theme: { color: '#111111' },
    });
    const providerOrderId = options.order_id as string;
    expect(fake.orders.get(providerOrderId)!.amount).toBe(109_900);
    const receipt = fake.orders.get(providerOrderId)!.receipt;
    expect(await orderByPublicId(db, receipt)).toMatchObject({ status: 'captured', mobile: '9123456789' });
    expect(await stockOf(db, product, 'M')).toBe(1);
    await context.close();
  });

  it('a declined card lands on /failure and the reservation is released', async () => {
    const { product, context, page } = await shopperOnCheckout('fail', 1);
    await payOnline(page);
    await page.waitForURL('**/failure');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    expect(await stockOf(db, product, 'M')).toBe(1);
    await context.close();
  });

  it('closing the payment window lands on /failure and the reservation is released', async () => {
    const { product, context, page } = await shopperOnCheckout('dismiss', 1);
    await payOnline(page);
    await page.waitForURL('**/failure');
    expect(await stockOf(db, product, 'M')).toBe(1);
    await context.close();
  });
});
