/**
 * The shop's message templates for SMS and WhatsApp (docs/product.md section 21). Each provider
 * sends a pre-approved template (DLT-registered for SMS in India, Meta-approved for WhatsApp)
 * under its own id, looked up from configuration by these names; the text here is what the
 * approved template reads, filled in for the dev outbox and the logs.
 */

export const ORDER_MESSAGE_KINDS = [
  'placed',
  'cod_confirmation',
  'dispatched',
  'out_for_delivery',
  'delivered',
  'failed_attempt',
  'refund',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

export type TemplateName =
  | 'sign_in_code'
  | `order_${OrderMessageKind}`
  | 'notify_me_code'
  | 'notify_me_restock'
  | 'account_inactive_erasure'
  | 'breach_notice'
  | 'cart_reminder';

/** Each template's parameters, in the order the approved template numbers them. */
const TEXTS: Record<TemplateName, (p: string[]) => string> = {
  sign_in_code: ([code]) =>
    `${code} is your Oversized sign-in code. It is valid for 10 minutes. Do not share it with anyone.`,
  order_placed: ([orderId, amount]) =>
    `Thank you! Your Oversized order ${orderId} for ${amount} is placed. We will message you when it ships.`,
  // A COD order is placed, not confirmed, until the shopper confirms it (docs/product.md section 22).
  order_cod_confirmation: ([orderId, amount, confirmUrl]) =>
    `Your Oversized order ${orderId} is placed: ${amount} to pay on delivery. Please confirm it with one tap so we can send it: ${confirmUrl}`,
  order_dispatched: ([orderId, courier, trackingUrl]) =>
    `Your Oversized order ${orderId} is on its way with ${courier}. Track it: ${trackingUrl}`,
  order_out_for_delivery: ([orderId]) => `Your Oversized order ${orderId} is out for delivery today.`,
  order_delivered: ([orderId]) => `Your Oversized order ${orderId} has been delivered. Enjoy!`,
  order_failed_attempt: ([orderId, reason, reattemptUrl]) =>
    `The courier could not deliver your Oversized order ${orderId} (${reason}). Choose a day for another attempt: ${reattemptUrl}`,
  order_refund: ([orderId, amount]) =>
    `Your refund of ${amount} for Oversized order ${orderId} is on its way: 5 to 7 business days.`,
  notify_me_code: ([code]) =>
    `${code} is your Oversized code to hear when a sold-out size is back. It is valid for 10 minutes.`,
  notify_me_restock: ([productName, size, productUrl, unsubscribeUrl]) =>
    `Oversized: ${productName} is back in size ${size}. ${productUrl} Stop: ${unsubscribeUrl}`,
  // The 48-hour notice before an inactive account is erased (docs/decisions/038-personal-data.md).
  account_inactive_erasure: ([signInUrl]) =>
    `Oversized: your account has not been used for a long time and will be erased in 48 hours. Sign in to keep it: ${signInUrl}`,
  // A breach's notice to a shopper with no email (DPDP Rules 2025, rule 7(1)): the whole notice
  // is too long for an SMS, so it points to it in the shopper's account.
  breach_notice: ([reference, accountUrl]) =>
    `Oversized: personal data we hold about you was affected by a security breach (ref ${reference}). Read what happened and what you can do, in your account: ${accountUrl}`,
  // A marketing template (WhatsApp's "marketing" category), sent only with reminder consent.
  cart_reminder: ([items, restoreUrl, couponNote]) =>
    `Oversized: your cart still holds ${items}. Pick up where you left: ${restoreUrl}${couponNote ? ` ${couponNote}` : ''} Reply STOP to stop reminders.`,
};

export function templateText(template: string, params: string[]): string {
  const text = TEXTS[template as TemplateName];
  return text ? text(params) : `${template}: ${params.join(', ')}`;
}

export const orderTemplate = (kind: OrderMessageKind): TemplateName => `order_${kind}`;

/**
 * "name=id,name=id" from configuration: the provider's own id for each of the shop's template
 * names. A name left out is sent under its own name.
 */
export function parseTemplateIds(text: string | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name, id] = pair.split('=').map((s) => s.trim());
    if (name && id) ids[name] = id;
  }
  return ids;
}
