/**
 * Tax invoices and credit notes name the buyer, and the GST law keeps them for 72 months from the
 * due date of the year's annual return (section 36 of the CGST Act): an erasure exports and keeps
 * them; the retention job anonymises the buyer and drops the kept PDFs once the period is over.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNotes, invoices, taxDocumentPdfs } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';

/** The orders (orders.id) of an account that have a tax invoice, so are kept on erasure. */
export async function invoicedOrderIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(eq(invoices.userId, accountId));
  return rows.map((row) => row.orderId);
}

export const invoicesPersonalData: PersonalDataOwner = {
  module: 'invoices',
  tables: ['invoices', 'credit_notes', 'tax_document_pdfs'],
  async exportPersonalData(db, subject) {
    const rows = await db.select().from(invoices).where(eq(invoices.userId, subject.accountId));
    const notes = rows.length
      ? await db
          .select()
          .from(creditNotes)
          .where(
            inArray(
              creditNotes.invoiceId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return {
      invoices: rows.map((row) => ({
        number: row.number,
        order: row.orderPublicId,
        issuedAt: row.issuedAt.toISOString(),
        buyer: row.buyer,
        totalPaise: row.totalPaise,
      })),
      creditNotes: notes.map((note) => ({
        number: note.number,
        issuedAt: note.issuedAt.toISOString(),
        reason: note.reason,
      })),
    };
  },
  async erasePersonalData() {
    // Kept for the GST retention period; eraseAfterRetention anonymises them afterwards.
  },
  async eraseAfterRetention(tx, accountId) {
    const rows = await tx.select().from(invoices).where(eq(invoices.userId, accountId));
    if (rows.length === 0) return;
    const notes = await tx
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.invoiceId,
          rows.map((row) => row.id),
        ),
      );
    const numbers = [...rows.map((row) => row.number), ...notes.map((note) => note.number)];
    await tx.delete(taxDocumentPdfs).where(inArray(taxDocumentPdfs.number, numbers));
    await tx
      .update(invoices)
      .set({ buyer: { name: '', addressLines: [], mobile: '' } })
      .where(eq(invoices.userId, accountId));
  },
};
