/** Saved addresses: exported as saved, deleted on erasure (orders keep their own copy). */
import { eq } from 'drizzle-orm';
import { savedAddresses } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const addressBookPersonalData: PersonalDataOwner = {
  module: 'address-book',
  tables: ['saved_addresses'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, subject.accountId));
    return { addresses: rows.map((row) => ({ ...row.address, isDefault: row.isDefault })) };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(savedAddresses).where(eq(savedAddresses.userId, subject.accountId));
  },
};
