/**
 * The privacy module's own personal data: the consent ledger, age confirmation, withdrawal links,
 * grievances and breach notices. Erasure deletes them; the erasure request itself stays, naming
 * only an account id that no longer names anyone (proof that the erasure was done).
 */
import { eq, inArray, or } from 'drizzle-orm';
import {
  ageConfirmations,
  breachNotices,
  consentLedger,
  grievances,
  retentionNotices,
  withdrawalLinks,
} from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';
import { ledgerRowsOf } from './ledger';

export const privacyPersonalData: PersonalDataOwner = {
  module: 'privacy',
  tables: [
    'consent_ledger',
    'age_confirmations',
    'withdrawal_links',
    'grievances',
    'breach_notices',
    'retention_notices',
    'erasure_requests',
    'tax_record_holds',
  ],
  async exportPersonalData(db, subject) {
    const contacts = [subject.email, subject.mobile].filter((c): c is string => !!c);
    const [age] = await db
      .select()
      .from(ageConfirmations)
      .where(eq(ageConfirmations.accountId, subject.accountId));
    const complaints = await db.select().from(grievances).where(eq(grievances.accountId, subject.accountId));
    const breachesTold = await db
      .select()
      .from(breachNotices)
      .where(eq(breachNotices.accountId, subject.accountId));
    return {
      consents: await ledgerRowsOf(db, subject.accountId, contacts),
      confirmedAdultAt: age?.confirmedAt.toISOString() ?? null,
      grievances: complaints.map((g) => ({
        message: g.message,
        status: g.status,
        reply: g.reply,
        at: g.createdAt.toISOString(),
      })),
      breachesAffectingYou: breachesTold.map((b) => ({
        reference: `B-${b.breachId}`,
        noticeSentAt: b.sentAt?.toISOString() ?? null,
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    const contacts = [subject.email, subject.mobile].filter((c): c is string => !!c);
    await tx
      .delete(consentLedger)
      .where(
        or(
          eq(consentLedger.accountId, subject.accountId),
          contacts.length ? inArray(consentLedger.contact, contacts) : undefined,
        ),
      );
    await tx.delete(ageConfirmations).where(eq(ageConfirmations.accountId, subject.accountId));
    await tx.delete(withdrawalLinks).where(eq(withdrawalLinks.accountId, subject.accountId));
    await tx.delete(grievances).where(eq(grievances.accountId, subject.accountId));
    await tx.delete(breachNotices).where(eq(breachNotices.accountId, subject.accountId));
    await tx.delete(retentionNotices).where(eq(retentionNotices.accountId, subject.accountId));
  },
};
