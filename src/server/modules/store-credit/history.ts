/** The shopper's store credit page: the balance and every entry of the ledger, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { storeCreditEntries } from '#server/db/schema';
import type { StoreCreditJson } from '#shared/cod';
import { paiseToRupees } from '#shared/money';
import { findOrderById } from '../orders';
import { storeCreditBalance } from './ledger';

export async function storeCreditHistory(db: DbOrTx, userId: number): Promise<StoreCreditJson> {
  const rows = await db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.id))
    .limit(500);
  const publicIds = new Map<number, string>();
  for (const row of rows) {
    if (row.orderId === null || publicIds.has(row.orderId)) continue;
    const order = await findOrderById(db, row.orderId);
    if (order) publicIds.set(row.orderId, order.orderId);
  }
  return {
    balance: paiseToRupees(await storeCreditBalance(db, userId)),
    entries: rows.map((row) => ({
      kind: row.kind,
      amount: paiseToRupees(row.amountPaise),
      balanceAfter: paiseToRupees(row.balanceAfterPaise),
      note: row.note,
      orderId: row.orderId === null ? null : (publicIds.get(row.orderId) ?? null),
      expiresAt: row.kind === 'credit' ? (row.expiresAt?.toISOString() ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
