/**
 * The access log the DPDP Rules 2025 ask for (rule 6(1)(e)-(f); docs/decisions/038-personal-data.md):
 * the back office's sign-ins and sign-outs (with the address they came from) and its reads of
 * shoppers' data in bulk (the orders CSV, the GST export) are admin_events rows; they are kept one
 * year, long enough to look into a breach, then deleted by this daily job. The audit trail of
 * product, coupon and settings changes names no shopper and is not pruned.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { adminEvents } from '#server/db/schema';
import type { Job } from '#server/job';
import type { AdminEventType } from './audit';

export const ACCESS_EVENT_TYPES: AdminEventType[] = ['admin.login', 'admin.logout', 'personal_data.read'];
export const ACCESS_LOG_YEARS = 1;

/** Deletes access rows older than a year; returns how many went. */
export async function pruneAccessLog(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCESS_LOG_YEARS);
  const gone = await db
    .delete(adminEvents)
    .where(and(inArray(adminEvents.type, ACCESS_EVENT_TYPES), lt(adminEvents.createdAt, cutoff)))
    .returning({ id: adminEvents.id });
  return gone.length;
}

export const accessLogJob: Job = {
  name: 'access-log-retention',
  intervalMs: 24 * 60 * 60 * 1000,
  async run(deps) {
    await pruneAccessLog(deps.db, deps.clock());
  },
};
