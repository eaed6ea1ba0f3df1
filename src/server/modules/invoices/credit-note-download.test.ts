/**
 * A credit note as its recipient and the back office get it (docs/product.md, "Invoices"): a
 * return refunded after delivery lists the note on the order's page, and its PDF, read back as
 * text, carries the note's and the invoice's numbers and the credited figures to the paisa.
 * Only the order's shopper and an administrator can download it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCreditNotePath, INVOICE_MESSAGES, shopperCreditNotePath } from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { readPdf } from '#tests/support/pdf-text';
import { orderWithRefundedReturn } from '#tests/support/return-factories';

const artifacts = path.resolve('tests/.artifacts/invoices');

describe('credit note downloads', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const asAdmin = (method: 'GET', url: string) => app.inject({ method, url, headers: headersFor(admin) });

  /** Two ₹1,000 tees to Bengaluru, delivered; one returned and refunded by bank transfer. */
  async function refundedReturn() {
    clock.set(new Date('2026-10-06T06:00:00Z'));
    const shopper = await createShopper(db);
    const product = await createProduct(db, { name: 'Acid Wash Tee', price: 1000, stock: { M: 5 } });
    const placed = await orderWithRefundedReturn(app, db, {
      shopper,
      admin,
      product,
      quantity: 2,
      refundPaise: 100_000,
    });
    return { shopper, ...placed };
  }

  it("is listed on the order's page and reads back with the credited figures", async () => {
    const { shopper, orderId, returnId, page } = await refundedReturn();
    const detail = await page();
    expect(detail.creditNotes).toEqual([
      {
        position: 1,
        number: expect.stringMatching(/^OS\/2627\/C\d{5}$/),
        issuedAt: '2026-10-06T06:00:00.000Z',
        total: 1000,
      },
    ]);
    const { number } = detail.creditNotes[0]!;

    const res = await asShopper(app, shopper).get(shopperCreditNotePath(orderId, 1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`credit-note-${number.replaceAll('/', '-')}.pdf`);
    mkdirSync(artifacts, { recursive: true });
    const file = path.join(artifacts, 'credit-note.pdf');
    writeFileSync(file, res.rawPayload);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    const { text } = pdf;

    // The invoice billed 2 tees at ₹1,000 (5%, Maharashtra to Karnataka: IGST): taxable
    // 2,000 x 100/105 = ₹1,904.76, IGST ₹95.24. One tee of two is half of each figure, to
    // the paisa: taxable ₹952.38, IGST ₹47.62, ₹1,000.00 in all; delivery stays invoiced.
    for (const expected of [
      'Credit Note',
      `Credit note number: ${number}`,
      'Credit note date: 06 Oct 2026',
      'Against invoice: OS/2627/',
      ' of 06 Oct 2026',
      `Order: ${orderId}`,
      'Place of supply: Karnataka (code 29)',
      `Reason: Return ${returnId} of order`,
      'GSTIN: 27AAPFU0939F1ZV',
      'Ravi Kumar',
      'Acid Wash Tee',
      'Taxable value: ₹952.38',
      'IGST: ₹47.62',
      'Credit note total: ₹1,000.00',
      'Amount in words: Rupees One Thousand Only',
      'Tax payable on reverse charge: No',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Delivery charge');
    expect(text).not.toContain('CGST:');
    expect(text).toMatch(/Acid Wash Tee\s+M\s+6109\s+1\s+952\.38\s+5%\s+47\.62\s+1,000\.00/);

    // The back office lists it beside the order and gets the same document.
    const listed = await asAdmin('GET', `/api/admins/orders/search?q=${orderId}`);
    expect(listed.json().creditNotes).toEqual({ [orderId]: detail.creditNotes });
    const fromAdmin = await asAdmin('GET', adminCreditNotePath(orderId, 1));
    expect(fromAdmin.statusCode).toBe(200);
    expect(fromAdmin.headers['content-type']).toBe('application/pdf');
    expect(fromAdmin.rawPayload.length).toBeGreaterThan(1000);
  });

  it("is the order's shopper's and the admin's only, and a missing one is a clear 404", async () => {
    const { shopper, orderId } = await refundedReturn();
    const stranger = await createShopper(db);
    const other = await asShopper(app, stranger).get(shopperCreditNotePath(orderId, 1));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorMessage: 'Order not found.' });

    const visitor = await app.inject({ method: 'GET', url: shopperCreditNotePath(orderId, 1) });
    expect(visitor.statusCode).toBe(401);
    const shopperAsAdmin = await asShopper(app, shopper).get(adminCreditNotePath(orderId, 1));
    expect(shopperAsAdmin.statusCode).toBe(403);

    for (const res of [
      await asShopper(app, shopper).get(shopperCreditNotePath(orderId, 2)),
      await asAdmin('GET', adminCreditNotePath(orderId, 2)),
      await asAdmin('GET', adminCreditNotePath('ORD-NOPE', 1)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorMessage: INVOICE_MESSAGES.noSuchCreditNote });
    }
    const malformed = await asShopper(app, shopper).get(`/api/users/orders/${orderId}/credit-notes/first`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorMessage: INVOICE_MESSAGES.noSuchCreditNote });
  });
});
