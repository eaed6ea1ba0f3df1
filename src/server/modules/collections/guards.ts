/**
 * Two refusals that need more than the request: a slug taken by a save racing this one (the
 * unique index decides), and a collection an offer still applies to (BUSINESS.md section 12).
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { COLLECTION_MESSAGES } from '#shared/collections';
import { uniqueViolation } from '../accounts/users';
import { offersOverCollection } from '../offers/collection-offers';
import type { CollectionRow } from './members';

export async function slugTakenOnRace<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'collections_slug_unique')
      throw new AppError('conflict', COLLECTION_MESSAGES.slugTaken(slug));
    throw error;
  }
}

/** An offer that is on and not over still covers the collection: it cannot go. */
export async function refuseWhenOffered(db: DbOrTx, row: CollectionRow, now: Date): Promise<void> {
  const names = await offersOverCollection(db, row.id, now);
  if (names.length > 0) throw new AppError('conflict', COLLECTION_MESSAGES.usedByOffer(names));
}
