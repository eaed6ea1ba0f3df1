/**
 * Where notify-me meets the messaging module (docs/decisions/028-notify-me-and-wishlist.md): a
 * back-in-stock message for a mobile goes into the one outbox as an SMS (messaging's
 * `queueBackInStockSms`), in the notify-me sender's transaction, and the mail-sender job delivers
 * it like every other SMS. The row keeps the text it was sent and when it was queued.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { queueBackInStockSms } from '../messaging/back-in-stock';
import type { RestockMessageInput } from './restock-message';
import { restockText } from './restock-message';

export interface RestockText {
  requestId: number;
  mobile: string;
  message: RestockMessageInput;
}

/** Queues one request's SMS; called by the notify-me sender in the transaction that claims it. */
export async function handOffRestockText(tx: DbOrTx, text: RestockText, now: Date): Promise<void> {
  await queueBackInStockSms(tx, { requestId: text.requestId, mobile: text.mobile, ...text.message });
  await tx
    .update(notifyMeRequests)
    .set({ textBody: restockText(text.message), textSentAt: now })
    .where(eq(notifyMeRequests.id, text.requestId));
}
