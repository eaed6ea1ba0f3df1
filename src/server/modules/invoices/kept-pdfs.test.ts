/**
 * An issued document is drawn once (docs/decisions/014-gst-invoices.md): the first download keeps
 * the PDF's bytes, and every later one, the shopper's or the admin's, serves those same bytes
 * without drawing. Downloads at the same moment, even from several instances, keep one drawing.
 * Run on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxDocumentPdfs } from '#server/db/schema';
import {
  adminCreditNotePath,
  adminInvoicePath,
  shopperCreditNotePath,
  shopperInvoicePath,
} from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { BENGALURU_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';
import { usingPostgres } from '#tests/support/test-db';
import { issueCreditNote } from './credit-notes';
import { invoiceOfPublicOrderId } from './invoice-reads';
import { keptInvoicePdf } from './kept-pdfs';

describe(`tax documents drawn once (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { name: 'Acid Wash Tee', price: 1000, stock: { M: 100 } });
  clock.set(new Date('2026-10-06T06:00:00Z'));

  async function dispatchedOrder() {
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, tee, 2);
    await setOrderAddress(db, orderId, BENGALURU_ADDRESS);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId, courier: 'DTDC', trackingId: `DTDC-${orderId}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { shopper, orderId };
  }
  const kept = (kind: 'invoice' | 'credit_note') =>
    db.select().from(taxDocumentPdfs).where(eq(taxDocumentPdfs.kind, kind));
  const asAdmin = (url: string) => app.inject({ method: 'GET', url, headers: headersFor(admin) });

  it('keeps the invoice at its first download and serves those bytes to everyone after', async () => {
    const { shopper, orderId } = await dispatchedOrder();
    const first = await asShopper(app, shopper).get(shopperInvoicePath(orderId));
    expect(first.statusCode).toBe(200);
    const [row] = await kept('invoice');
    expect(row!.bytes.equals(first.rawPayload)).toBe(true);

    const again = await asAdmin(adminInvoicePath(orderId));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    // Later downloads read the kept bytes, not a new drawing: what is kept is what is served.
    const marker = Buffer.from('%PDF-1.3\n% kept drawing\n');
    await db.update(taxDocumentPdfs).set({ bytes: marker }).where(eq(taxDocumentPdfs.number, row!.number));
    const served = await asShopper(app, shopper).get(shopperInvoicePath(orderId));
    expect(served.rawPayload.equals(marker)).toBe(true);
    expect(await kept('invoice')).toHaveLength(1);
  });

  it('keeps a credit note apart from its invoice, by its own number', async () => {
    const { shopper, orderId } = await dispatchedOrder();
    const order = await orderByPublicId(db, orderId);
    const note = await db.transaction((tx) =>
      issueCreditNote(tx, { orderId: order.id, reason: 'Return' }, clock()),
    );
    const first = await asShopper(app, shopper).get(shopperCreditNotePath(orderId, 1));
    expect(first.statusCode).toBe(200);
    const rows = await kept('credit_note');
    expect(rows.map((r) => r.number)).toEqual([note.number]);

    const marker = Buffer.from('%PDF-1.3\n% kept credit note\n');
    await db.update(taxDocumentPdfs).set({ bytes: marker }).where(eq(taxDocumentPdfs.number, note.number));
    const fromAdmin = await asAdmin(adminCreditNotePath(orderId, 1));
    expect(fromAdmin.rawPayload.equals(marker)).toBe(true);
  });

  it('keeps one drawing when downloads and instances ask at the same moment', async () => {
    const { shopper, orderId } = await dispatchedOrder();
    const invoice = (await invoiceOfPublicOrderId(db, orderId))!;
    // Each transaction stands for another instance: none sees the others' drawing under way.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => db.transaction((tx) => keptInvoicePdf(tx, invoice))),
      ...Array.from({ length: 4 }, async () => (await asAdmin(adminInvoicePath(orderId))).rawPayload),
      ...Array.from(
        { length: 4 },
        async () => (await asShopper(app, shopper).get(shopperInvoicePath(orderId))).rawPayload,
      ),
    ]);
    const rows = (await kept('invoice')).filter((r) => r.number === invoice.number);
    expect(rows).toHaveLength(1);
    for (const bytes of answers) expect(bytes.equals(rows[0]!.bytes)).toBe(true);
  });
});
