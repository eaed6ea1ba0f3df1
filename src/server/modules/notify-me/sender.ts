/**
 * Writes the messages of requests a restock made due (restock.ts): a mail through the outbox for
 * an email, an SMS through the same outbox for a mobile (sms-handoff.ts). Rows are claimed with
 * SKIP LOCKED and marked messaged in the same transaction as their message, so each request is
 * messaged once, however many instances run the job; the mail-sender job then delivers both.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { paths } from '#shared/paths';
import { productsById } from '../catalog/products-by-id';
import { queueMail } from '../mail/outbox';
import { restockMail } from './restock-message';
import { handOffRestockText } from './sms-handoff';

export async function sendDueRestockMessages(
  db: Db,
  options: { publicUrl: string; now: Date; limit?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifyMeRequests)
      .where(eq(notifyMeRequests.status, 'due'))
      .orderBy(asc(notifyMeRequests.id))
      .limit(options.limit ?? 50)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const products = await productsById(
      tx,
      due.map((request) => request.productId),
    );
    const messaged: number[] = [];
    const offSale: number[] = [];
    for (const request of due) {
      const product = products.get(request.productId);
      // Taken off sale since the restock: the request waits for the product's return.
      if (!product?.onSale) {
        offSale.push(request.id);
        continue;
      }
      const message = {
        productName: product.name,
        size: request.size,
        productUrl: options.publicUrl + paths.product(product.itemId),
        unsubscribeUrl: `${options.publicUrl}${paths.notifyMeUnsubscribe}?token=${request.unsubscribeToken}`,
      };
      if (request.email) await queueMail(tx, restockMail(request.email, message));
      else if (request.mobile)
        await handOffRestockText(tx, { requestId: request.id, mobile: request.mobile, message }, options.now);
      messaged.push(request.id);
    }
    if (messaged.length > 0)
      await tx
        .update(notifyMeRequests)
        .set({ status: 'messaged', messagedAt: options.now })
        .where(inArray(notifyMeRequests.id, messaged));
    if (offSale.length > 0)
      await tx
        .update(notifyMeRequests)
        .set({ status: 'pending', dueAt: null })
        .where(inArray(notifyMeRequests.id, offSale));
    return messaged.length;
  });
}
