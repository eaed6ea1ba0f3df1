/**
 * DELETE /api/admins/delete-product archives rather than deletes (docs/architecture.md section 5): the product
 * leaves the catalogue and every cart, while past orders keep their lines and stay readable.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { AppError } from '#server/errors';
import { ADMIN_MESSAGES } from '#shared/admin';
import { removeProductFromCarts } from '../cart/remove-items';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { recordAdminEvent } from './audit';

export async function archiveProduct(
  db: Db,
  { adminId, itemId, now }: { adminId: number; itemId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [archived] = await tx
      .update(products)
      .set({ archivedAt: now, updatedAt: now })
      .where(and(eq(products.itemId, itemId), isNull(products.archivedAt)))
      .returning({ id: products.id, name: products.name });
    if (!archived) throw new AppError('not_found', ADMIN_MESSAGES.productNotFound);
    const cartLinesRemoved = await removeProductFromCarts(tx, archived.id);
    await recordAdminEvent(tx, adminId, 'product.archived', {
      itemId,
      name: archived.name,
      cartLinesRemoved,
    });
  });
  invalidateCatalog();
}
