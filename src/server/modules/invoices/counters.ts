/**
 * The next document number of a series in a financial year (docs/decisions/014-gst-invoices.md).
 * The counter row is locked with SELECT ... FOR UPDATE until the issuing transaction ends, so two
 * dispatches on any number of instances take numbers one after the other, and a transaction that
 * rolls back gives its number back: no gap, no repeat. A database sequence would skip on rollback.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { documentCounters } from '#server/db/schema';
import type { DocumentSeries } from '#shared/gst/numbering';

export async function takeNextNumber(
  tx: DbOrTx,
  series: DocumentSeries,
  financialYear: number,
): Promise<number> {
  await tx.insert(documentCounters).values({ series, financialYear, lastNumber: 0 }).onConflictDoNothing();
  const where = and(eq(documentCounters.series, series), eq(documentCounters.financialYear, financialYear));
  const [row] = await tx
    .select({ lastNumber: documentCounters.lastNumber })
    .from(documentCounters)
    .where(where)
    .for('update');
  const next = row!.lastNumber + 1;
  await tx
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(where);
  return next;
}
