/**
 * The invoice PDF read back as text: it carries every field of docs/product.md "Invoices", the
 * amount in words and the rupee sign, on one A4 page. The PDF is kept in tests/.artifacts for a
 * person to open.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopperInvoicePath } from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, placeCodOrderFor, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { BENGALURU_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';
import { readPdf } from '#tests/support/pdf-text';

const artifacts = path.resolve('tests/.artifacts/invoices');

describe('the invoice PDF', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);

  it('reads back with the GSTIN, numbers, place of supply, amount in words and ₹', async () => {
    const admin = await createAdmin(db);
    const shopper = await createShopper(db);
    const hoodie = await createProduct(db, {
      name: 'Heavy Hoodie',
      category: 'hoodies',
      price: 2999,
      stock: { L: 5 },
    });
    const tee = await createProduct(db, { name: 'Acid Wash Tee', price: 799, stock: { M: 5 } });
    await putInCart(db, shopper.id, hoodie, 'L', 1);
    const orderId = await placeCodOrderFor(app, db, shopper, tee);
    // A 10% coupon on ₹3,798 of goods: ₹379.80 off; paid 3,798 - 379.80 + 100 = ₹3,518.20.
    await setOrderAddress(db, orderId, BENGALURU_ADDRESS, {
      couponCode: 'TENOFF',
      discountPaise: 37_980,
      amountPaise: 351_820,
    });
    clock.set(new Date('2026-09-22T08:00:00Z'));
    const dispatched = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId, courier: 'DTDC', trackingId: 'DTDC-55' },
    });
    expect(dispatched.statusCode).toBe(200);

    const res = await asShopper(app, shopper).get(shopperInvoicePath(orderId));
    expect(res.statusCode).toBe(200);
    mkdirSync(artifacts, { recursive: true });
    const file = path.join(artifacts, 'invoice.pdf');
    writeFileSync(file, res.rawPayload);

    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({ width: 595.28, height: 841.89 });
    const { text } = pdf;
    for (const expected of [
      'Tax Invoice',
      'Oversized Apparel Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (code 27)',
      'Invoice number: OS/2627/000001',
      'Invoice date: 22 Sep 2026',
      `Order: ${orderId}`,
      'Place of supply: Karnataka (code 29)',
      'Ravi Kumar',
      'Bengaluru, Karnataka 560001',
      'Heavy Hoodie',
      'Acid Wash Tee',
      'Delivery charge',
      '6110',
      '6109',
      '2,287.37', // the hoodie's taxable value after its share of the coupon
      '411.73', // its IGST at 18%
      'IGST: ₹461.22', // 411.73 + 34.24 + 15.25
      'Invoice total: ₹3,518.20',
      'Amount in words: Rupees Three Thousand Five Hundred Eighteen and Twenty Paise Only',
      'Tax payable on reverse charge: No',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });
});
