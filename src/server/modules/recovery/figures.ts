/**
 * The dashboard's recovery figures per day in India (BUSINESS.md section 13). Rows of the period
 * are read once and counted by day here, the same on both database engines.
 */
import { and, gte, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recoveryClicks, recoveryReminders, recoverySequences } from '#server/db/schema';
import type { RecoveryDay } from '#shared/recovery';

const DAY = 24 * 60 * 60_000;
const IST_OFFSET_MS = 330 * 60_000;
const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export async function recoveryFigures(db: DbOrTx, now: Date, days: number): Promise<RecoveryDay[]> {
  const today = istDay(now);
  const from = new Date(new Date(`${today}T00:00:00Z`).getTime() - IST_OFFSET_MS - (days - 1) * DAY);
  const byDay = new Map<string, RecoveryDay>();
  for (let i = days - 1; i >= 0; i--) {
    const day = istDay(new Date(now.getTime() - i * DAY));
    byDay.set(day, {
      day,
      cartsLeft: 0,
      reminders: { whatsapp: 0, sms: 0, email: 0 },
      clicks: 0,
      ordersRecovered: 0,
      revenueRecoveredPaise: 0,
    });
  }
  const at = (date: Date) => byDay.get(istDay(date));
  const [sequences, reminders, clicks, recovered] = await Promise.all([
    db
      .select({ at: recoverySequences.createdAt })
      .from(recoverySequences)
      .where(gte(recoverySequences.createdAt, from)),
    db
      .select({ at: recoveryReminders.createdAt, channel: recoveryReminders.channel })
      .from(recoveryReminders)
      .where(gte(recoveryReminders.createdAt, from)),
    db
      .select({ at: recoveryClicks.createdAt })
      .from(recoveryClicks)
      .where(gte(recoveryClicks.createdAt, from)),
    db
      .select({ at: recoverySequences.recoveredAt, paise: recoverySequences.recoveredPaise })
      .from(recoverySequences)
      .where(and(isNotNull(recoverySequences.recoveredAt), gte(recoverySequences.recoveredAt, from))),
  ]);
  for (const row of sequences) {
    const day = at(row.at);
    if (day) day.cartsLeft += 1;
  }
  for (const row of reminders) {
    const day = at(row.at);
    const channel = row.channel as keyof RecoveryDay['reminders'];
    if (day && channel in day.reminders) day.reminders[channel] += 1;
  }
  for (const row of clicks) {
    const day = at(row.at);
    if (day) day.clicks += 1;
  }
  for (const row of recovered) {
    const day = at(row.at!);
    if (!day) continue;
    day.ordersRecovered += 1;
    day.revenueRecoveredPaise += row.paise ?? 0;
  }
  return [...byDay.values()];
}
