/**
 * The checkout's last line is what the server charges (issue 40 point 7): the summary's amount
 * for each way of paying, worked out by `paymentPlan` from the quote, equals the provider's
 * amount for an online payment or partial COD's token, the cash the courier collects for cash on
 * delivery, and nothing for an order store credit pays alone. Through HTTP, with figures written
 * out, and as a property over prices, fees, discounts and balances.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PayWay, paymentPlan } from '#shared/checkout-payment';
import type { CheckoutQuote } from '#shared/coupons';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, putInCart } from '#tests/support/cart-factories';
import { giveStoreCredit, saveCodSettings } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

describe('the checkout charges the amount its summary ends on', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  /** A shopper with one hoodie at `price` in the cart and `credit` paise of store credit. */
  async function shopperBuying(price: number, credit = 0) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price, stock: { L: 5 } });
    await putInCart(db, shopper.id, product, 'L', 1);
    if (credit > 0) await giveStoreCredit(db, shopper.id, credit);
    const client = asShopper(app, shopper);
    const quote = (await client.post('/api/cart/quote', {})).json() as CheckoutQuote;
    return { client, quote };
  }

  /** Pays the way chosen through the routes the checkout calls; answers what was charged. */
  async function pay(
    client: ReturnType<typeof asShopper>,
    quote: CheckoutQuote,
    way: PayWay,
    useCredit: boolean,
  ) {
    const plan = paymentPlan(quote, way, useCredit);
    if (plan.via === 'store_credit') {
      const res = await client.post('/api/cart/place-store-credit-order', DELIVERY);
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderByPublicId(db, res.json().orderId);
      return { plan, charged: order.amountPaise - order.storeCreditPaise, order };
    }
    if (plan.via === 'cod') {
      const res = await client.post('/api/cart/place-cod-order', { ...DELIVERY, useStoreCredit: useCredit });
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderByPublicId(db, res.json().orderId);
      return { plan, charged: order.amountPaise - order.storeCreditPaise, order };
    }
    const res = await client.post('/api/cart/create-order', {
      ...DELIVERY,
      amount: plan.toPayPaise,
      ...(plan.via === 'partial' ? { partialCod: true } : { useStoreCredit: useCredit }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { plan, charged: fake.orders.get(res.json().id)!.amount as number };
  }

  it('with a ₹49 COD fee and ₹50 off online: ₹2,249 online, ₹2,348 in cash, for ₹2,199 and ₹100 delivery', async () => {
    await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00, partialCod: 'fixed' });
    const online = await shopperBuying(2199);
    expect(online.quote.totalPaise).toBe(2299_00);
    const paidOnline = await pay(online.client, online.quote, 'online', false);
    expect(paidOnline.plan).toMatchObject({
      prepaidDiscountPaise: 50_00,
      codFeePaise: 0,
      toPayPaise: 2249_00,
    });
    expect(paidOnline.charged).toBe(2249_00);

    const cash = await shopperBuying(2199);
    const paidCash = await pay(cash.client, cash.quote, 'cod', false);
    expect(paidCash.plan).toMatchObject({ prepaidDiscountPaise: 0, codFeePaise: 49_00, toPayPaise: 2348_00 });
    expect(paidCash.charged).toBe(2348_00);

    // Partial COD: ₹100 now (the default token), ₹2,248 at the door.
    const partial = await shopperBuying(2199);
    const paidPart = await pay(partial.client, partial.quote, 'partial', false);
    expect(paidPart.plan).toMatchObject({ codFeePaise: 49_00, cashLaterPaise: 2248_00, toPayPaise: 100_00 });
    expect(paidPart.charged).toBe(100_00);
  });

  it('with ₹300 of store credit: ₹1,949 online, ₹2,048 in cash; ₹3,000 pays the ₹2,299 alone', async () => {
    await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00 });
    const online = await shopperBuying(2199, 300_00);
    const paidOnline = await pay(online.client, online.quote, 'online', true);
    expect(paidOnline.plan).toMatchObject({
      prepaidDiscountPaise: 50_00,
      storeCreditPaise: 300_00,
      toPayPaise: 1949_00,
    });
    expect(paidOnline.charged).toBe(1949_00);

    const cash = await shopperBuying(2199, 300_00);
    const paidCash = await pay(cash.client, cash.quote, 'cod', true);
    expect(paidCash.plan).toMatchObject({
      codFeePaise: 49_00,
      storeCreditPaise: 300_00,
      toPayPaise: 2048_00,
    });
    expect(paidCash.charged).toBe(2048_00);

    // A balance that covers the fee-free ₹2,299 pays it alone, whichever way was chosen.
    const rich = await shopperBuying(2199, 3000_00);
    const paidInCredit = await pay(rich.client, rich.quote, 'cod', true);
    expect(paidInCredit.plan).toMatchObject({
      via: 'store_credit',
      storeCreditPaise: 2299_00,
      toPayPaise: 0,
    });
    expect(paidInCredit.charged).toBe(0);
    expect(paidInCredit.order).toMatchObject({ paymentMethod: 'store_credit', amountPaise: 2299_00 });
  });

  it('charges the last line for any price, fee, discount and balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 199, max: 3999 }),
        fc.constantFrom(0, 29_00, 49_00),
        fc.constantFrom(null, 5, 10),
        fc.constantFrom(0, 150_00, 800_00),
        fc.constantFrom<PayWay>('online', 'cod'),
        async (price, codFeePaise, prepaidPercentOff, credit, way) => {
          await saveCodSettings(db, { codFeePaise, prepaidPercentOff });
          const { client, quote } = await shopperBuying(price, credit);
          const plan = paymentPlan(quote, way, credit > 0);
          fc.pre(plan.refusal === null);
          const { charged } = await pay(client, quote, way, credit > 0);
          expect(charged).toBe(plan.toPayPaise);
        },
      ),
      { numRuns: 10 },
    );
  });
});
