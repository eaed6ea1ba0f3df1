/**
 * Credit that reached its expiry unspent leaves the balance (docs/product.md section 22), by a
 * background job safe across instances: each shopper's balance row is claimed with
 * FOR UPDATE SKIP LOCKED (the ledger's lock order: balance, then entries), so two instances
 * never expire the same credit twice, and a checkout spending meanwhile simply goes first.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { storeCreditBalances, storeCreditEntries } from '#server/db/schema';

async function expireFor(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const [claimed] = await tx
    .select({ balance: storeCreditBalances.balancePaise })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId))
    .for('update', { skipLocked: true });
  if (!claimed) return 0;
  const due = await tx
    .select()
    .from(storeCreditEntries)
    .where(
      and(
        eq(storeCreditEntries.userId, userId),
        gt(storeCreditEntries.remainingPaise, 0),
        lte(storeCreditEntries.expiresAt, now),
      ),
    )
    .for('update');
  let balance = claimed.balance;
  for (const credit of due) {
    const amount = credit.remainingPaise ?? 0;
    // The balance is the sum of what is left of the credits, so it always covers this.
    const [row] = await tx
      .update(storeCreditBalances)
      .set({ balancePaise: sql`${storeCreditBalances.balancePaise} - ${amount}`, updatedAt: now })
      .where(
        and(eq(storeCreditBalances.userId, userId), sql`${storeCreditBalances.balancePaise} >= ${amount}`),
      )
      .returning({ balance: storeCreditBalances.balancePaise });
    if (!row) continue;
    balance = row.balance;
    await tx
      .update(storeCreditEntries)
      .set({ remainingPaise: 0 })
      .where(eq(storeCreditEntries.id, credit.id));
    await tx.insert(storeCreditEntries).values({
      userId,
      kind: 'expiry',
      amountPaise: amount,
      balanceAfterPaise: balance,
      note: 'Store credit expired',
      createdAt: now,
    });
  }
  return due.length;
}

/** Expires every credit due at `now`; answers how many. */
export async function expireStoreCredit(db: Db, now: Date, limit = 100): Promise<number> {
  const users = await db
    .selectDistinct({ userId: storeCreditEntries.userId })
    .from(storeCreditEntries)
    .where(and(gt(storeCreditEntries.remainingPaise, 0), lte(storeCreditEntries.expiresAt, now)))
    .limit(limit);
  let expired = 0;
  for (const { userId } of users) expired += await db.transaction((tx) => expireFor(tx, userId, now));
  return expired;
}
