/**
 * Issued invoices and credit notes as downloads (docs/decisions/014-gst-invoices.md): a document
 * never changes once issued, so its PDF is drawn at its first download, kept in
 * tax_document_pdfs, and every later download serves the same bytes without drawing again
 * (drawing costs about a tenth of a second of CPU).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { taxDocumentPdfs } from '#server/db/schema';
import { creditNotePdf } from './credit-note-pdf';
import type { StoredCreditNote } from './credit-note-reads';
import { invoicePdf } from './invoice-pdf';
import type { StoredInvoice } from './invoice-reads';

type Kind = (typeof taxDocumentPdfs.$inferSelect)['kind'];

async function keptBytes(db: DbOrTx, kind: Kind, number: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: taxDocumentPdfs.bytes })
    .from(taxDocumentPdfs)
    .where(and(eq(taxDocumentPdfs.kind, kind), eq(taxDocumentPdfs.number, number)));
  return row?.bytes;
}

/** Drawings under way in this process, per database: downloads at the same moment share one. */
const drawing = new WeakMap<object, Map<string, Promise<Buffer>>>();

async function keptPdf(db: DbOrTx, kind: Kind, number: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const kept = await keptBytes(db, kind, number);
  if (kept) return kept;
  const underway = drawing.get(db) ?? new Map<string, Promise<Buffer>>();
  drawing.set(db, underway);
  const key = `${kind} ${number}`;
  const pending =
    underway.get(key) ??
    (async () => {
      try {
        const bytes = await draw();
        await db.insert(taxDocumentPdfs).values({ kind, number, bytes }).onConflictDoNothing();
        // Another instance may have kept its drawing first: every download serves the kept one.
        return (await keptBytes(db, kind, number)) ?? bytes;
      } finally {
        underway.delete(key);
      }
    })();
  underway.set(key, pending);
  return pending;
}

export function keptInvoicePdf(db: DbOrTx, invoice: StoredInvoice): Promise<Buffer> {
  return keptPdf(db, 'invoice', invoice.number, () => invoicePdf(invoice));
}

export function keptCreditNotePdf(db: DbOrTx, note: StoredCreditNote): Promise<Buffer> {
  return keptPdf(db, 'credit_note', note.number, () => creditNotePdf(note));
}
