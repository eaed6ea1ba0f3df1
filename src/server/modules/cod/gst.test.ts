/**
 * GST worked examples (docs/product.md sections 17 and 18): store credit is a means of payment, so
 * an order paid with it is invoiced exactly as one paid in cash; a return to origin's credit note
 * cancels the whole invoice, delivery included, at the invoice's own split, and the month's export
 * nets the returned order out. The shop is in Maharashtra; the parcels go to Bengaluru (Karnataka),
 * so every line is inter-state: IGST.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { gstMonth } from '#server/modules/invoices';
import { dispatchOrder } from '#server/modules/orders';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  orderByPublicId,
  placeCodOrderFor,
  putInCart,
} from '#tests/support/cart-factories';
import { asAdmin, giveStoreCredit } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('GST of store credit and returns to origin', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = asAdmin(app, await createAdmin(db));
  await saveInvoiceSettings(db);
  // ₹1,049 a piece: ₹999.05 taxable at 5% (1049 / 1.05 <= ₹2,500), ₹49.95 IGST; delivery ₹100:
  // ₹95.24 taxable at 5%, ₹4.76 IGST. Invoice ₹1,149.
  const product = await createProduct(db, { price: 1049, stock: { M: 10 } });
  const EXPECTED_LINES = [
    {
      kind: 'goods',
      ratePercent: 5,
      taxableValuePaise: 99_905,
      igstPaise: 4_995,
      cgstPaise: 0,
      sgstPaise: 0,
    },
    {
      kind: 'delivery',
      ratePercent: 5,
      taxableValuePaise: 9_524,
      igstPaise: 476,
      cgstPaise: 0,
      sgstPaise: 0,
    },
  ];
  const linesOf = async (orderId: string) => {
    const order = await orderByPublicId(db, orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    return { invoice: invoice!, lines: lines.sort((a, b) => a.position - b.position) };
  };
  const pick = (line: Record<string, unknown>) => ({
    kind: line.kind,
    ratePercent: line.ratePercent,
    taxableValuePaise: line.taxableValuePaise,
    igstPaise: line.igstPaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
  });

  it('invoices an order paid from store credit exactly as one paid in cash', async () => {
    const shopper = await createShopper(db);
    await giveStoreCredit(db, shopper.id, 2000_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    const credit = (await asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY)).json()
      .orderId;
    const cash = await placeCodOrderFor(app, db, await createShopper(db), product);
    for (const orderId of [credit, cash])
      await dispatchOrder(db, { orderId, trackingId: 'T', actor: 'admin:1', now: clock() });
    const byCredit = await linesOf(credit);
    const byCash = await linesOf(cash);
    expect(byCredit.invoice.totalPaise).toBe(1149_00);
    expect(byCredit.lines.map(pick)).toEqual(EXPECTED_LINES);
    expect(byCash.lines.map(pick)).toEqual(EXPECTED_LINES);
  });

  it("credits a returned order's whole invoice and nets it out of the month's export", async () => {
    const month = new Date(clock().getTime() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const before = await gstMonth(db, month);
    const orderId = await placeCodOrderFor(app, db, await createShopper(db), product);
    await dispatchOrder(db, { orderId, trackingId: 'T', actor: 'admin:1', now: clock() });
    const issued = await gstMonth(db, month);
    await admin('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    await admin('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    const { invoice } = await linesOf(orderId);
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(note!.totalPaise).toBe(1149_00);
    const credited = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note!.id));
    // The goods line and the delivery line, each credited at the invoice's own split.
    const amounts = (line: Record<string, unknown>) => ({
      taxableValuePaise: line.taxableValuePaise,
      igstPaise: line.igstPaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
    });
    const [goods, delivery] = EXPECTED_LINES.map(amounts);
    const split = credited.map(amounts);
    expect(split.sort((a, b) => Number(b.taxableValuePaise) - Number(a.taxableValuePaise))).toEqual([
      goods,
      delivery,
    ]);
    const after = await gstMonth(db, month);
    const karnataka = (m: typeof after) =>
      m.b2c.find((row) => row.placeOfSupply === 'Karnataka' && row.ratePercent === 5);
    // Dispatch added ₹1,094.29 taxable and ₹54.71 IGST to Karnataka at 5%; the credit note took them away.
    expect(karnataka(issued)!.taxableValuePaise - (karnataka(before)?.taxableValuePaise ?? 0)).toBe(109_429);
    expect(karnataka(issued)!.igstPaise - (karnataka(before)?.igstPaise ?? 0)).toBe(5_471);
    expect(karnataka(after)).toEqual(karnataka(before));
    const notes = after.documents.find((row) => row.nature === 'Credit Note');
    expect(notes!.count).toBe(1);
    expect(notes!.from).toBe(note!.number);
  });
});
