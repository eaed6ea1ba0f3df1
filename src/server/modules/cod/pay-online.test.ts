import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import type { SandboxProvider } from '#server/modules/payments/sandbox-provider';
import { COD_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import { asShopper, eventsOf, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { mailedCodToken } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { PAY_ONLINE_FAILED } from './pay-online';

describe('"Pay online now" on the confirmation page', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const sandbox = app.deps.payments as SandboxProvider;
  const post = (url: string, body: unknown = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('turns the COD order prepaid through the payments flow, without logging in', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1299, stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const token = await mailedCodToken(db, orderId);
    const started = await post(`/api/cod/${token}/pay-online`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ amount: 1399_00, currency: 'INR' });
    // A second tap reuses the provider order.
    expect((await post(`/api/cod/${token}/pay-online`)).json().id).toBe(started.json().id);
    const proof = sandbox.pay(started.json().id);
    const bad = await post(`/api/cod/${token}/pay-online/verify`, {
      payment_id: proof.razorpay_payment_id,
      signature: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe(PAY_ONLINE_FAILED);
    const res = await post(`/api/cod/${token}/pay-online/verify`, {
      payment_id: proof.razorpay_payment_id,
      signature: proof.razorpay_signature,
    });
    expect(res.statusCode).toBe(200);
    const order = await orderByPublicId(db, orderId);
    expect(order).toMatchObject({
      paymentMethod: 'online',
      paymentId: proof.razorpay_payment_id,
      status: 'captured',
    });
    expect((await eventsOf(db, order.id)).map((e) => e.type)).toContain('paid_online');
    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your payment for ${orderId} is received`));
    expect(mails).toHaveLength(1);
    // The link has expired with the cash it was for; a replay changes nothing.
    expect((await app.inject({ method: 'GET', url: `/api/cod/${token}` })).json().open).toBe(false);
    const replay = await post(`/api/cod/${token}/pay-online/verify`, {
      payment_id: proof.razorpay_payment_id,
      signature: proof.razorpay_signature,
    });
    expect(replay.statusCode).toBe(200);
    // Cancelling now refunds the online payment in full.
    await asShopper(app, shopper).post(`/api/users/orders/${orderId}/cancel`, {});
    const refund = (await eventsOf(db, order.id)).find((e) => e.type === 'refund_requested');
    expect(refund!.data).toMatchObject({ amountPaise: 1399_00 });
    const late = await post(`/api/cod/${token}/pay-online`);
    expect(late.json()).toEqual({ errorMessage: COD_MESSAGES.linkExpired, code: 'link_expired' });
  });
});
