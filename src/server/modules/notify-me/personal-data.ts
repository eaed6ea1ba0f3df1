/** Restock requests, by the account or by the contact they were made for: exported and deleted. */
import { eq, or, type SQL } from 'drizzle-orm';
import { notifyMeRequests } from '#server/db/schema';
import type { DataSubject, PersonalDataOwner } from '#server/personal-data';

function ofSubject(subject: DataSubject): SQL {
  const conditions = [eq(notifyMeRequests.userId, subject.accountId)];
  if (subject.email) conditions.push(eq(notifyMeRequests.email, subject.email.toLowerCase()));
  if (subject.mobile) conditions.push(eq(notifyMeRequests.mobile, subject.mobile));
  return or(...conditions)!;
}

export const notifyMePersonalData: PersonalDataOwner = {
  module: 'notify-me',
  tables: ['notify_me_requests'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(notifyMeRequests).where(ofSubject(subject));
    return {
      restockRequests: rows.map((row) => ({
        productId: row.productId,
        size: row.size,
        contact: row.email ?? row.mobile,
        status: row.status,
        askedAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(notifyMeRequests).where(ofSubject(subject));
  },
};
