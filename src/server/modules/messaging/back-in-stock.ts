/**
 * The back-in-stock SMS for a notify-me request left with a mobile number (docs/product.md
 * section 19, docs/decisions/028-notify-me-and-wishlist.md). Notify-me's sender calls it in the
 * transaction that marks the request messaged; it goes by SMS only (the visitor gave a number for
 * this one message, not WhatsApp consent), under the DLT template `notify_me_restock`. Its key
 * `notify-me:<request id>` makes the outbox hold at most one such SMS per request.
 */
import type { DbOrTx } from '#server/db/client';
import { queueMessage } from '../mail/outbox';
import { templateText } from './templates';

export interface BackInStockSms {
  requestId: number;
  mobile: string;
  productName: string;
  size: string;
  productUrl: string;
  unsubscribeUrl: string;
}

export const BACK_IN_STOCK_TEMPLATE = 'notify_me_restock';

export const backInStockParams = (sms: Omit<BackInStockSms, 'requestId' | 'mobile'>) => [
  sms.productName,
  sms.size,
  sms.productUrl,
  sms.unsubscribeUrl,
];

/** The SMS as the shopper reads it: the approved template, filled in. */
export const backInStockText = (sms: Omit<BackInStockSms, 'requestId' | 'mobile'>) =>
  templateText(BACK_IN_STOCK_TEMPLATE, backInStockParams(sms));

/** Queues the SMS; false when this request's SMS was already queued. */
export function queueBackInStockSms(db: DbOrTx, sms: BackInStockSms): Promise<boolean> {
  return queueMessage(db, {
    channel: 'sms',
    to: sms.mobile,
    template: BACK_IN_STOCK_TEMPLATE,
    params: backInStockParams(sms),
    text: backInStockText(sms),
    messageKey: `notify-me:${sms.requestId}`,
  });
}
