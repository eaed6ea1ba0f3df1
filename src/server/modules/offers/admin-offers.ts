/**
 * The back office's offers (BUSINESS.md section 12): create and edit (the whole offer each time),
 * the list, and the report per offer. A selector naming items the catalogue does not have, or a
 * collection the shop does not have, is refused in words before anything is written.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { offers, offerUses } from '#server/db/schema';
import { AppError } from '#server/errors';
import { OFFER_FORM_MESSAGES, type OfferInput, type OfferJson, type OfferReportRow } from '#shared/offers';
import { knownItemIds } from '../catalog/products-by-id';
import { findCollection } from '../collections/members';
import { offerJson } from './offer-rows';

async function checkSelector(db: DbOrTx, input: OfferInput): Promise<void> {
  if (input.selector.kind === 'collection') {
    if (!(await findCollection(db, input.selector.collectionId)))
      throw new AppError('invalid', OFFER_FORM_MESSAGES.unknownCollection, { code: 'validation' });
    return;
  }
  if (input.selector.kind !== 'items') return;
  const known = await knownItemIds(db, input.selector.itemIds);
  const unknown = input.selector.itemIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError('invalid', OFFER_FORM_MESSAGES.unknownItems(unknown), { code: 'validation' });
}

export async function listOffers(db: DbOrTx): Promise<OfferJson[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(offerJson);
}

export async function createOffer(db: DbOrTx, input: OfferInput, at: Date): Promise<OfferJson> {
  await checkSelector(db, input);
  const [row] = await db
    .insert(offers)
    .values({ ...input, createdAt: at, updatedAt: at })
    .returning();
  return offerJson(row!);
}

export async function updateOffer(
  db: DbOrTx,
  id: number,
  input: OfferInput,
  at: Date,
): Promise<{ before: OfferJson; after: OfferJson }> {
  const [before] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  if (!before) throw new AppError('not_found', OFFER_FORM_MESSAGES.notFound);
  await checkSelector(db, input);
  const [after] = await db
    .update(offers)
    .set({ ...input, updatedAt: at })
    .where(eq(offers.id, id))
    .returning();
  return { before: offerJson(before), after: offerJson(after!) };
}

/** Orders, pieces, revenue after the saving and the saving, per offer, from uses not given back. */
export async function offerReport(db: DbOrTx, limit?: number): Promise<OfferReportRow[]> {
  const query = db
    .select({
      offerId: offers.id,
      name: offers.name,
      orders: sql<number>`count(${offerUses.id})::int`,
      pieces: sql<number>`coalesce(sum(${offerUses.pieces}), 0)::int`,
      revenuePaise: sql<number>`coalesce(sum(${offerUses.revenuePaise}), 0)::int`,
      discountPaise: sql<number>`coalesce(sum(${offerUses.savingPaise}), 0)::int`,
    })
    .from(offers)
    .leftJoin(offerUses, and(eq(offerUses.offerId, offers.id), isNull(offerUses.releasedAt)))
    .groupBy(offers.id, offers.name)
    .orderBy(sql`coalesce(sum(${offerUses.revenuePaise}), 0) desc`, desc(offers.id));
  return limit ? query.limit(limit) : query;
}
