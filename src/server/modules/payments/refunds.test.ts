import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, eventsOf, startOnlineOrder } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { FAKE_KEYS, razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { cancelOrder } from './cancel-order';
import { createRazorpayProvider } from './razorpay-provider';
import { retryDueRefunds } from './refunds';

describe('refund retries', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  it('asks the provider before retrying, so a refund whose answer was lost is not sent twice', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const { payment, signature } = fake.pay(providerOrderId);
    await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    fake.failures.push(`/payments/${payment.id}/refund`);
    await cancelOrder(app.deps, { orderId: order.orderId, actor: 'admin:1' });
    // The refund reached Razorpay after all (say, the answer was lost on the way back).
    await createRazorpayProvider({ ...FAKE_KEYS, apiBase: fake.url }).refund(payment.id, order.amountPaise);
    clock.advance(6 * 60_000);
    expect(await retryDueRefunds(app.deps)).toBe(1);
    expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'refund_issued',
      data: { paymentId: payment.id, note: 'already refunded at the provider' },
    });
  });
});
