/**
 * Store credit: the balance and its entries are exported. On erasure the entries keep their
 * amounts (they are the books behind refunds) but lose their notes; the account they point to is
 * anonymised by the accounts module.
 */
import { eq } from 'drizzle-orm';
import { storeCreditBalances, storeCreditEntries } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const storeCreditPersonalData: PersonalDataOwner = {
  module: 'store-credit',
  tables: ['store_credit_balances', 'store_credit_entries'],
  async exportPersonalData(db, subject) {
    const [balance] = await db
      .select()
      .from(storeCreditBalances)
      .where(eq(storeCreditBalances.userId, subject.accountId));
    const entries = await db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, subject.accountId));
    return {
      storeCredit: {
        balancePaise: balance?.balancePaise ?? 0,
        entries: entries.map((e) => ({
          kind: e.kind,
          amountPaise: e.amountPaise,
          note: e.note,
          at: e.createdAt.toISOString(),
        })),
      },
    };
  },
  async erasePersonalData(tx, subject) {
    await tx
      .update(storeCreditEntries)
      .set({ note: '' })
      .where(eq(storeCreditEntries.userId, subject.accountId));
  },
};
