/** Reviews and their photos: exported, and deleted on erasure (the photos' rows go with them). */
import { eq } from 'drizzle-orm';
import { reviews } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const reviewsPersonalData: PersonalDataOwner = {
  module: 'reviews',
  tables: ['reviews', 'review_photos'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(reviews).where(eq(reviews.userId, subject.accountId));
    return {
      reviews: rows.map((row) => ({
        itemId: row.itemId,
        stars: row.stars,
        fit: row.fit,
        size: row.size,
        text: row.body,
        photos: row.photoCount,
        status: row.status,
        writtenAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    // review_photos rows cascade with their review.
    await tx.delete(reviews).where(eq(reviews.userId, subject.accountId));
  },
};
