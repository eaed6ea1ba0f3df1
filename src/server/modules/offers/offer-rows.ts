/** An offer row as the pure function and the admin's list see it. */
import type { offers } from '#server/db/schema';
import { type Offer, type OfferJson, offerBadge } from '#shared/offers';

export type OfferRow = typeof offers.$inferSelect;

export const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  selector: row.selector,
  buyQuantity: row.buyQuantity,
  freeQuantity: row.freeQuantity,
  bundlePricePaise: row.bundlePricePaise,
  percentOff: row.percentOff,
  amountOffPaise: row.amountOffPaise,
  minSubtotalPaise: row.minSubtotalPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  active: row.active,
  onlineOnly: row.onlineOnly,
  stacksWithCoupons: row.stacksWithCoupons,
  usesPerShopper: row.usesPerShopper,
});

export function offerJson(row: OfferRow): OfferJson {
  const offer = toOffer(row);
  return {
    ...offer,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    badge: offerBadge(offer),
  };
}
