/**
 * Cart recovery's personal data (docs/decisions/038-personal-data.md): the shopper's sequences
 * (when a cart was left, what it held, the reminders and clicks). Exported with the shopper's
 * data; erasure deletes them, and their reminders, links and clicks go with them (cascade).
 */
import { eq, inArray } from 'drizzle-orm';
import { recoveryClicks, recoveryReminders, recoverySequences } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

export const recoveryPersonalData: PersonalDataOwner = {
  module: 'recovery',
  tables: ['recovery_sequences', 'recovery_reminders', 'recovery_links', 'recovery_clicks'],
  async exportPersonalData(db, subject) {
    const sequences = await db
      .select()
      .from(recoverySequences)
      .where(eq(recoverySequences.accountId, subject.accountId))
      .orderBy(recoverySequences.id);
    const ids = sequences.map((s) => s.id);
    const reminders =
      ids.length === 0
        ? []
        : await db.select().from(recoveryReminders).where(inArray(recoveryReminders.sequenceId, ids));
    const clicks =
      ids.length === 0
        ? []
        : await db.select().from(recoveryClicks).where(inArray(recoveryClicks.sequenceId, ids));
    return {
      cartReminders: sequences.map((s) => ({
        cartLeftAt: s.leftAt.toISOString(),
        items: s.lines,
        reminders: reminders
          .filter((r) => r.sequenceId === s.id)
          .map((r) => ({
            step: r.step,
            channel: r.channel,
            couponCode: r.couponCode,
            at: r.createdAt.toISOString(),
          })),
        clicks: clicks.filter((c) => c.sequenceId === s.id).map((c) => c.createdAt.toISOString()),
        endedAt: s.endedAt?.toISOString() ?? null,
        endReason: s.endReason,
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    await tx.delete(recoverySequences).where(eq(recoverySequences.accountId, subject.accountId));
  },
};
