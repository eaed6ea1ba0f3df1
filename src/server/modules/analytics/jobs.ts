/**
 * Analytics' jobs (BUSINESS.md section 16): every five minutes the daily figures of today and
 * yesterday are made again from the raw events (and of any day of the last 30 with events but no
 * figures, after a stop); hourly, raw events and visits older than 30 days are deleted, and the
 * visitor salts older than yesterday, so no hash can be made again. Daily figures stay.
 */
import { and, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Job } from '#server/job';
import { rollupDay } from './rollup';
import { analyticsDaily, analyticsEvents, analyticsSalts, analyticsVisits } from './schema';
import { forgetSalts, shopDay } from './visitor';

export const RAW_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

const dayBefore = (now: Date, days: number) => shopDay(new Date(now.getTime() - days * DAY_MS));

/** Remakes the figures of today, yesterday and any recent day that has none; answers the days. */
export async function rollupRecent(db: Db, now: Date): Promise<string[]> {
  const recent = [dayBefore(now, 1), shopDay(now)];
  const made = await db.select({ day: analyticsDaily.day }).from(analyticsDaily);
  const missing = await db
    .selectDistinct({ day: analyticsVisits.day })
    .from(analyticsVisits)
    .where(
      and(
        gte(analyticsVisits.day, dayBefore(now, RAW_RETENTION_DAYS)),
        made.length > 0
          ? notInArray(
              analyticsVisits.day,
              made.map((row) => row.day),
            )
          : sql`true`,
      ),
    );
  const days = [...new Set([...missing.map((row) => row.day), ...recent])].sort();
  for (const day of days) await db.transaction((tx) => rollupDay(tx, day, now));
  return days;
}

/** Deletes what is kept only 30 days; answers how many raw events went. */
export async function purgeOldAnalytics(db: Db, now: Date): Promise<number> {
  const oldest = dayBefore(now, RAW_RETENTION_DAYS);
  const events = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.day, oldest))
    .returning({ id: analyticsEvents.id });
  await db.delete(analyticsVisits).where(lt(analyticsVisits.day, oldest));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, dayBefore(now, 1)));
  forgetSalts();
  return events.length;
}

export const analyticsJobs: Job[] = [
  {
    name: 'analytics-rollup',
    intervalMs: 5 * 60_000,
    async run(deps) {
      await rollupRecent(deps.db, deps.clock());
    },
  },
  {
    name: 'analytics-retention',
    intervalMs: 60 * 60_000,
    async run(deps) {
      await purgeOldAnalytics(deps.db, deps.clock());
    },
  },
];
