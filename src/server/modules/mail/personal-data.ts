/**
 * The outbox: every message sent to the shopper (mail, SMS, WhatsApp) is exported; on erasure the
 * messages to their address, number or account are deleted, after the erasure's own confirmation
 * is queued (it goes to the address the shopper had).
 */
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { outbox } from '#server/db/schema';
import type { DataSubject, PersonalDataOwner } from '#server/personal-data';

function ofSubject(subject: DataSubject): SQL {
  const contacts = [subject.email, subject.mobile].filter((c): c is string => !!c);
  return or(
    eq(outbox.accountId, subject.accountId),
    contacts.length ? inArray(outbox.toAddress, contacts) : undefined,
  )!;
}

export const mailPersonalData: PersonalDataOwner = {
  module: 'mail',
  tables: ['outbox'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(outbox).where(ofSubject(subject)).orderBy(outbox.id);
    return {
      messages: rows.map((row) => ({
        channel: row.channel,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        status: row.status,
        queuedAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(outbox).where(ofSubject(subject));
  },
};
