/**
 * The month's export with a large inter-state invoice (GSTR-1 table 5, B2CL), worked out by hand
 * (docs/product.md, "Invoices"). The shop is in Maharashtra (27). October 2026:
 *
 *   OS/2627/000001  Pune       1 tee ₹1,000 (5%)                              ₹1,000.00   table 7
 *   OS/2627/000002  Bengaluru  40 hoodies ₹2,500 (5%)                         ₹1,00,000.00 table 7: not above ₹1 lakh
 *   OS/2627/000003  Bengaluru  40 hoodies ₹2,500 (5%) + 1 tee ₹3,000 (18%)    ₹1,03,000.00 table 5
 *   OS/2627/000004  Pune       the same                                       ₹1,03,000.00 table 7: within the state
 *   OS/2627/C00001  credits the ₹3,000 tee of 000003                          ₹3,000.00   table 9B, not table 7
 *
 * Taxes are each rounded to the paisa and the taxable value is the rest:
 *   ₹1,00,000 at 5%: IGST 1,00,000 x 5/105 = 4,761.90, taxable 95,238.10; or CGST and SGST
 *     1,00,000 x 2.5/105 = 2,380.95 each, taxable 95,238.10.
 *   ₹3,000 at 18%: IGST 3,000 x 18/118 = 457.63, taxable 2,542.37; or CGST and SGST
 *     3,000 x 9/118 = 228.81 each, taxable 2,542.38.
 *   ₹1,000 at 5% within the state: CGST and SGST 23.81 each, taxable 952.38.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { BENGALURU_ADDRESS, PUNE_ADDRESS, saveInvoiceSettings } from '#tests/support/invoice-factories';
import { zipEntries } from '#tests/support/zip-entries';
import { issueCreditNote } from './credit-notes';

describe('the monthly export with a B2CL invoice', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const tee = await createProduct(db, { name: 'Acid Wash Tee', price: 1000 });
  const premiumTee = await createProduct(db, { name: 'Premium Tee', price: 3000 });
  const hoodie = await createProduct(db, { name: 'Heavy Hoodie', category: 'hoodies', price: 2500 });

  async function dispatched(
    address: typeof PUNE_ADDRESS,
    lines: { product: typeof tee; quantity: number }[],
  ) {
    const order = await insertBackOfficeOrder(db, {
      userId: shopper.id,
      paymentMethod: 'online',
      deliveryChargePaise: 0,
      deliveryAddress: address,
      lines,
    });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId: order.orderId, courier: 'DTDC', trackingId: `DTDC-${order.orderId}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return order;
  }

  clock.set(new Date('2026-10-05T06:00:00Z'));
  await dispatched(PUNE_ADDRESS, [{ product: tee, quantity: 1 }]);
  await dispatched(BENGALURU_ADDRESS, [{ product: hoodie, quantity: 40 }]);
  const large = await dispatched(BENGALURU_ADDRESS, [
    { product: hoodie, quantity: 40 },
    { product: premiumTee, quantity: 1 },
  ]);
  await dispatched(PUNE_ADDRESS, [
    { product: hoodie, quantity: 40 },
    { product: premiumTee, quantity: 1 },
  ]);
  clock.set(new Date('2026-10-20T06:00:00Z'));
  const [teeLine] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, large.id), eq(orderItems.productId, premiumTee.id)));
  const note = await db.transaction((tx) =>
    issueCreditNote(
      tx,
      { orderId: large.id, lines: [{ orderItemId: teeLine!.id, quantity: 1 }], reason: 'Return' },
      clock(),
    ),
  );
  expect(note.number).toBe('OS/2627/C00001');

  const res = await app.inject({
    method: 'GET',
    url: '/api/admins/gst-export?month=2026-10',
    headers: headersFor(admin),
  });
  expect(res.statusCode).toBe(200);
  const files = zipEntries(res.rawPayload);
  const text = (name: string) => files.get(name)!.toString('utf8');

  it('lists the large inter-state invoice one by one and its credit note in table 9B, as JSON', () => {
    const json = JSON.parse(text('gstr1-2026-10.json'));
    expect(json.gstin).toBe('27AAPFU0939F1ZV');
    expect(json.fp).toBe('102026');
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'OS/2627/000003',
            idt: '05-10-2026',
            val: 103000,
            itms: [
              { num: 1, itm_det: { rt: 5, txval: 95238.1, iamt: 4761.9, csamt: 0 } },
              { num: 2, itm_det: { rt: 18, txval: 2542.37, iamt: 457.63, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'OS/2627/C00001',
        nt_dt: '20-10-2026',
        val: 3000,
        pos: '29',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 2542.37, iamt: 457.63, csamt: 0 } }],
      },
    ]);
  });

  it('keeps the rest in the B2C summary: the ₹1 lakh invoice, and the large one within the state', () => {
    const json = JSON.parse(text('gstr1-2026-10.json'));
    expect(json.b2cs).toEqual([
      // 952.38 + 95,238.10; 23.81 + 2,380.95
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 5,
        txval: 96190.48,
        camt: 2404.76,
        samt: 2404.76,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 18,
        txval: 2542.38,
        camt: 228.81,
        samt: 228.81,
        csamt: 0,
      },
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 95238.1, iamt: 4761.9, csamt: 0 },
    ]);
  });

  it('sums every sale less the credit note by HSN and rate, and counts the documents', () => {
    const json = JSON.parse(text('gstr1-2026-10.json'));
    const row = { uqc: 'NOS', iamt: 0, camt: 0, samt: 0, csamt: 0 };
    expect(json.hsn).toEqual({
      hsn_b2c: [
        {
          ...row,
          num: 1,
          hsn_sc: '6109',
          desc: 'T-shirts, singlets and other',
          qty: 1,
          rt: 5,
          txval: 952.38,
          camt: 23.81,
          samt: 23.81,
        },
        // 2,542.37 + 2,542.38 - 2,542.37; IGST 457.63 - 457.63
        {
          ...row,
          num: 2,
          hsn_sc: '6109',
          desc: 'T-shirts, singlets and other',
          qty: 1,
          rt: 18,
          txval: 2542.38,
          camt: 228.81,
          samt: 228.81,
        },
        // 3 x 95,238.10; IGST 2 x 4,761.90
        {
          ...row,
          num: 3,
          hsn_sc: '6110',
          desc: 'Jerseys, pullovers, cardigans',
          qty: 120,
          rt: 5,
          txval: 285714.3,
          iamt: 9523.8,
          camt: 2380.95,
          samt: 2380.95,
        },
      ],
    });
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: 'OS/2627/000001', to: 'OS/2627/000004', totnum: 4, cancel: 0, net_issue: 4 },
          ],
        },
        {
          doc_num: 5,
          docs: [
            { num: 1, from: 'OS/2627/C00001', to: 'OS/2627/C00001', totnum: 1, cancel: 0, net_issue: 1 },
          ],
        },
      ],
    });
  });

  it('writes the same figures as CSV files beside the JSON', () => {
    expect([...files.keys()].sort()).toEqual([
      'gstr1-2026-10-table12-hsn.csv',
      'gstr1-2026-10-table13-docs.csv',
      'gstr1-2026-10-table5-b2cl.csv',
      'gstr1-2026-10-table7-b2cs.csv',
      'gstr1-2026-10-table9b-cdnur.csv',
      'gstr1-2026-10.json',
    ]);
    expect(text('gstr1-2026-10-table5-b2cl.csv')).toBe(
      [
        'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Cess Amount',
        'OS/2627/000003,05-Oct-2026,103000.00,29-Karnataka,5.00,95238.10,4761.90,0.00',
        'OS/2627/000003,05-Oct-2026,103000.00,29-Karnataka,18.00,2542.37,457.63,0.00',
        '',
      ].join('\r\n'),
    );
    expect(text('gstr1-2026-10-table9b-cdnur.csv')).toContain(
      'B2CL,OS/2627/C00001,20-Oct-2026,C,29-Karnataka,3000.00,18.00,2542.37,457.63,0.00',
    );
    const b2cs = text('gstr1-2026-10-table7-b2cs.csv');
    expect(b2cs).toContain('OE,29-Karnataka,5.00,95238.10,4761.90,0.00,0.00,0.00');
    expect(b2cs).not.toContain('18.00,2542.37'); // the credited tee of the B2CL invoice
    expect(b2cs.trim().split('\r\n')).toHaveLength(4);
  });
});
