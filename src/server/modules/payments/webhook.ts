/**
 * Razorpay's webhook (docs/architecture.md section 7): the signature is an HMAC-SHA256 of the raw body with
 * the webhook secret; each event id is acted on once (webhook_events, in the same transaction as
 * the action, so a failed action is retried by Razorpay); events may come in any order.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, webhookEvents } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { recordEvent } from '../orders/order-events';
import { findOrderByPaymentId, findOrderByProviderOrderId } from '../orders/order-queries';
import { type PaymentOutcome, type RecordedPayment, recordPaymentInTx } from './record-payment';
import type { RefundDue } from './refunds';
import { hmacHex, signatureMatches } from './signature';

interface Entity {
  id?: string;
  order_id?: string | null;
  payment_id?: string;
  amount?: number;
  error_description?: string | null;
}

export interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'> & Partial<Pick<AppDeps, 'serviceability'>>;

export interface WebhookResult {
  duplicate: boolean;
  /** Refunds decided by this event; sent after the answer, retried by a job if that fails. */
  refunds: RefundDue[];
  /** What the event reported about a payment, if it reported one (counted by GET /metrics). */
  payment?: WebhookPayment;
}

export type WebhookPayment = PaymentOutcome | { kind: 'failed' };

interface Applied {
  refunds: RefundDue[];
  payment?: WebhookPayment;
}

export function checkWebhookSignature(deps: Deps, raw: Buffer, signature: string | undefined): void {
  const secret = deps.config.razorpay?.webhookSecret;
  if (!secret || !signature || !signatureMatches(hmacHex(secret, raw), signature)) {
    throw new AppError('unauthorized', 'The webhook signature is not valid.', { code: 'invalid_signature' });
  }
}

export async function handleRazorpayWebhook(
  deps: Deps,
  raw: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookResult> {
  checkWebhookSignature(deps, raw, headers.signature);
  let event: RazorpayEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new AppError('invalid', 'The request body is not valid JSON.', { code: 'invalid_json' });
  }
  // Razorpay sends the event id in a header; a body hash de-duplicates exact resends without one.
  const eventId = headers.eventId || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  const now = deps.clock();
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: eventId, type: String(event.event ?? 'unknown'), receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return undefined;
    return applyEvent(tx, now, event, deps.serviceability);
  });
  if (!applied) return { duplicate: true, refunds: [] };
  return { duplicate: false, ...applied };
}

async function applyEvent(
  tx: DbOrTx,
  now: Date,
  event: RazorpayEvent,
  serviceability: Deps['serviceability'],
): Promise<Applied> {
  const payment = event.payload?.payment?.entity;
  const paid = (providerOrderId: string | null | undefined): Promise<RecordedPayment | undefined> =>
    providerOrderId && payment?.id
      ? recordPaymentInTx(
          tx,
          now,
          { providerOrderId, paymentId: payment.id, source: 'webhook', actor: 'provider' },
          serviceability,
        )
      : Promise.resolve(undefined);
  const recorded = (result: RecordedPayment | undefined): Applied =>
    result ? { refunds: result.refunds, payment: result.outcome } : { refunds: [] };
  switch (event.event) {
    case 'payment.captured':
      return recorded(await paid(payment?.order_id));
    case 'order.paid':
      return recorded(await paid(event.payload?.order?.entity?.id ?? payment?.order_id));
    case 'payment.failed': {
      // One failed attempt does not end the order: the shopper may retry in the same window.
      const order = payment?.order_id ? await findOrderByProviderOrderId(tx, payment.order_id) : undefined;
      if (order) {
        await recordEvent(tx, {
          orderDbId: order.id,
          actor: 'provider',
          type: 'payment_failed',
          data: { paymentId: payment?.id, reason: payment?.error_description ?? null },
          at: now,
        });
      }
      return { refunds: [], payment: { kind: 'failed' } };
    }
    case 'refund.processed': {
      const refund = event.payload?.refund?.entity;
      const paymentId = refund?.payment_id ?? payment?.id;
      const order = paymentId ? await findRefundedOrder(tx, paymentId) : undefined;
      if (order) {
        await recordEvent(tx, {
          orderDbId: order,
          actor: 'provider',
          type: 'refund_processed',
          data: { paymentId, refundId: refund?.id ?? null, amountPaise: refund?.amount ?? null },
          at: now,
        });
      }
      return { refunds: [] };
    }
    default:
      return { refunds: [] };
  }
}

/** The order a refunded payment belongs to: its own payment, or an extra one we refunded. */
async function findRefundedOrder(tx: DbOrTx, paymentId: string): Promise<number | undefined> {
  const order = await findOrderByPaymentId(tx, paymentId);
  if (order) return order.id;
  const [row] = await tx
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.type, 'refund_requested'), sql`${orderEvents.data}->>'paymentId' = ${paymentId}`),
    )
    .limit(1);
  return row?.orderId;
}
