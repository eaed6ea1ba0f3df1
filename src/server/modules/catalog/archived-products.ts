/**
 * Products archived before a time, as a subquery other modules' deletes can use: a cart line or a
 * notify-me request for a product withdrawn for good has lost its purpose
 * (docs/decisions/038-personal-data.md, retention).
 */
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';

export function productIdsArchivedBefore(db: DbOrTx, before: Date) {
  return db.select({ id: products.id }).from(products).where(lt(products.archivedAt, before));
}
