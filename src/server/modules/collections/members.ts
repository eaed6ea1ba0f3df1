/**
 * A collection's products: hand-picked ones in the admin's order, or a rule's resolved in SQL by
 * the catalogue (catalog/collection-members.ts). Callers cache the answers they build from them
 * with the catalogue's version (DESIGN.md section 15), which every collection change bumps.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { collectionItems, collections } from '#server/db/schema';
import type { CollectionRule } from '#shared/collections/public';
import { type AmongItems, itemIdsByRule } from '../catalog/collection-members';

export type CollectionRow = typeof collections.$inferSelect;

/** What decides the members: the kind, the rule, and the hand-picked item ids. */
export interface MemberSource {
  kind: 'hand_picked' | 'rule';
  rule: CollectionRule | null;
  itemIds: string[];
}

export async function handPickedItemIds(db: DbOrTx, collectionId: number): Promise<string[]> {
  const rows = await db
    .select({ itemId: collectionItems.itemId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position));
  return rows.map((row) => row.itemId);
}

/** The list condition of these members: hand-picked ones keep the admin's order. */
export async function amongOf(db: DbOrTx, source: MemberSource): Promise<AmongItems> {
  if (source.kind === 'rule' && source.rule) return { itemIds: await itemIdsByRule(db, source.rule) };
  return { itemIds: source.itemIds, inOrder: true };
}

export async function sourceOf(db: DbOrTx, row: CollectionRow): Promise<MemberSource> {
  return {
    kind: row.kind,
    rule: row.rule,
    itemIds: row.kind === 'hand_picked' ? await handPickedItemIds(db, row.id) : [],
  };
}

/**
 * The item ids a collection covers now, for offers (docs/decisions/040-offers.md): an unknown
 * collection covers nothing.
 */
export async function collectionItemIds(db: DbOrTx, collectionId: number): Promise<string[]> {
  const [row] = await db.select().from(collections).where(eq(collections.id, collectionId));
  if (!row) return [];
  return (await amongOf(db, await sourceOf(db, row))).itemIds;
}

/** Which of these collection ids exist. */
export async function findCollection(db: DbOrTx, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  return row;
}
