/** WhatsApp consent per number: exported, and deleted for the account's numbers on erasure. */
import { inArray } from 'drizzle-orm';
import { whatsappConsents } from '#server/db/schema';
import type { DataSubject, PersonalDataOwner } from '#server/personal-data';
import { mobilesOfShopperOrders } from '../orders';

async function numbersOf(db: Parameters<PersonalDataOwner['exportPersonalData']>[0], subject: DataSubject) {
  const numbers = await mobilesOfShopperOrders(db, subject.accountId);
  return [...new Set([subject.mobile, ...numbers].filter((m): m is string => !!m))];
}

export const messagingPersonalData: PersonalDataOwner = {
  module: 'messaging',
  tables: ['whatsapp_consents'],
  async exportPersonalData(db, subject) {
    const numbers = await numbersOf(db, subject);
    const rows = numbers.length
      ? await db.select().from(whatsappConsents).where(inArray(whatsappConsents.mobile, numbers))
      : [];
    return {
      whatsapp: rows.map((row) => ({
        mobile: row.mobile,
        optedInAt: row.optedInAt?.toISOString() ?? null,
        optedOutAt: row.optedOutAt?.toISOString() ?? null,
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    const numbers = await numbersOf(tx, subject);
    if (numbers.length) await tx.delete(whatsappConsents).where(inArray(whatsappConsents.mobile, numbers));
  },
};
