/**
 * Order messages on WhatsApp (docs/product.md section 21): the one function other modules call,
 * inside the transaction that changes the order, beside its mail. A number that opted in gets the
 * approved template on WhatsApp, with SMS as the fallback when WhatsApp cannot deliver it; a
 * number that did not (or replied STOP) gets mail only. Each (order, kind) is queued once; a kind
 * that can happen more than once per order (a second failed attempt) passes the step it is about.
 */
import type { DbOrTx } from '#server/db/client';
import { queueMessage } from '../mail/outbox';
import { whatsAppConsentOf } from './consents';
import { type OrderMessageKind, orderTemplate, templateText } from './templates';

/** What a message needs to know about its order; orders pass their row. */
export interface OrderFacts {
  id: number;
  orderId: string;
  mobile: string;
}

/** Each kind's parameters, in the template's order. */
export type OrderMessageParams = {
  placed: { amount: string };
  cod_confirmation: { amount: string; confirmUrl: string };
  dispatched: { courier: string; trackingUrl: string };
  out_for_delivery: Record<string, never>;
  delivered: Record<string, never>;
  failed_attempt: { reason: string; reattemptUrl: string };
  refund: { amount: string };
};

function paramsOf<K extends OrderMessageKind>(
  kind: K,
  orderId: string,
  extra: OrderMessageParams[K],
): string[] {
  const e = extra as Record<string, string>;
  switch (kind) {
    case 'placed':
    case 'refund':
      return [orderId, e.amount!];
    case 'cod_confirmation':
      return [orderId, e.amount!, e.confirmUrl!];
    case 'dispatched':
      return [orderId, e.courier!, e.trackingUrl!];
    case 'failed_attempt':
      return [orderId, e.reason!, e.reattemptUrl!];
    default:
      return [orderId];
  }
}

/** Queues the order's WhatsApp message if its number opted in; returns whether it did. */
export async function sendOrderMessage<K extends OrderMessageKind>(
  db: DbOrTx,
  kind: K,
  order: OrderFacts,
  extra: OrderMessageParams[K],
  options: { step?: string } = {},
): Promise<boolean> {
  if (!order.mobile) return false;
  const consent = await whatsAppConsentOf(db, order.mobile);
  if (!consent.optedIn) return false;
  const template = orderTemplate(kind);
  const params = paramsOf(kind, order.orderId, extra);
  return queueMessage(db, {
    channel: 'whatsapp',
    to: order.mobile,
    template,
    params,
    text: templateText(template, params),
    messageKey: `order:${order.id}:${kind}${options.step ? `:${options.step}` : ''}`,
    orderId: order.id,
    fallbackChannel: 'sms',
    // Checked again just before sending: a STOP after queuing stops it (decisions/038).
    purpose: 'whatsapp_orders',
  });
}
