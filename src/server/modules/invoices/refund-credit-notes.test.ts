/**
 * Returns refunded end to end over HTTP and the GST documents they leave (docs/product.md,
 * "Invoices"; docs/decisions/014-gst-invoices.md): a credit note is for the money actually
 * refunded, split by the invoice's rates, and adds up to it to the paisa; a coupon's discount
 * decides the slab. Figures worked out in paise in the comments.
 */
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '#shared/invoices';
import { createTestApp } from '#tests/support/app';
import { orderByPublicId } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { PUNE_ADDRESS, saveInvoiceSettings } from '#tests/support/invoice-factories';
import { deliveredOrder, receivedReturnOf, refundedReturnOf } from '#tests/support/return-factories';
import { creditNoteAt } from './credit-note-reads';
import { issueCreditNote } from './credit-notes';
import { invoiceOfPublicOrderId, type StoredInvoice } from './invoice-reads';

const FIGURES = ['taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;
const figuresOf = (row: Record<(typeof FIGURES)[number], number>) => FIGURES.map((key) => row[key]);

describe('credit notes of refunded returns', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  clock.set(new Date('2026-11-03T06:00:00Z'));
  const hoodie = await createProduct(db, {
    name: 'Loop Hoodie',
    category: 'hoodies',
    price: 999,
    stock: { M: 50 },
  });
  const tee = await createProduct(db, { name: 'Box Tee', price: 2626, stock: { M: 50 } });

  /** The order's invoice and its credit notes, first issued first, as stored. */
  async function documentsOf(orderId: string) {
    const invoice = (await invoiceOfPublicOrderId(db, orderId)) as StoredInvoice;
    const notes = [];
    for (let position = 1; ; position++) {
      const note = await creditNoteAt(db, invoice, position);
      if (!note) break;
      notes.push(note);
    }
    return { invoice, notes };
  }

  it('credits ₹500 refunded on a ₹999 hoodie, not the whole piece (within the state, 5%)', async () => {
    const shopper = await createShopper(db);
    const parties = { shopper, admin };
    const { orderId, page } = await deliveredOrder(app, db, {
      ...parties,
      product: hoodie,
      quantity: 1,
      address: PUNE_ADDRESS,
    });
    await refundedReturnOf(app, parties, orderId, { quantity: 1, refundPaise: 50_000 });

    const { invoice, notes } = await documentsOf(orderId);
    // Invoiced: ₹999 at 5% (₹999 / 1.05 = ₹951.43 <= ₹2,500), Maharashtra to Maharashtra:
    // CGST = SGST = 99,900 x 2.5 / 105 = 2,378.57 -> 2,379; taxable 99,900 - 4,758 = 95,142.
    expect(figuresOf(invoice.lines[0]!)).toEqual([95_142, 2_379, 2_379, 0, 99_900]);
    // The note credits the 50,000 paise refunded at the invoice's 5%: each half 50,000 x 2.5 /
    // 105 = 1,190.48 -> 1,190; taxable 50,000 - 2,380 = 47,620. ₹476.20 + ₹11.90 + ₹11.90 = ₹500.00.
    expect(notes).toHaveLength(1);
    expect(figuresOf(notes[0]!)).toEqual([47_620, 1_190, 1_190, 0, 50_000]);
    expect(notes[0]!.lines.map((l) => [l.quantity, ...figuresOf(l)])).toEqual([
      [1, 47_620, 1_190, 1_190, 0, 50_000],
    ]);
    expect((await page()).creditNotes.map((n) => n.total)).toEqual([500]);
  });

  it('credits two ₹999 refunds of a pair of hoodies at exactly ₹999.00 each (within the state)', async () => {
    const shopper = await createShopper(db);
    const parties = { shopper, admin };
    const { orderId } = await deliveredOrder(app, db, {
      ...parties,
      product: hoodie,
      quantity: 2,
      address: PUNE_ADDRESS,
    });
    await refundedReturnOf(app, parties, orderId, { quantity: 1, refundPaise: 99_900 });
    await refundedReturnOf(app, parties, orderId, { quantity: 1, refundPaise: 99_900 });

    const { invoice, notes } = await documentsOf(orderId);
    // Invoiced: 1,99,800 at 5%: CGST = SGST = 1,99,800 x 2.5 / 105 = 4,757.14 -> 4,757; taxable
    // 1,99,800 - 9,514 = 1,90,286.
    expect(figuresOf(invoice.lines[0]!)).toEqual([190_286, 4_757, 4_757, 0, 199_800]);
    // First note: 99,900 split at 5%: CGST = SGST = 2,379, taxable 95,142 = 99,900.
    // Second note closes the line: the invoice less the first note: taxable 95,144, CGST = SGST =
    // 2,378 = 99,900. (Each figure prorated on its own gave ₹999.01 and then ₹998.99.)
    expect(notes.map(figuresOf)).toEqual([
      [95_142, 2_379, 2_379, 0, 99_900],
      [95_144, 2_378, 2_378, 0, 99_900],
    ]);
    for (const key of FIGURES) {
      expect(notes[0]![key] + notes[1]![key]).toBe(invoice.lines[0]![key]);
    }
  });

  it('two returns of one line refunded at the same moment still add up to the invoice line exactly', async () => {
    const shopper = await createShopper(db);
    const parties = { shopper, admin };
    const { orderId } = await deliveredOrder(app, db, {
      ...parties,
      product: hoodie,
      quantity: 2,
      address: PUNE_ADDRESS,
    });
    const first = await receivedReturnOf(app, parties, orderId, { quantity: 1 });
    const second = await receivedReturnOf(app, parties, orderId, { quantity: 1 });
    const answers = await Promise.all([first.refund(99_900), second.refund(99_900)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);

    // The invoice is locked while a note is worked out, so the second note sees the first and
    // closes the line: the same two notes as one after the other, in either order.
    const { invoice, notes } = await documentsOf(orderId);
    expect(notes.map(figuresOf)).toEqual([
      [95_142, 2_379, 2_379, 0, 99_900],
      [95_144, 2_378, 2_378, 0, 99_900],
    ]);
    for (const key of FIGURES) {
      expect(notes[0]![key] + notes[1]![key]).toBe(invoice.lines[0]![key]);
    }
  });

  it('taxes a ₹2,626 tee sold at ₹2,364 after a coupon at 5%, its delivery too, and credits it at 5%', async () => {
    const shopper = await createShopper(db);
    const parties = { shopper, admin };
    // A flat ₹262 coupon (another area's; its outcome is on the order): 2,62,600 - 26,200 =
    // 2,36,400 paid for the tee, plus ₹100 delivery.
    const { orderId } = await deliveredOrder(app, db, {
      ...parties,
      product: tee,
      quantity: 1,
      address: PUNE_ADDRESS,
      coupon: { couponCode: 'FLAT262', discountPaise: 26_200, amountPaise: 236_400 + 10_000 },
    });
    const { invoice } = await documentsOf(orderId);
    // The rate follows the transaction value: ₹2,364 / 1.05 = ₹2,251.43 <= ₹2,500: 5% (₹2,626
    // before the coupon would be 18%). CGST = SGST = 2,36,400 x 2.5 / 105 = 5,628.57 -> 5,629;
    // taxable 2,25,142. The delivery follows the highest goods rate after the coupon, 5%:
    // CGST = SGST = 10,000 x 2.5 / 105 = 238.10 -> 238; taxable 9,524.
    expect(invoice.lines.map((l) => [l.kind, l.ratePercent, ...figuresOf(l)])).toEqual([
      ['goods', 5, 225_142, 5_629, 5_629, 0, 236_400],
      ['delivery', 5, 9_524, 238, 238, 0, 10_000],
    ]);
    expect(figuresOf(invoice)).toEqual([234_666, 5_867, 5_867, 0, 246_400]);

    // Refunded in full (the price paid, 2,36,400): the note credits exactly the invoiced line.
    await refundedReturnOf(app, parties, orderId, { quantity: 1, refundPaise: 236_400 });
    const { notes } = await documentsOf(orderId);
    expect(notes.map(figuresOf)).toEqual([[225_142, 5_629, 5_629, 0, 236_400]]);
  });

  it('refuses to credit more than the invoice billed for the pieces, and changes nothing', async () => {
    const shopper = await createShopper(db);
    const { orderId } = await deliveredOrder(app, db, { shopper, admin, product: hoodie, quantity: 1 });
    const order = await orderByPublicId(db, orderId);
    const [item] = await db.query.orderItems.findMany({ where: (t, { eq }) => eq(t.orderId, order.id) });
    const credit = (amountPaise: number) =>
      db.transaction((tx) =>
        issueCreditNote(
          tx,
          {
            orderId: order.id,
            lines: [{ orderItemId: item!.id, quantity: 1 }],
            amountPaise,
            reason: 'Return',
          },
          clock(),
        ),
      );
    await expect(credit(99_901)).rejects.toThrow(INVOICE_MESSAGES.creditTooMuch('₹999'));
    expect((await documentsOf(orderId)).notes).toEqual([]);
    expect((await credit(99_900)).totalPaise).toBe(99_900);
  });
});
