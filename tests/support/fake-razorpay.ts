/**
 * A local stand-in for Razorpay's REST API (node:http on a free port): POST /orders,
 * GET /orders/:id/payments, POST /payments/:id/refund, all behind Basic auth. Tests use its
 * helpers to play the shopper paying (a signed checkout result) and Razorpay's webhooks.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export const FAKE_KEYS = {
  keyId: 'rzp_test_fakekey0001',
  keySecret: 'fake-key-secret',
  webhookSecret: 'fake-webhook-secret',
};

interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: 'INR';
  status: string;
  captured: boolean;
  amount_refunded: number;
}

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  payments: FakePayment[];
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt?: string;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function startFakeRazorpay(keys = FAKE_KEYS) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  /** Paths answered with a 500, to test retries; each entry is used once. */
  const failures: string[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const authorized = req.headers.authorization === expectedAuth;
    requests.push({ method: req.method ?? '', path, authorized });
    if (!authorized) return error(res, 401, 'Authentication failed');
    const failAt = failures.indexOf(path);
    if (failAt >= 0) {
      failures.splice(failAt, 1);
      return error(res, 500, 'Something went wrong at the fake');
    }
    const body = req.method === 'POST' ? await readJson(req) : {};
    const ordersPayments = path.match(/^\/orders\/([^/]+)\/payments$/);
    const paymentRefund = path.match(/^\/payments\/([^/]+)\/refund$/);
    if (req.method === 'POST' && path === '/orders') {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
        return error(res, 400, 'Order amount less than minimum amount allowed');
      }
      const order = {
        id: randomId('order'),
        amount: body.amount as number,
        currency: String(body.currency),
        receipt: String(body.receipt),
        payments: [],
      };
      orders.set(order.id, order);
      return send(res, 200, {
        id: order.id,
        entity: 'order',
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: 'created',
      });
    }
    if (req.method === 'GET' && ordersPayments) {
      const order = orders.get(decodeURIComponent(ordersPayments[1]!));
      if (!order) return error(res, 400, 'The id provided does not exist');
      return send(res, 200, { entity: 'collection', count: order.payments.length, items: order.payments });
    }
    if (req.method === 'POST' && paymentRefund) {
      const payment = payments.get(decodeURIComponent(paymentRefund[1]!));
      if (!payment || payment.status === 'failed') return error(res, 400, 'The id provided does not exist');
      const amount = (body.amount as number | undefined) ?? payment.amount - payment.amount_refunded;
      if (payment.amount_refunded + amount > payment.amount) {
        return error(res, 400, 'The total refund amount is greater than the refund payment amount');
      }
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const refund = {
        id: randomId('rfnd'),
        payment_id: payment.id,
        amount,
        receipt: body.receipt as string | undefined,
      };
      refunds.push(refund);
      return send(res, 200, { ...refund, entity: 'refund', currency: 'INR', status: 'processed' });
    }
    return error(res, 404, 'No such endpoint on the fake');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function addPayment(providerOrderId: string, status: 'captured' | 'failed' | 'authorized' = 'captured') {
    const order = orders.get(providerOrderId);
    if (!order) throw new Error(`fake has no order ${providerOrderId}`);
    const payment: FakePayment = {
      id: randomId('pay'),
      entity: 'payment',
      order_id: order.id,
      amount: order.amount,
      currency: 'INR',
      status,
      captured: status === 'captured',
      amount_refunded: 0,
    };
    order.payments.push(payment);
    payments.set(payment.id, payment);
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,
    failures,
    addPayment,
    /** What Razorpay Checkout hands the browser after a successful payment. */
    pay(providerOrderId: string) {
      const payment = addPayment(providerOrderId);
      const signature = createHmac('sha256', keys.keySecret)
        .update(`${providerOrderId}|${payment.id}`)
        .digest('hex');
      return { payment, signature };
    },
    /** A webhook delivery: raw body, its signature and an event id. */
    webhook(event: string, payload: Record<string, unknown>, eventId = randomId('evt')) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac('sha256', keys.webhookSecret).update(body).digest('hex');
      return { body, signature, eventId };
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** Environment for createTestApp so the shop talks to this fake. */
export function razorpayEnv(fake: { url: string }, keys = FAKE_KEYS): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_BASE: fake.url,
  };
}
