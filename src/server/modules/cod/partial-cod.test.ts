/**
 * Partial cash on delivery (docs/product.md section 22): a token paid online at checkout, the
 * rest in cash, under every COD rule; the token paid confirms the order, and a cancellation or a
 * return to origin refunds it through the provider. Off by default.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { storeCreditBalance } from '#server/modules/store-credit';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { COD_MESSAGES, PARTIAL_COD_MESSAGES } from '#shared/cod';
import { codSettings } from '#shared/settings/cod';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  orderByPublicId,
  payAndVerify,
  placeCodOrderFor,
  putInCart,
} from '#tests/support/cart-factories';
import { asAdmin, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('partial cash on delivery', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = asAdmin(app, await createAdmin(db));
  await saveInvoiceSettings(db);
  // ₹1,049 and ₹100 delivery: ₹1,149 in all.
  const product = await createProduct(db, { price: 1049, stock: { M: 50 } });
  beforeEach(() => saveCodSettings(db, { partialCod: 'fixed', partialCodTokenPaise: 100_00 }));

  const shopperWithCart = async () => {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product, 'M', 1);
    return { shopper, client: asShopper(app, shopper) };
  };
  /** Pays the token through the provider's window and the shop's verify call. */
  const payToken = async (client: ReturnType<typeof asShopper>, amount = 100_00) => {
    const created = await client.post('/api/cart/create-order', { amount, partialCod: true, ...DELIVERY });
    expect(created.statusCode, created.body).toBe(200);
    const { verified, paymentId } = await payAndVerify(client, fake, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    return { orderId: verified.json().orderId as string, created: created.json(), paymentId };
  };

  it('is off by default: no token quoted, and a token order refused in words', async () => {
    await saveCodSettings(db, {});
    expect(codSettings.defaults.partialCod).toBe('off');
    const { client } = await shopperWithCart();
    expect((await client.post('/api/cart/quote', {})).json().cod.tokenPaise).toBeNull();
    const refused = await client.post('/api/cart/create-order', {
      amount: 100_00,
      partialCod: true,
      ...DELIVERY,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'partial_cod_unavailable',
      errorMessage: PARTIAL_COD_MESSAGES.unavailable,
    });
  });

  it('takes ₹100 online now, leaves ₹1,049 in cash, and counts the paid token as the confirmation', async () => {
    const { shopper, client } = await shopperWithCart();
    expect((await client.post('/api/cart/quote', {})).json().cod).toMatchObject({
      tokenPaise: 100_00,
      totalPaise: 114_900,
    });
    // The whole amount is not the token: the cart "changed".
    const stale = await client.post('/api/cart/create-order', {
      amount: 114_900,
      partialCod: true,
      ...DELIVERY,
    });
    expect(stale.json().code).toBe('cart_changed');
    const { orderId, created } = await payToken(client);
    expect(created.amount).toBe(100_00);
    expect(fake.orders.get(created.id)?.amount).toBe(100_00);
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      paymentMethod: 'cod',
      status: 'captured',
      amountPaise: 114_900,
      codTokenPaise: 100_00,
      codConfirmedAt: expect.any(Date),
    });
    const page = (await client.get(`/api/users/orders/${orderId}`)).json();
    expect(page).toMatchObject({ amount: 1149, codToken: 100, paymentMethod: 'cod' });
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails.map((mail) => mail.subject)).not.toContain(`Please confirm your order ${orderId}`);
    expect(mails.find((mail) => mail.textBody.includes(orderId))?.textBody).toContain(
      '₹100 is paid online. Please keep ₹1,049 ready: you pay on delivery.',
    );
  });

  it('takes the delivery charge as the token when the shop says so', async () => {
    await saveCodSettings(db, { partialCod: 'delivery', partialCodTokenPaise: 250_00 });
    const { client } = await shopperWithCart();
    expect((await client.post('/api/cart/quote', {})).json().cod.tokenPaise).toBe(100_00);
    const { orderId } = await payToken(client, 100_00);
    expect((await orderByPublicId(db, orderId)).codTokenPaise).toBe(100_00);
  });

  it('refunds the token through the provider when the order is cancelled', async () => {
    const { client } = await shopperWithCart();
    const { orderId, paymentId } = await payToken(client);
    const cancelled = await client.post(`/api/users/orders/${orderId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId).map((r) => r.amount)).toEqual([
      100_00,
    ]);
  });

  it('puts the token in store credit instead when the shopper cancelling asks for it', async () => {
    const { shopper, client } = await shopperWithCart();
    const { orderId, paymentId } = await payToken(client);
    const wrong = await client.post(`/api/users/orders/${orderId}/cancel`, { tokenTo: 'wallet' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(AFTER_ORDER_MESSAGES.tokenTo);
    expect((await orderByPublicId(db, orderId)).status).toBe('captured');
    const cancelled = await client.post(`/api/users/orders/${orderId}/cancel`, { tokenTo: 'store_credit' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toEqual([]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(100_00);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(
      mails.find((mail) => mail.subject === `Your order ${orderId} has been cancelled`)?.textBody,
    ).toContain('The ₹100 you paid online is now in your store credit.');
  });

  it('refunds the token when the parcel comes back to origin, and the cash is owed by nobody', async () => {
    const { client } = await shopperWithCart();
    const { orderId, paymentId } = await payToken(client);
    const dispatched = await admin('PATCH', '/api/admins/dispatch', {
      orderId,
      courier: 'Delhivery',
      trackingId: 'D1',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await admin('PATCH', `/api/admins/orders/${orderId}/rto`, {})).statusCode).toBe(200);
    expect(
      (await admin('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true })).statusCode,
    ).toBe(200);
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId).map((r) => r.amount)).toEqual([
      100_00,
    ]);
  });

  it('keeps every COD rule: a shopper with two open COD orders is refused the third, token or not', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    for (let i = 0; i < 2; i += 1) await placeCodOrderFor(app, db, shopper, product);
    await putInCart(db, shopper.id, product, 'M', 1);
    const refused = await client.post('/api/cart/create-order', {
      amount: 100_00,
      partialCod: true,
      ...DELIVERY,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'cod_refused', errorMessage: COD_MESSAGES.tooManyOpen(2) });
  });

  it('asks for the address before the token is paid', async () => {
    const { client } = await shopperWithCart();
    const refused = await client.post('/api/cart/create-order', { amount: 100_00, partialCod: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe(PARTIAL_COD_MESSAGES.needsAddress);
  });
});
