/**
 * The message's unsubscribe link: its token names one request, and every request of that
 * request's contact still waiting is cancelled, so no further back-in-stock message reaches it.
 * Asking again later starts a new request (docs/product.md section 19).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { AppError } from '#server/errors';
import { NOTIFY_ME_MESSAGES } from '#shared/notify-me';

/** Answers how many waiting requests were cancelled. */
export async function unsubscribe(db: DbOrTx, token: string): Promise<number> {
  const [request] = await db
    .select({ email: notifyMeRequests.email, mobile: notifyMeRequests.mobile })
    .from(notifyMeRequests)
    .where(eq(notifyMeRequests.unsubscribeToken, token));
  if (!request) throw new AppError('not_found', NOTIFY_ME_MESSAGES.badToken);
  const sameContact = request.email
    ? eq(notifyMeRequests.email, request.email)
    : eq(notifyMeRequests.mobile, request.mobile ?? '');
  const cancelled = await db
    .update(notifyMeRequests)
    .set({ status: 'unsubscribed' })
    .where(and(sameContact, eq(notifyMeRequests.status, 'pending')))
    .returning({ id: notifyMeRequests.id });
  return cancelled.length;
}
