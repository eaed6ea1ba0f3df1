/** A collection row as the storefront and the back office see it. */
import type { AdminCollectionJson, CollectionJson } from '#shared/collections';
import { imageUrl } from '#shared/images';
import type { CollectionRow } from './members';

export function publicCollectionJson(row: CollectionRow): CollectionJson {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    coverImage: row.coverImageId ? imageUrl(row.coverImageId) : null,
  };
}

export function adminCollectionJson(
  row: CollectionRow,
  itemIds: string[],
  memberCount: number,
): AdminCollectionJson {
  return {
    ...publicCollectionJson(row),
    id: row.id,
    kind: row.kind,
    featured: row.featured,
    itemIds,
    rule: row.rule,
    memberCount,
  };
}
