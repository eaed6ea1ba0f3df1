/**
 * Order messages on WhatsApp and SMS (docs/product.md section 21): the one function other modules
 * call, inside the transaction that changes the order, beside its mail. A number that opted in
 * gets the approved template on WhatsApp, with SMS as the fallback when WhatsApp cannot deliver
 * it. A number that did not (or replied STOP) gets SMS when the shopper has no email, since mail
 * cannot reach them (BUSINESS.md section 9: every order message reaches every shopper), and mail
 * only otherwise. Each (order, kind) is queued once; a kind that can happen more than once per
 * order (a second failed attempt) passes the step it is about.
 */
import type { DbOrTx } from '#server/db/client';
import { findShopper } from '../accounts/shoppers';
import { queueMessage } from '../mail/outbox';
import { whatsAppConsentOf } from './consents';
import { type OrderMessageKind, orderTemplate, templateText } from './templates';

/** What a message needs to know about its order; orders pass their row. */
export interface OrderFacts {
  id: number;
  orderId: string;
  userId: number;
  mobile: string;
}

/** The channel an order message went by besides mail; null when mail alone carries it. */
export type PhoneChannel = 'whatsapp' | 'sms';

/** Which channel the order's messages take besides mail: WhatsApp with consent, SMS without an inbox. */
export async function phoneChannelOf(
  db: DbOrTx,
  order: Pick<OrderFacts, 'userId' | 'mobile'>,
): Promise<PhoneChannel | null> {
  if (!order.mobile) return null;
  if ((await whatsAppConsentOf(db, order.mobile)).optedIn) return 'whatsapp';
  const shopper = await findShopper(db, order.userId);
  return shopper.email ? null : 'sms';
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

/**
 * Queues the order's message on WhatsApp (opted-in number) or SMS (a shopper without email);
 * returns the channel it went by, or null when mail alone carries it (or it was queued before).
 */
export async function sendOrderMessage<K extends OrderMessageKind>(
  db: DbOrTx,
  kind: K,
  order: OrderFacts,
  extra: OrderMessageParams[K],
  options: { step?: string } = {},
): Promise<PhoneChannel | null> {
  const channel = await phoneChannelOf(db, order);
  if (!channel) return null;
  const template = orderTemplate(kind);
  const params = paramsOf(kind, order.orderId, extra);
  const queued = await queueMessage(db, {
    channel,
    to: order.mobile,
    template,
    params,
    text: templateText(template, params),
    messageKey: `order:${order.id}:${kind}${options.step ? `:${options.step}` : ''}`,
    orderId: order.id,
    ...(channel === 'whatsapp'
      ? {
          fallbackChannel: 'sms' as const,
          // Checked again just before sending: a STOP after queuing stops it (decisions/038).
          // An SMS to a shopper without mail is the order's only message and needs no consent.
          purpose: 'whatsapp_orders' as const,
        }
      : {}),
  });
  return queued ? channel : null;
}
