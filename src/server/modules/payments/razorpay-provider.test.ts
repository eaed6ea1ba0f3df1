import { describe, expect, it } from 'vitest';
import { FAKE_KEYS, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { PaymentProviderError } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { checkoutSignature } from './signature';

describe('the Razorpay provider against a fake Razorpay', async () => {
  const fake = await startFakeRazorpay();
  const provider = createRazorpayProvider({ ...FAKE_KEYS, apiBase: fake.url });

  it('creates an order for the amount in paise, in INR, with Basic auth', async () => {
    const id = await provider.createOrder(89_900, 'ORD-TEST000001');
    const order = fake.orders.get(id)!;
    expect(order).toMatchObject({ amount: 89_900, currency: 'INR', receipt: 'ORD-TEST000001' });
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: '/orders', authorized: true });
  });

  it("lists an order's payments", async () => {
    const id = await provider.createOrder(50_000, 'ORD-TEST000002');
    expect(await provider.fetchOrderPayments(id)).toEqual([]);
    const failed = fake.addPayment(id, 'failed');
    const paid = fake.addPayment(id, 'captured');
    expect(await provider.fetchOrderPayments(id)).toEqual([
      { id: failed.id, status: 'failed', amountPaise: 50_000, amountRefundedPaise: 0 },
      { id: paid.id, status: 'captured', amountPaise: 50_000, amountRefundedPaise: 0 },
    ]);
  });

  it('refunds a payment, and the fake refuses refunding it twice', async () => {
    const id = await provider.createOrder(30_000, 'ORD-TEST000003');
    const { payment } = fake.pay(id);
    const { refundId } = await provider.refund(payment.id, 30_000, 'ORD-TEST000003');
    expect(refundId).toMatch(/^rfnd_/);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_id: payment.id, amount: 30_000 });
    await expect(provider.refund(payment.id, 30_000)).rejects.toThrow(/greater than/);
    const [listed] = await provider.fetchOrderPayments(id);
    expect(listed).toMatchObject({ status: 'refunded', amountRefundedPaise: 30_000 });
  });

  it('fails clearly with a wrong key secret, and never puts the secret in the message', async () => {
    const wrong = createRazorpayProvider({ ...FAKE_KEYS, keySecret: 'not-the-secret', apiBase: fake.url });
    const failure = await wrong.createOrder(10_000, 'ORD-TEST000004').catch((err) => err);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure.status).toBe(401);
    expect(failure.message).toContain('Authentication failed');
    expect(failure.message).not.toContain('not-the-secret');
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });

  it('fails clearly when Razorpay cannot be reached', async () => {
    const offline = createRazorpayProvider({ ...FAKE_KEYS, apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(offline.createOrder(10_000, 'ORD-TEST000005')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('verifies the checkout signature HMAC_SHA256(order_id|payment_id, key_secret)', () => {
    const good = checkoutSignature(FAKE_KEYS.keySecret, 'order_1', 'pay_1');
    expect(provider.verifySignature('order_1', 'pay_1', good)).toBe(true);
    expect(provider.verifySignature('order_2', 'pay_1', good)).toBe(false);
    expect(provider.verifySignature('order_1', 'pay_2', good)).toBe(false);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(provider.verifySignature('order_1', 'pay_1', tampered)).toBe(false);
    expect(provider.verifySignature('order_1', 'pay_1', 'short')).toBe(false);
    expect(provider.verifySignature('order_1', 'pay_1', '')).toBe(false);
  });
});
