/**
 * The offers an order used (docs/decisions/040-offers.md): written with the order, inside its
 * transaction and under the shopper's lock; given back when the order ends unfulfilled
 * (cancelled, failed, expired), so the shopper may use the offer again; taken again by a late
 * payment only while the shopper's limit allows.
 */
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { offers, offerUses } from '#server/db/schema';

export interface OfferUse {
  offerId: number;
  pieces: number;
  revenuePaise: number;
  savingPaise: number;
}

export async function recordOfferUses(
  tx: DbOrTx,
  order: { id: number; userId: number },
  uses: OfferUse[],
  at: Date,
): Promise<void> {
  if (uses.length === 0) return;
  await tx
    .insert(offerUses)
    .values(uses.map((use) => ({ ...use, orderId: order.id, userId: order.userId, createdAt: at })));
}

/** Answers whether the order held any use. Idempotent: a use is given back once. */
export async function giveBackOfferUses(tx: DbOrTx, orderDbId: number, at: Date): Promise<boolean> {
  const released = await tx
    .update(offerUses)
    .set({ releasedAt: at })
    .where(and(eq(offerUses.orderId, orderDbId), isNull(offerUses.releasedAt)))
    .returning({ id: offerUses.id });
  return released.length > 0;
}

/**
 * A late payment's order takes its offer uses again, or none: 'refused' when a use would pass the
 * shopper's limit as it stands. The caller holds the shopper's lock.
 */
export async function retakeOfferUses(
  tx: DbOrTx,
  order: { id: number; userId: number },
): Promise<'taken again' | 'none' | 'refused'> {
  const given = await tx
    .select({ offerId: offerUses.offerId, limit: offers.usesPerShopper })
    .from(offerUses)
    .innerJoin(offers, eq(offers.id, offerUses.offerId))
    .where(and(eq(offerUses.orderId, order.id), isNotNull(offerUses.releasedAt)));
  if (given.length === 0) return 'none';
  for (const use of given) {
    if (use.limit === null) continue;
    const [row] = await tx
      .select({ uses: sql<number>`count(*)::int` })
      .from(offerUses)
      .where(
        and(
          eq(offerUses.offerId, use.offerId),
          eq(offerUses.userId, order.userId),
          isNull(offerUses.releasedAt),
          ne(offerUses.orderId, order.id),
        ),
      );
    if ((row?.uses ?? 0) >= use.limit) return 'refused';
  }
  await tx.update(offerUses).set({ releasedAt: null }).where(eq(offerUses.orderId, order.id));
  return 'taken again';
}
