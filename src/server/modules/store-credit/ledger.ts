/**
 * The store-credit ledger (docs/product.md section 22; docs/decisions/025-cash-on-delivery-and-store-credit.md).
 * The balance row changes only through guarded statements, like stock: a spend subtracts only
 * `WHERE balance_paise >= amount`, so however many checkouts spend at once the balance never goes
 * below zero (a CHECK backs it). Each credit remembers what is left of it; spends use the credit
 * that expires first, so an expiry takes only what was never spent. Lock order: the balance row,
 * then the credit entries.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { storeCreditBalances, storeCreditEntries } from '#server/db/schema';
import { AppError } from '#server/errors';
import { STORE_CREDIT_MESSAGES } from '#shared/cod';
import { readSettings } from '../settings';

const DAY_MS = 86_400_000;

export interface CreditGrant {
  userId: number;
  amountPaise: number;
  note: string;
  orderDbId?: number;
  at: Date;
}

/** The shopper's balance in paise (0 without a ledger). */
export async function storeCreditBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: storeCreditBalances.balancePaise })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId));
  return row?.balance ?? 0;
}

export interface GrantedCredit {
  /** The shopper's balance after the credit, in paise. */
  balancePaise: number;
  /** When this credit lapses: the shop's `storeCreditDays` after it was granted. */
  expiresAt: Date;
}

/** Adds credit to the balance and the ledger, expiring after the shop's setting. */
export async function grantStoreCredit(tx: DbOrTx, grant: CreditGrant): Promise<GrantedCredit> {
  const { storeCreditDays } = await readSettings(tx, 'cod');
  const expiresAt = new Date(grant.at.getTime() + storeCreditDays * DAY_MS);
  if (grant.amountPaise <= 0) return { balancePaise: await storeCreditBalance(tx, grant.userId), expiresAt };
  const [row] = await tx
    .insert(storeCreditBalances)
    .values({ userId: grant.userId, balancePaise: grant.amountPaise, updatedAt: grant.at })
    .onConflictDoUpdate({
      target: storeCreditBalances.userId,
      set: {
        balancePaise: sql`${storeCreditBalances.balancePaise} + ${grant.amountPaise}`,
        updatedAt: grant.at,
      },
    })
    .returning({ balance: storeCreditBalances.balancePaise });
  await tx.insert(storeCreditEntries).values({
    userId: grant.userId,
    kind: 'credit',
    amountPaise: grant.amountPaise,
    balanceAfterPaise: row!.balance,
    orderId: grant.orderDbId ?? null,
    note: grant.note,
    expiresAt,
    remainingPaise: grant.amountPaise,
    createdAt: grant.at,
  });
  return { balancePaise: row!.balance, expiresAt };
}

/** Uses up `amountPaise` of the credits left, the one expiring first first. */
async function consumeCredits(tx: DbOrTx, userId: number, amountPaise: number): Promise<void> {
  const credits = await tx
    .select({ id: storeCreditEntries.id, remaining: storeCreditEntries.remainingPaise })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.userId, userId), gt(storeCreditEntries.remainingPaise, 0)))
    .orderBy(asc(storeCreditEntries.expiresAt), asc(storeCreditEntries.id))
    .for('update');
  let left = amountPaise;
  for (const credit of credits) {
    if (left === 0) break;
    const take = Math.min(left, credit.remaining ?? 0);
    await tx
      .update(storeCreditEntries)
      .set({ remainingPaise: sql`${storeCreditEntries.remainingPaise} - ${take}` })
      .where(eq(storeCreditEntries.id, credit.id));
    left -= take;
  }
}

/**
 * Spends credit for an order: one guarded UPDATE decides, so a spend that the balance does not
 * cover changes nothing and throws 409 `store_credit_short`. Answers the new balance.
 */
export async function spendStoreCredit(
  tx: DbOrTx,
  spend: {
    userId: number;
    amountPaise: number;
    orderTotalPaise: number;
    orderDbId: number;
    note: string;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx
    .update(storeCreditBalances)
    .set({
      balancePaise: sql`${storeCreditBalances.balancePaise} - ${spend.amountPaise}`,
      updatedAt: spend.at,
    })
    .where(
      and(
        eq(storeCreditBalances.userId, spend.userId),
        sql`${storeCreditBalances.balancePaise} >= ${spend.amountPaise}`,
      ),
    )
    .returning({ balance: storeCreditBalances.balancePaise });
  if (!row) {
    const balance = await storeCreditBalance(tx, spend.userId);
    throw new AppError('conflict', STORE_CREDIT_MESSAGES.notEnough(balance, spend.orderTotalPaise), {
      code: 'store_credit_short',
    });
  }
  await consumeCredits(tx, spend.userId, spend.amountPaise);
  await tx.insert(storeCreditEntries).values({
    userId: spend.userId,
    kind: 'debit',
    amountPaise: spend.amountPaise,
    balanceAfterPaise: row.balance,
    orderId: spend.orderDbId,
    note: spend.note,
    createdAt: spend.at,
  });
  return row.balance;
}

/** Spends credit towards an order, named in the ledger as paid towards it. */
export function spendTowardsOrder(
  tx: DbOrTx,
  order: { id: number; orderId: string; userId: number; amountPaise: number },
  amountPaise: number,
  at: Date,
): Promise<number> {
  return spendStoreCredit(tx, {
    userId: order.userId,
    amountPaise,
    orderTotalPaise: order.amountPaise,
    orderDbId: order.id,
    note: `Paid towards order ${order.orderId}`,
    at,
  });
}
