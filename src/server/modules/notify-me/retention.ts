/**
 * Notify-me requests kept only while their purpose lasts (BUSINESS.md section 14; docs/decisions/
 * 038): a request is there to send one message. Once messaged or unsubscribed it is kept a short
 * while (to answer "was I told?" and so its unsubscribe link still answers), then deleted; a
 * pending request for a product archived for good can never be met and is deleted too. Called by
 * the privacy module's daily retention job.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { productIdsArchivedBefore } from '../catalog/archived-products';

export async function pruneFinishedNotifyMeRequests(
  db: DbOrTx,
  finishedBefore: Date,
  archivedBefore: Date,
): Promise<number> {
  const gone = await db
    .delete(notifyMeRequests)
    .where(
      or(
        and(eq(notifyMeRequests.status, 'messaged'), lt(notifyMeRequests.messagedAt, finishedBefore)),
        and(eq(notifyMeRequests.status, 'unsubscribed'), lt(notifyMeRequests.createdAt, finishedBefore)),
        and(
          eq(notifyMeRequests.status, 'pending'),
          inArray(notifyMeRequests.productId, productIdsArchivedBefore(db, archivedBefore)),
        ),
      ),
    )
    .returning({ id: notifyMeRequests.id });
  return gone.length;
}
