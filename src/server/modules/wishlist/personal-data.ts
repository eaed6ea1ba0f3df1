/** The wishlist: exported, and deleted on erasure. */
import { eq } from 'drizzle-orm';
import { wishlistItems } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const wishlistPersonalData: PersonalDataOwner = {
  module: 'wishlist',
  tables: ['wishlist_items'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, subject.accountId));
    return {
      wishlist: rows.map((row) => ({ productId: row.productId, savedAt: row.createdAt.toISOString() })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, subject.accountId));
  },
};
