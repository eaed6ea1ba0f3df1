/**
 * The COD ceiling and the courier's cash are one figure: the cash the courier collects at the
 * door, the COD fee included, less partial COD's token and store credit paid before (BUSINESS.md
 * section 7). Worked through checkout and a booking with Shiprocket (a local fake of its API).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { COD_MESSAGES } from '#shared/cod';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import type { ShipSelectionResult } from '#shared/shipping';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, payAndVerify, putInCart } from '#tests/support/cart-factories';
import { giveStoreCredit, saveCodSettings, saveDeliverySettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { shiprocketEnv, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('the cash the courier collects', async () => {
  const razorpay = await startFakeRazorpay();
  const shiprocket = await startFakeShiprocket();
  const { app, database } = await createTestApp({ ...razorpayEnv(razorpay), ...shiprocketEnv(shiprocket) });
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  // The worked example: a ₹999 tee, ₹100 delivery and a ₹49 COD fee: ₹1,148 in cash on delivery.
  const tee = await createProduct(db, { price: 999, stock: { M: 50 } });
  beforeEach(async () => {
    await saveCodSettings(db, { codFeePaise: 49_00, partialCod: 'fixed', partialCodTokenPaise: 100_00 });
    await saveDeliverySettings(db, { codMaxPaise: 1_100_00 });
  });

  const shopperWithTee = async () => {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, tee, 'M', 1);
    return { shopper, client: asShopper(app, shopper) };
  };
  /** Books the order with the courier; answers what Shiprocket was asked to collect, in rupees. */
  const shipAndCollect = async (orderId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds: [orderId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ShipSelectionResult).shipped).toBe(1);
    const body = shiprocket.orders.find((o) => o.body.order_id === orderId)!.body;
    expect(body.payment_method).toBe('COD');
    return body.sub_total;
  };

  it('counts the COD fee: ₹999 + ₹100 + ₹49 = ₹1,148 is over a ₹1,100 ceiling', async () => {
    const { client } = await shopperWithTee();
    const quote = (await client.post('/api/cart/quote', {})).json();
    expect(quote.cod).toMatchObject({ feePaise: 49_00, totalPaise: 1_148_00 });
    const refused = await client.post('/api/cart/place-cod-order', DELIVERY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errorMessage: DELIVERY_MESSAGES.codLimit(1_100_00),
      code: 'cod_limit',
    });
  });

  it('leaves store credit out: ₹100 of credit leaves ₹1,048, under the ceiling, and the courier collects ₹1,048', async () => {
    const { shopper, client } = await shopperWithTee();
    await giveStoreCredit(db, shopper.id, 100_00);
    const placed = await client.post('/api/cart/place-cod-order', { ...DELIVERY, useStoreCredit: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json();
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      paymentMethod: 'cod',
      amountPaise: 1_148_00,
      codFeePaise: 49_00,
      storeCreditPaise: 100_00,
    });
    // ₹1,148 - ₹100 of credit = ₹1,048 at the door, not the ₹1,148 grand total.
    expect(await shipAndCollect(orderId)).toBe(1048);
  });

  it('leaves the partial-COD token out: ₹100 paid now leaves ₹1,048 at the door', async () => {
    const { client } = await shopperWithTee();
    const quote = (await client.post('/api/cart/quote', {})).json();
    // The whole cash total is refused by the ceiling; the cash left after the token is not.
    expect(quote.cod).toMatchObject({ tokenPaise: 100_00, totalPaise: 1_148_00 });
    const created = await client.post('/api/cart/create-order', {
      amount: 100_00,
      partialCod: true,
      ...DELIVERY,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { verified } = await payAndVerify(client, razorpay, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    const { orderId } = verified.json();
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      amountPaise: 1_148_00,
      codTokenPaise: 100_00,
    });
    expect(await shipAndCollect(orderId)).toBe(1048);
  });

  it('judges the first-order limit on the same cash, and the quote gives the standing to judge it by', async () => {
    await saveDeliverySettings(db, {});
    await saveCodSettings(db, { codFeePaise: 49_00, firstOrderCodMaxPaise: 1_100_00 });
    const { shopper, client } = await shopperWithTee();
    const quote = (await client.post('/api/cart/quote', {})).json();
    // ₹1,148 in cash is over the first-order limit of ₹1,100; the standing lets the checkout judge
    // the ₹1,048 left after ₹100 of credit by the same rule.
    expect(quote.cod).toMatchObject({
      available: false,
      reason: COD_MESSAGES.firstOrderLimit(1_100_00),
      standing: { refusal: null, firstOrderMaxPaise: 1_100_00 },
    });
    await giveStoreCredit(db, shopper.id, 100_00);
    const placed = await client.post('/api/cart/place-cod-order', { ...DELIVERY, useStoreCredit: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.orderId, placed.json().orderId));
    expect(row).toMatchObject({ amountPaise: 1_148_00, storeCreditPaise: 100_00 });
  });
});
