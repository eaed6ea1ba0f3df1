/**
 * Coupon uses name the account only by its id, which erasure leaves pointing at an anonymised
 * account; they stay, as they count a coupon's uses. Nothing else here is personal.
 */
import { eq } from 'drizzle-orm';
import { couponUses } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const couponsPersonalData: PersonalDataOwner = {
  module: 'coupons',
  tables: ['coupon_uses'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(couponUses).where(eq(couponUses.userId, subject.accountId));
    return {
      couponUses: rows.map((row) => ({
        couponId: row.couponId,
        orderId: row.orderId,
        at: row.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData() {
    // Kept: an id pointing at an erased account is no longer personal data.
  },
};
