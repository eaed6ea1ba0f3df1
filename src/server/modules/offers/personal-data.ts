/**
 * Offer uses name the account only by its id, which erasure leaves pointing at an anonymised
 * account; they stay, as they count an offer's uses per shopper (as coupon uses do).
 */
import { eq } from 'drizzle-orm';
import { offerUses } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const offersPersonalData: PersonalDataOwner = {
  module: 'offers',
  tables: ['offer_uses'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(offerUses).where(eq(offerUses.userId, subject.accountId));
    return {
      offerUses: rows.map((row) => ({
        offerId: row.offerId,
        orderId: row.orderId,
        pieces: row.pieces,
        savingPaise: row.savingPaise,
        at: row.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData() {
    // Kept: an id pointing at an erased account is no longer personal data.
  },
};
