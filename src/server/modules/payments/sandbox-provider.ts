/**
 * The local test-mode provider: orders and payments live in this process's memory, and the
 * payment window at /sandbox-checkout/:orderId pays or fails them. Pay signs the payment with
 * the shop's sandbox secret exactly as Razorpay signs with the key secret, so verification runs
 * the same code path.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderPayment } from './provider';
import { PaymentProviderError } from './provider';
import { checkoutSignature, signatureMatches } from './signature';

interface SandboxOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  payments: ProviderPayment[];
}

export interface SandboxPaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  findOrder(providerOrderId: string): { amountPaise: number; receipt: string } | undefined;
  /** The Pay button: a captured payment and its checkout signature. */
  pay(providerOrderId: string): SandboxPaymentResult;
  /** The Fail button: a failed payment attempt. */
  fail(providerOrderId: string): void;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createSandboxProvider(secret: string): SandboxProvider {
  const orders = new Map<string, SandboxOrder>();
  const paymentOrder = new Map<string, SandboxOrder>();

  const orderOrThrow = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new PaymentProviderError(`Unknown sandbox order ${id}`, 404);
    return order;
  };
  const addPayment = (order: SandboxOrder, status: string) => {
    const payment = {
      id: randomId('pay_sandbox'),
      status,
      amountPaise: order.amountPaise,
      amountRefundedPaise: 0,
    };
    order.payments.push(payment);
    paymentOrder.set(payment.id, order);
    return payment;
  };

  return {
    kind: 'sandbox',
    keyId: 'sandbox',
    async createOrder(amountPaise, receipt) {
      const id = randomId('order_sandbox');
      orders.set(id, { id, amountPaise, receipt, payments: [] });
      return id;
    },
    async fetchOrderPayments(providerOrderId) {
      return (orders.get(providerOrderId)?.payments ?? []).map((p) => ({ ...p }));
    },
    async refund(paymentId, amountPaise) {
      const payment = paymentOrder.get(paymentId)?.payments.find((p) => p.id === paymentId);
      if (payment?.status !== 'captured') {
        throw new PaymentProviderError(`Sandbox payment ${paymentId} cannot be refunded`, 400);
      }
      if (payment.amountRefundedPaise + amountPaise > payment.amountPaise) {
        throw new PaymentProviderError('The total refund amount is greater than the payment amount', 400);
      }
      payment.amountRefundedPaise += amountPaise;
      if (payment.amountRefundedPaise === payment.amountPaise) payment.status = 'refunded';
      return { refundId: randomId('rfnd_sandbox') };
    },
    verifySignature(providerOrderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(secret, providerOrderId, paymentId), signature);
    },
    findOrder(providerOrderId) {
      const order = orders.get(providerOrderId);
      return order && { amountPaise: order.amountPaise, receipt: order.receipt };
    },
    pay(providerOrderId) {
      const order = orderOrThrow(providerOrderId);
      const payment = addPayment(order, 'captured');
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(secret, order.id, payment.id),
      };
    },
    fail(providerOrderId) {
      addPayment(orderOrThrow(providerOrderId), 'failed');
    },
  };
}
