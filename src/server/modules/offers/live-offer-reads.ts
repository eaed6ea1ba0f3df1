/**
 * GET /api/offers for the storefront: every page render reads it (page-data.ts), so it is served
 * from the catalogue's short cache like the pages it decorates (catalog-cache.ts); saving an offer
 * invalidates the cache, and an offer that begins or ends shows within the cache's two seconds.
 */
import type { Db } from '#server/db/client';
import type { MaybePromise } from '#server/lib/maybe-promise';
import { offerBadge } from '#shared/offers';
import type { LiveOfferJson } from '#shared/offers/live-offers';
import { type CachedBody, cachedJson } from '../catalog/catalog-cache';
import { liveOffers } from './live-offers';

/** The minute is in the key so a clock moved by more (a test's, or an operator's) reads afresh. */
export function readLiveOffers(db: Db, now: Date): MaybePromise<CachedBody> {
  const minute = Math.floor(now.getTime() / 60_000);
  return cachedJson(
    db,
    `offers:${minute}`,
    async (): Promise<LiveOfferJson[]> =>
      (await liveOffers(db, now)).map((offer) => ({
        id: offer.id,
        name: offer.name,
        badge: offerBadge(offer),
        selector: offer.selector,
        onlineOnly: offer.onlineOnly,
      })),
  ) as MaybePromise<CachedBody>;
}
