/**
 * A credit note for a piece sold in a combo (BUSINESS.md section 12; docs/decisions/040-offers.md):
 * the piece was invoiced after its share of the offer's saving, at the rate that value falls in,
 * so its return credits exactly that line, and the month's GSTR-1 export nets it off the sale.
 *
 * Worked out in paise. "Any 2 premium tees for ₹3,999" on a ₹2,999 Pima Tee and a ₹2,799 Slub Tee
 * (5,79,800), cash on delivery to Pune (Maharashtra to Maharashtra: CGST and SGST):
 *   saving 5,79,800 - 3,99,900 = 1,79,900, shared in proportion to price:
 *     1,79,900 x 2,99,900 / 5,79,800 = 93,052.79 and x 2,79,900 / 5,79,800 = 86,847.21; rounded
 *     down 93,052 + 86,847 = 1,79,899, the paisa left to the larger remainder: 93,053 and 86,847.
 *   Pima Tee sold for 2,99,900 - 93,053 = 2,06,847; Slub Tee for 2,79,900 - 86,847 = 1,93,053.
 *   Each is below ₹2,625 (₹2,500 before tax), so 5%, where its list price alone would be 18%:
 *     Pima: CGST = SGST = 2,06,847 x 2.5 / 105 = 4,924.93 -> 4,925; taxable 2,06,847 - 9,850 = 1,96,997.
 *     Slub: 1,93,053 x 2.5 / 105 = 4,596.50 -> 4,597 (half up); taxable 1,93,053 - 9,194 = 1,83,859.
 *   Delivery ₹100 at 5%: CGST = SGST = 238.10 -> 238; taxable 9,524. Invoice: taxable 3,90,380,
 *     CGST = SGST 9,760, total 4,09,900 (₹3,999 + ₹100).
 *   The Pima Tee returned and refunded what it was sold for, 2,06,847: the note credits its line,
 *     taxable 1,96,997, CGST 4,925, SGST 4,925.
 *   GSTR-1, November 2026, table 7 (Maharashtra, 5%): 3,90,380 - 1,96,997 = 1,93,383 taxable,
 *     9,760 - 4,925 = 4,835 each of CGST and SGST. Table 12 has the same figures under the tees'
 *     HSN 6109 (the delivery goes with the goods it carries, adding value but no pieces): 2 - 1 =
 *     1 piece.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDetailJson } from '#shared/after-order';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { PUNE_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';
import { createOfferVia } from '#tests/support/offer-factories';
import { refundedReturnOf } from '#tests/support/return-factories';
import { zipEntries } from '#tests/support/zip-entries';
import { creditNoteAt } from './credit-note-reads';
import { invoiceOfPublicOrderId, type StoredInvoice } from './invoice-reads';

const FIGURES = ['taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;
const figuresOf = (row: Record<(typeof FIGURES)[number], number>) => FIGURES.map((key) => row[key]);

describe('a credit note for a piece sold in a combo', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  clock.set(new Date('2026-11-03T06:00:00Z'));
  const pima = await createProduct(db, { name: 'Pima Tee', price: 2999, stock: { M: 5 } });
  const slub = await createProduct(db, { name: 'Slub Tee', price: 2799, stock: { M: 5 } });
  await createOfferVia(app, admin, {
    name: 'Any 2 premium tees for ₹3,999',
    selector: { kind: 'items', itemIds: [pima.itemId, slub.itemId] },
    buyQuantity: 2,
    bundlePricePaise: 399_900,
    startsAt: '2026-11-01T00:00:00.000Z',
  });
  const asAdmin = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'PATCH', url, headers: headersFor(admin), payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };

  await putInCart(db, shopper.id, pima, 'M', 1);
  await putInCart(db, shopper.id, slub, 'M', 1);
  const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
  if (placed.statusCode !== 200) throw new Error(`place-cod-order: ${placed.statusCode} ${placed.body}`);
  const orderId = placed.json().orderId as string;
  await setOrderAddress(db, orderId, PUNE_ADDRESS);
  await asAdmin('/api/admins/dispatch', { orderId, courier: 'DTDC', trackingId: 'D-77' });
  await asAdmin('/api/admins/deliver', { orderIds: [orderId] });
  const page = async () =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  const invoice = (await invoiceOfPublicOrderId(db, orderId)) as StoredInvoice;
  // The next day the Pima Tee comes back and is refunded what it was sold for.
  clock.set(new Date('2026-11-04T06:00:00Z'));
  const pimaLine = (await page()).items.find((item) => item.name === 'Pima Tee')!;
  await refundedReturnOf(app, { shopper, admin }, orderId, {
    quantity: 1,
    lineId: pimaLine.lineId,
    refundPaise: 206_847,
  });

  it('invoices each tee after its share of the saving, at 5%, and the delivery at 5%', () => {
    expect(invoice.lines.map((l) => [l.description, l.ratePercent, ...figuresOf(l)])).toEqual([
      [expect.stringContaining('Pima Tee'), 5, 196_997, 4_925, 4_925, 0, 206_847],
      [expect.stringContaining('Slub Tee'), 5, 183_859, 4_597, 4_597, 0, 193_053],
      [expect.any(String), 5, 9_524, 238, 238, 0, 10_000],
    ]);
    expect(figuresOf(invoice)).toEqual([390_380, 9_760, 9_760, 0, 409_900]);
  });

  it('credits the returned Pima Tee exactly its invoiced line, to the paisa', async () => {
    const note = await creditNoteAt(db, invoice, 1);
    expect(figuresOf(note!)).toEqual([196_997, 4_925, 4_925, 0, 206_847]);
    expect(note!.lines.map((l) => [l.quantity, ...figuresOf(l)])).toEqual([
      [1, 196_997, 4_925, 4_925, 0, 206_847],
    ]);
    expect(await creditNoteAt(db, invoice, 2)).toBeNull();
    expect((await page()).creditNotes.map((n) => n.total)).toEqual([2068.47]);
  });

  it('nets the credit note off the month’s GSTR-1 tables 7 and 12', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admins/gst-export?month=2026-11',
      headers: headersFor(admin),
    });
    expect(res.statusCode).toBe(200);
    const json = JSON.parse(zipEntries(res.rawPayload).get('gstr1-2026-11.json')!.toString('utf8'));
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 1933.83, camt: 48.35, samt: 48.35, csamt: 0 },
    ]);
    expect(json.b2cl ?? []).toEqual([]);
    expect(json.cdnur ?? []).toEqual([]);
    expect(json.hsn.hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: '6109',
        desc: 'T-shirts, singlets and other',
        uqc: 'NOS',
        qty: 1,
        rt: 5,
        txval: 1933.83,
        iamt: 0,
        camt: 48.35,
        samt: 48.35,
        csamt: 0,
      },
    ]);
  });
});
