/**
 * Cart lines kept only while their purpose lasts (BUSINESS.md section 14; docs/decisions/038): a
 * line is there to be bought, so one added more than CART_LINE_DAYS ago, or one whose product was
 * archived more than a grace period ago (the cart shows it as no longer available meanwhile), is
 * deleted by the privacy module's daily retention job.
 */
import { inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems } from '#server/db/schema';
import { productIdsArchivedBefore } from '../catalog/archived-products';

export async function pruneStaleCartLines(
  db: DbOrTx,
  addedBefore: Date,
  archivedBefore: Date,
): Promise<number> {
  const gone = await db
    .delete(cartItems)
    .where(
      or(
        lt(cartItems.createdAt, addedBefore),
        inArray(cartItems.productId, productIdsArchivedBefore(db, archivedBefore)),
      ),
    )
    .returning({ id: cartItems.id });
  return gone.length;
}
