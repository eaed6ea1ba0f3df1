/**
 * Moves each live sequence on (BUSINESS.md section 13): it stops at an order, an emptied cart or
 * an opt-out; otherwise a reminder that is due is queued in the outbox, or, in quiet hours
 * (21:00-09:00 IST), waits until 09:00. Each sequence is claimed with SKIP LOCKED in its own
 * transaction, so two job runs never queue the same reminder, and the reminder is written in the
 * same transaction as the step it moves.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { recoveryReminders, recoverySequences } from '#server/db/schema';
import type { SettingsValue } from '#shared/settings/index';
import { cartLastChange } from '../cart/idle-carts';
import { ordersPlacedSince } from '../orders';
import { singleUseCoupon } from './coupon';
import { newRestoreLink, type SequenceRow } from './links';
import { nextSendableTime } from './quiet-hours';
import { reachOf } from './reach';
import { queueReminder } from './reminder-message';
import type { RECOVERY_END_REASONS } from './schema';

const HOUR = 60 * 60_000;
const BATCH = 50;
type EndReason = (typeof RECOVERY_END_REASONS)[number];
type Settings = SettingsValue<'recovery'>;

/** Why the sequence must stop now, if it must: an order since the cart was left, or an empty cart. */
export async function stopReason(db: DbOrTx, sequence: SequenceRow): Promise<EndReason | null> {
  if ((await ordersPlacedSince(db, sequence.accountId, sequence.leftAt)).length > 0) return 'order';
  if ((await cartLastChange(db, sequence.accountId)) === null) return 'emptied';
  return null;
}

export function endSequence(db: DbOrTx, id: number, reason: EndReason, now: Date) {
  return db
    .update(recoverySequences)
    .set({ endedAt: now, endReason: reason, nextDueAt: null })
    .where(and(eq(recoverySequences.id, id), isNull(recoverySequences.endedAt)));
}

const delays = (s: Settings) => [s.firstHours, s.secondHours, s.thirdHours];

async function step(tx: DbOrTx, sequence: SequenceRow, now: Date, settings: Settings, publicUrl: string) {
  if (sequence.expiresAt <= now) return endSequence(tx, sequence.id, 'completed', now);
  const stop = await stopReason(tx, sequence);
  if (stop) return endSequence(tx, sequence.id, stop, now);
  if (!sequence.nextDueAt || sequence.nextDueAt > now) return;
  const reach = await reachOf(tx, sequence.accountId, settings);
  if (typeof reach === 'string') return endSequence(tx, sequence.id, reach, now);
  const sendable = nextSendableTime(now);
  if (sendable > now) {
    await tx
      .update(recoverySequences)
      .set({ nextDueAt: sendable })
      .where(eq(recoverySequences.id, sequence.id));
    return;
  }
  const index = sequence.remindersQueued;
  const last = index === delays(settings).length - 1;
  const couponCode =
    last && settings.couponInLast ? await singleUseCoupon(tx, settings.couponPercent, now) : null;
  const restoreUrl = await newRestoreLink(tx, sequence.id, publicUrl);
  await queueReminder(tx, {
    accountId: sequence.accountId,
    sequenceId: sequence.id,
    step: index + 1,
    reach,
    lines: sequence.lines,
    restoreUrl,
    stopUrl: `${restoreUrl}/stop`,
    couponCode,
    couponPercent: settings.couponPercent,
    fallbackToSms: settings.sms,
  });
  await tx.insert(recoveryReminders).values({
    sequenceId: sequence.id,
    step: index + 1,
    channel: reach.channel,
    couponCode,
    createdAt: now,
  });
  const next = delays(settings)[index + 1];
  await tx
    .update(recoverySequences)
    .set({
      remindersQueued: index + 1,
      nextDueAt: next === undefined ? null : new Date(sequence.leftAt.getTime() + next * HOUR),
    })
    .where(eq(recoverySequences.id, sequence.id));
}

/** Claims the live sequences that are due or have run their course, and moves each on. */
export async function runSequences(db: Db, now: Date, settings: Settings, publicUrl: string): Promise<void> {
  const live = await db
    .select({ id: recoverySequences.id })
    .from(recoverySequences)
    .where(
      and(
        isNull(recoverySequences.endedAt),
        or(lte(recoverySequences.nextDueAt, now), lte(recoverySequences.expiresAt, now)),
      ),
    )
    .limit(BATCH);
  for (const { id } of live) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select()
        .from(recoverySequences)
        .where(and(eq(recoverySequences.id, id), isNull(recoverySequences.endedAt)))
        .for('update', { skipLocked: true });
      if (claimed) await step(tx, claimed, now, settings, publicUrl);
    });
  }
}
