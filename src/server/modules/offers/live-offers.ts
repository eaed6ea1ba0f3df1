/**
 * The offers that may apply to a shopper's cart now: on, begun, not ended, and under the
 * shopper's limit of uses. Uses are counted under the shopper's row lock, which every checkout
 * takes first, so two checkouts of one shopper count one after the other and the limit holds
 * exactly (docs/decisions/040-offers.md), as coupon uses per shopper do (decision 012).
 */
import { and, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { offers, offerUses } from '#server/db/schema';
import type { Offer } from '#shared/offers';
import { collectionItemIds } from '../collections/members';
import { toOffer } from './offer-rows';

/** Every offer live now, for everyone (cards and product pages show their badges). */
export async function liveOffers(db: DbOrTx, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        lte(offers.startsAt, now),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    );
  return Promise.all(rows.map((row) => resolveCollection(db, toOffer(row))));
}

/**
 * An offer over a collection covers the collection's products now, handed to applyOffers as
 * chosen items (docs/decisions/040-offers.md); the other selectors pass as they are.
 */
async function resolveCollection(db: DbOrTx, offer: Offer): Promise<Offer> {
  if (offer.selector.kind !== 'collection') return offer;
  return {
    ...offer,
    selector: { kind: 'items', itemIds: await collectionItemIds(db, offer.selector.collectionId) },
  };
}

/**
 * The live offers this shopper may still use. `ownReservations`: the shopper's own unpaid orders,
 * let go before a new one is made, so their uses do not count.
 */
export async function offersForShopper(
  db: DbOrTx,
  input: { userId: number; now: Date; ownReservations?: number[] },
): Promise<Offer[]> {
  const live = await liveOffers(db, input.now);
  const limited = live.filter((offer) => offer.usesPerShopper !== null);
  if (limited.length === 0) return live;
  const own = input.ownReservations ?? [];
  const rows = await db
    .select({ offerId: offerUses.offerId, uses: sql<number>`count(*)::int` })
    .from(offerUses)
    .where(
      and(
        eq(offerUses.userId, input.userId),
        isNull(offerUses.releasedAt),
        inArray(
          offerUses.offerId,
          limited.map((offer) => offer.id),
        ),
        own.length > 0 ? notInArray(offerUses.orderId, own) : undefined,
      ),
    )
    .groupBy(offerUses.offerId);
  const used = new Map(rows.map((row) => [row.offerId, row.uses]));
  return live.filter(
    (offer) => offer.usesPerShopper === null || (used.get(offer.id) ?? 0) < offer.usesPerShopper,
  );
}
