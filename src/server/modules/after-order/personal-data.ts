/**
 * Returns: exported; on erasure they keep their figures (credit notes rest on them) but lose the
 * shopper's note and the UPI id or bank account of a transfer not yet made.
 */
import { eq } from 'drizzle-orm';
import { returns } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const afterOrderPersonalData: PersonalDataOwner = {
  module: 'after-order',
  tables: ['returns'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(returns).where(eq(returns.userId, subject.accountId));
    return {
      returns: rows.map((row) => ({
        returnId: row.returnId,
        status: row.status,
        resolution: row.resolution,
        reason: row.reason,
        note: row.note,
        refundPayout: row.refundPayout,
        askedAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx
      .update(returns)
      .set({ note: '', refundPayout: null })
      .where(eq(returns.userId, subject.accountId));
  },
};
