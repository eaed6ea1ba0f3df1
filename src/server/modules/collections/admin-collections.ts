/**
 * The back office's collections (BUSINESS.md section 11): create, edit (the whole collection each
 * time), delete, list and preview. Every refusal is in words and comes before anything is
 * written: a slug already taken, a product the catalogue does not have, a photo the shop does not
 * have. A rule that matches nothing is saved and shown as empty.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { collectionItems, collections } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  type AdminCollectionJson,
  COLLECTION_MESSAGES,
  type CollectionInput,
  type CollectionPreview,
} from '#shared/collections';
import { parseImageFile } from '#shared/images';
import { knownItemIds } from '../catalog/products-by-id';
import { loadImage } from '../images/store-image';
import { adminCollectionJson } from './collection-json';
import { listMembers } from './list-members';
import { type CollectionRow, type MemberSource, sourceOf } from './members';

const invalid = (message: string) => new AppError('invalid', message, { code: 'validation' });

async function coverImageId(db: DbOrTx, cover: string | null): Promise<string | null> {
  if (cover === null) return null;
  const file = parseImageFile(cover.replace(/^\/images\//, ''));
  const found =
    file?.kind === 'original' && cover.startsWith('/images/') ? await loadImage(db, file.id) : undefined;
  if (!found) throw invalid(COLLECTION_MESSAGES.coverImage);
  return found.id;
}

/** The checks that read the database; the request schema has made every other. */
async function checked(db: DbOrTx, input: CollectionInput, id?: number) {
  const [taken] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.slug, input.slug), id === undefined ? undefined : ne(collections.id, id)));
  if (taken) throw new AppError('conflict', COLLECTION_MESSAGES.slugTaken(input.slug));
  const known = await knownItemIds(db, input.itemIds);
  const unknown = input.itemIds.filter((itemId) => !known.has(itemId));
  if (unknown.length > 0) throw invalid(COLLECTION_MESSAGES.unknownItems(unknown));
  const { itemIds: _itemIds, coverImage, ...fields } = input;
  return { ...fields, coverImageId: await coverImageId(db, coverImage) };
}

async function saveItems(db: DbOrTx, collectionId: number, itemIds: string[]): Promise<void> {
  await db.delete(collectionItems).where(eq(collectionItems.collectionId, collectionId));
  if (itemIds.length > 0)
    await db
      .insert(collectionItems)
      .values(itemIds.map((itemId, position) => ({ collectionId, itemId, position })));
}

async function withMembers(db: DbOrTx, row: CollectionRow): Promise<AdminCollectionJson> {
  const source = await sourceOf(db, row);
  const { total } = await previewCollection(db, source, 0);
  return adminCollectionJson(row, source.itemIds, total);
}

export async function listCollections(db: DbOrTx): Promise<AdminCollectionJson[]> {
  const rows = await db.select().from(collections).orderBy(asc(collections.name), asc(collections.id));
  return Promise.all(rows.map((row) => withMembers(db, row)));
}

export async function getCollection(db: DbOrTx, id: number): Promise<AdminCollectionJson> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  if (!row) throw new AppError('not_found', COLLECTION_MESSAGES.notFound);
  return withMembers(db, row);
}

export async function createCollection(db: DbOrTx, input: CollectionInput, at: Date) {
  const values = await checked(db, input);
  const [row] = await db
    .insert(collections)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  await saveItems(db, row!.id, input.itemIds);
  return withMembers(db, row!);
}

export async function updateCollection(db: DbOrTx, id: number, input: CollectionInput, at: Date) {
  const [before] = await db.select().from(collections).where(eq(collections.id, id)).for('update');
  if (!before) throw new AppError('not_found', COLLECTION_MESSAGES.notFound);
  const values = await checked(db, input, id);
  const [row] = await db
    .update(collections)
    .set({ ...values, updatedAt: at })
    .where(eq(collections.id, id))
    .returning();
  await saveItems(db, id, input.itemIds);
  return { before: await withMembers(db, before), after: await withMembers(db, row!) };
}

/** Locks the row and hands it to `check` (an offer still using it refuses) before deleting. */
export async function deleteCollection(
  db: DbOrTx,
  id: number,
  check: (row: CollectionRow) => Promise<void>,
): Promise<CollectionRow> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).for('update');
  if (!row) throw new AppError('not_found', COLLECTION_MESSAGES.notFound);
  await check(row);
  await db.delete(collections).where(eq(collections.id, id));
  return row;
}

/** The products a collection would show on the storefront now: how many, and the first `limit`. */
export async function previewCollection(
  db: DbOrTx,
  source: MemberSource,
  limit = 24,
): Promise<CollectionPreview> {
  const known = await knownItemIds(db, source.itemIds);
  const unknown = source.itemIds.filter((itemId) => !known.has(itemId));
  if (unknown.length > 0) throw invalid(COLLECTION_MESSAGES.unknownItems(unknown));
  return listMembers(db, source, limit);
}
