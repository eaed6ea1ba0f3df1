/** The returns and return_lines tables: reading, locking and writing a return. */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { returnLines, returns } from '#server/db/schema';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '#shared/after-order';
import { newPublicOrderId } from '../orders/order-id';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type NewReturn = Omit<typeof returns.$inferInsert, 'id' | 'returnId'>;

/** Public return ids look like order ids with their own prefix, e.g. RET-7K2M9QX4TB. */
const newReturnId = () => newPublicOrderId().replace(/^ORD-/, 'RET-');

export async function insertReturn(
  tx: DbOrTx,
  values: NewReturn,
  lines: { orderItemId: number; quantity: number; exchangeSize: string | null }[],
): Promise<ReturnRow> {
  const [row] = await tx
    .insert(returns)
    .values({ ...values, returnId: newReturnId() })
    .returning();
  await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row!.id })));
  return row!;
}

export async function findReturn(db: DbOrTx, returnId: string, lock = false): Promise<ReturnRow | undefined> {
  const query = db.select().from(returns).where(eq(returns.returnId, returnId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateReturn(
  tx: DbOrTx,
  row: ReturnRow,
  set: Partial<Omit<ReturnRow, 'id' | 'returnId' | 'orderId' | 'userId'>> & { updatedAt: Date },
): Promise<ReturnRow> {
  const [updated] = await tx.update(returns).set(set).where(eq(returns.id, row.id)).returning();
  return updated!;
}

export function returnsOfOrder(db: DbOrTx, orderDbId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderDbId)).orderBy(asc(returns.id));
}

export function listReturns(
  db: DbOrTx,
  statuses: readonly ReturnStatus[],
  limit = 200,
): Promise<ReturnRow[]> {
  const where: SQL = inArray(returns.status, [...statuses]);
  return db
    .select()
    .from(returns)
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(limit);
}

export function linesOfReturns(db: DbOrTx, returnDbIds: number[]): Promise<ReturnLineRow[]> {
  if (returnDbIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, returnDbIds))
    .orderBy(asc(returnLines.id));
}

/** Where the order's returns stand for its badge: one still open, any settled, or none. */
export async function returnStateOf(db: DbOrTx, orderDbId: number): Promise<'requested' | 'returned' | null> {
  const rows = await db
    .select({ status: returns.status })
    .from(returns)
    .where(and(eq(returns.orderId, orderDbId)));
  if (rows.some((row) => OPEN_RETURN_STATUSES.includes(row.status))) return 'requested';
  if (rows.some((row) => row.status === 'refunded' || row.status === 'exchanged')) return 'returned';
  return null;
}
