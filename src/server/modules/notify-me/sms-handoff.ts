/**
 * The boundary with the messaging module (docs/decisions/028-notify-me-and-wishlist.md): a
 * back-in-stock message for a mobile is written here as text and waits until the messaging
 * module sends it by SMS. It reads the waiting texts with `unsentRestockTexts` and reports each
 * one sent with `markRestockTextSent`; nothing else of notify-me needs to change.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';

export interface RestockText {
  requestId: number;
  mobile: string;
  body: string;
}

/** Records the text of one request's message; called by the notify-me sender in its transaction. */
export async function handOffRestockText(tx: DbOrTx, text: RestockText): Promise<void> {
  await tx
    .update(notifyMeRequests)
    .set({ textBody: text.body })
    .where(eq(notifyMeRequests.id, text.requestId));
}

/** Texts written and not yet sent, oldest first. */
export async function unsentRestockTexts(db: DbOrTx, limit = 50): Promise<RestockText[]> {
  const rows = await db
    .select({
      requestId: notifyMeRequests.id,
      mobile: notifyMeRequests.mobile,
      body: notifyMeRequests.textBody,
    })
    .from(notifyMeRequests)
    .where(and(isNotNull(notifyMeRequests.textBody), isNull(notifyMeRequests.textSentAt)))
    .orderBy(asc(notifyMeRequests.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.mobile && row.body ? [{ ...row, mobile: row.mobile, body: row.body }] : [],
  );
}

export async function markRestockTextSent(db: DbOrTx, requestId: number, at: Date): Promise<void> {
  await db
    .update(notifyMeRequests)
    .set({ textSentAt: at })
    .where(and(eq(notifyMeRequests.id, requestId), isNull(notifyMeRequests.textSentAt)));
}
