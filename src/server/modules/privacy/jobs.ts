/**
 * The privacy module's hourly job (docs/decisions/038-personal-data.md): erasures that waited for
 * an open order are done once every order has closed, tax records kept past an erasure are
 * erased once the GST retention period has passed, and inactive accounts are told, then erased
 * 48 hours later (inactive-accounts.ts). Each row is claimed with SKIP LOCKED, so two
 * instances never act on the same one.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { erasureRequests, taxRecordHolds } from '#server/db/schema';
import type { Job } from '#server/job';
import { hasOpenOrders } from '../orders/personal-data';
import { eraseNoticedAccounts, noticeInactiveAccounts } from './inactive-accounts';
import { PERSONAL_DATA_OWNERS } from './owners';
import { eraseAccount } from './rights';

const BATCH = 20;

export async function finishWaitingErasures(db: Db, now: Date): Promise<number> {
  let done = 0;
  const waiting = await db
    .select({ id: erasureRequests.id, accountId: erasureRequests.accountId })
    .from(erasureRequests)
    .where(eq(erasureRequests.state, 'waiting'))
    .limit(BATCH);
  for (const request of waiting) {
    const erased = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select()
        .from(erasureRequests)
        .where(and(eq(erasureRequests.id, request.id), eq(erasureRequests.state, 'waiting')))
        .for('update', { skipLocked: true });
      if (!claimed || (await hasOpenOrders(tx, claimed.accountId))) return false;
      await eraseAccount(tx, claimed.accountId, now, claimed.reason);
      return true;
    });
    if (erased) done += 1;
  }
  return done;
}

export async function eraseExpiredTaxRecords(db: Db, now: Date): Promise<number> {
  const due = await db.select().from(taxRecordHolds).where(lte(taxRecordHolds.eraseAfter, now)).limit(BATCH);
  let done = 0;
  for (const hold of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select()
        .from(taxRecordHolds)
        .where(eq(taxRecordHolds.accountId, hold.accountId))
        .for('update', { skipLocked: true });
      if (!claimed) return;
      for (const owner of PERSONAL_DATA_OWNERS) await owner.eraseAfterRetention?.(tx, claimed.accountId);
      await tx.delete(taxRecordHolds).where(eq(taxRecordHolds.accountId, claimed.accountId));
      done += 1;
    });
  }
  return done;
}

export const privacyRetentionJob: Job = {
  name: 'privacy-retention',
  intervalMs: 60 * 60 * 1000,
  async run(deps) {
    const now = deps.clock();
    await finishWaitingErasures(deps.db, now);
    await eraseExpiredTaxRecords(deps.db, now);
    // Erase first, so an account told 48 hours ago goes before this run tells the next ones.
    await eraseNoticedAccounts(deps, now);
    await noticeInactiveAccounts(deps, now);
  },
};
