/**
 * Tax invoices through HTTP (docs/product.md, "Invoices"): issued at dispatch and numbered per
 * financial year, refused while the settings are incomplete, downloadable only by the order's
 * shopper and the admin; credit notes; the monthly export's totals.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentCounters, invoiceLines, invoices, orders, outbox } from '#server/db/schema';
import { shopperInvoicePath } from '#shared/invoices';
import { paths } from '#shared/paths';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import {
  BENGALURU_ADDRESS,
  PUNE_ADDRESS,
  SHOP_INVOICE_SETTINGS,
  saveInvoiceSettings,
  setOrderAddress,
} from '#tests/support/invoice-factories';
import { zipEntries } from '#tests/support/zip-entries';
import { dispatchOrder } from '../orders';
import { issueCreditNote } from './credit-notes';
import { gstMonth } from './gst-export';

describe('tax invoices', async () => {
  const { app, database, clock } = await createTestApp();
  // Shoppers here place many COD orders: the limit on open ones (docs/product.md section 22) is lifted.
  await saveCodSettings(database.db, { maxOpenCodOrders: 1000 });
  const db = database.db;
  // One shopper here has several cash-on-delivery orders on the way at once; the limit on open
  // COD orders has its own tests (cod/eligibility).
  await saveCodSettings(db, { maxOpenCodOrders: 20 });
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { name: 'Acid Wash Tee', price: 799, stock: { M: 1000 } });
  const hoodie = await createProduct(db, {
    name: 'Heavy Hoodie',
    category: 'hoodies',
    price: 2999,
    stock: { M: 1000 },
  });

  const dispatch = (orderId: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId, courier: 'Delhivery', trackingId: 'DELHIVERY-1' },
    });
  const invoiceOf = async (orderId: string) => {
    const order = await orderByPublicId(db, orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    return invoice;
  };

  describe('while the invoice settings are incomplete', () => {
    it('refuses to dispatch, says what is missing, and changes nothing', async () => {
      clock.set(new Date('2026-06-10T06:00:00Z'));
      await saveInvoiceSettings(db, { legalName: '', gstin: '', state: '' });
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      const res = await dispatch(orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'invoice_settings_incomplete',
        errorMessage:
          'Fill in the invoice settings before dispatching (Settings, Invoices): legal name, GSTIN, registered state missing.',
      });
      expect((await orderByPublicId(db, orderId)).status).toBe('captured');
      expect(await invoiceOf(orderId)).toBeUndefined();
      expect(await db.select().from(documentCounters)).toEqual([]);
    });

    it('refuses settings whose GSTIN check character or state is wrong', async () => {
      const save = (body: object) =>
        app.inject({
          method: 'PUT',
          url: '/api/admins/settings/invoice',
          headers: headersFor(admin),
          payload: { ...SHOP_INVOICE_SETTINGS, ...body },
        });
      expect((await save({ gstin: '27AAPFU0939F1ZW' })).json().errorMessage).toMatch(/check character/);
      expect((await save({ state: 'Karnataka' })).json().errorMessage).toBe(
        'The GSTIN is registered in Maharashtra (its first two digits), but the registered state is Karnataka',
      );
      expect((await save({ invoicePrefix: 'OVERSIZED' })).statusCode).toBe(400);
      const saved = await save({ gstin: ' 27aapfu0939f1zv ' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().gstin).toBe('27AAPFU0939F1ZV');
    });
  });

  describe('issued at dispatch', () => {
    it('bills an intra-state order with CGST and SGST and stores every figure', async () => {
      clock.set(new Date('2026-06-10T06:00:00Z'));
      await saveInvoiceSettings(db);
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee, 2);
      await setOrderAddress(db, orderId, PUNE_ADDRESS);
      expect((await dispatch(orderId)).statusCode).toBe(200);
      const invoice = (await invoiceOf(orderId))!;
      expect(invoice).toMatchObject({
        number: 'OS/2627/000001',
        placeOfSupply: 'Maharashtra',
        placeOfSupplyCode: '27',
        interState: false,
        taxableValuePaise: 161_714,
        cgstPaise: 4_043,
        sgstPaise: 4_043,
        igstPaise: 0,
        totalPaise: 169_800,
        amountInWords: 'Rupees One Thousand Six Hundred Ninety-Eight Only',
        issuedAt: new Date('2026-06-10T06:00:00Z'),
      });
      expect(invoice.supplier.gstin).toBe('27AAPFU0939F1ZV');
      expect(invoice.buyer).toEqual({
        name: 'Asha Rao',
        mobile: '9876543210',
        addressLines: ['Flat 12, Lotus Court, FC Road', 'Shivajinagar', 'Pune, Maharashtra 411005'],
      });
      const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
      expect(
        lines.map((l) => [l.kind, l.hsn, l.quantity, l.ratePercent, l.taxableValuePaise, l.cgstPaise]),
      ).toEqual([
        ['goods', '6109', 2, 5, 152_190, 3_805],
        ['delivery', '6109', 1, 5, 9_524, 238],
      ]);
    });

    it('bills an inter-state order with a coupon in IGST, the delivery line at 18%', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, hoodie);
      // The coupon is another area's; its outcome is on the order: 10% of ₹2,999 off.
      await setOrderAddress(db, orderId, BENGALURU_ADDRESS, {
        couponCode: 'TENOFF',
        discountPaise: 29_990,
        amountPaise: 299_900 - 29_990 + 10_000,
      });
      expect((await dispatch(orderId)).statusCode).toBe(200);
      expect(await invoiceOf(orderId)).toMatchObject({
        number: 'OS/2627/000002',
        placeOfSupply: 'Karnataka',
        placeOfSupplyCode: '29',
        interState: true,
        cgstPaise: 0,
        sgstPaise: 0,
        // 2,69,910 at 18%: IGST 41,173; delivery 10,000 at 18%: IGST 1,525.
        igstPaise: 42_698,
        taxableValuePaise: 237_212,
        totalPaise: 279_910,
      });
    });

    it("places an order without a structured address in the shop's own state", async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      // As an order placed before checkout took a structured address.
      await db.update(orders).set({ deliveryAddress: null }).where(eq(orders.orderId, orderId));
      expect((await dispatch(orderId)).statusCode).toBe(200);
      expect(await invoiceOf(orderId)).toMatchObject({
        number: 'OS/2627/000003',
        placeOfSupply: 'Maharashtra',
        interState: false,
      });
    });

    it('keeps its figures when the settings change later', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      await dispatch(orderId);
      await saveInvoiceSettings(db, { legalName: 'Renamed Traders', invoicePrefix: 'RT' });
      const invoice = (await invoiceOf(orderId))!;
      expect(invoice.supplier.legalName).toBe('Oversized Apparel Private Limited');
      expect(invoice.number).toBe('OS/2627/000004');
      await saveInvoiceSettings(db);
    });

    it('numbers from 1 again on 1 April in India', async () => {
      // The sessions of this file live in today's time, so the orders are placed first and the
      // dispatch operation is given the clock's time directly.
      const shopper = await createShopper(db);
      const numbers = [];
      for (const at of ['2027-03-31T18:29:59Z', '2027-03-31T18:30:00Z', '2027-04-02T09:00:00Z']) {
        const orderId = await placeCodOrderFor(app, db, shopper, tee);
        clock.set(new Date(at));
        await dispatchOrder(db, { orderId, trackingId: 'DTDC-7', actor: 'admin:1', now: clock() });
        numbers.push((await invoiceOf(orderId))!.number);
        clock.set(new Date('2026-06-10T06:00:00Z'));
      }
      expect(numbers).toEqual(['OS/2627/000005', 'OS/2728/000001', 'OS/2728/000002']);
    });

    it("links the invoice from the dispatch mail, by way of the order's page", async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      await dispatch(orderId);
      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your order ${orderId} is on its way`));
      // The PDF answers only its signed-in owner; the page asks a signed-out shopper to log in.
      expect(mail!.textBody).toContain(
        `Your order and tax invoice: http://localhost:3000${paths.order(orderId)}`,
      );
      expect(mail!.htmlBody).toContain(`href="http://localhost:3000${paths.order(orderId)}"`);
      expect(mail!.textBody).not.toContain(shopperInvoicePath(orderId));
    });

    it('is never issued for a cancelled order', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/admins/cancel-order',
        headers: headersFor(admin),
        payload: { orderId },
      });
      expect(res.statusCode).toBe(200);
      expect(await invoiceOf(orderId)).toBeUndefined();
    });
  });

  describe('downloads', () => {
    it("gives the shopper their own invoice, 404 for another shopper's and for an undispatched order", async () => {
      clock.set(new Date('2026-07-01T06:00:00Z'));
      const owner = await createShopper(db);
      const stranger = await createShopper(db);
      const sent = await placeCodOrderFor(app, db, owner, tee);
      await dispatch(sent);
      const waiting = await placeCodOrderFor(app, db, owner, tee);

      const own = await asShopper(app, owner).get(shopperInvoicePath(sent));
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toMatch(
        /^attachment; filename="invoice-OS-2627-\d{6}\.pdf"$/,
      );
      expect(own.headers['cache-control']).toMatch(/no-store/);
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const theirs = await asShopper(app, stranger).get(shopperInvoicePath(sent));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ code: 'not_found', errorMessage: 'Order not found.' });

      const notYet = await asShopper(app, owner).get(shopperInvoicePath(waiting));
      expect(notYet.statusCode).toBe(404);
      expect(notYet.json()).toEqual({
        code: 'invoice_not_issued',
        errorMessage:
          'This order has no invoice yet: the tax invoice is issued when the order is dispatched.',
      });
      expect((await app.inject({ method: 'GET', url: shopperInvoicePath(sent) })).statusCode).toBe(401);
    });

    it('gives the admin any invoice', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      const before = await app.inject({
        method: 'GET',
        url: `/api/admins/orders/${orderId}/invoice`,
        headers: headersFor(admin),
      });
      expect(before.statusCode).toBe(404);
      await dispatch(orderId);
      const res = await app.inject({
        method: 'GET',
        url: `/api/admins/orders/${orderId}/invoice`,
        headers: headersFor(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    });
  });

  describe('credit notes', () => {
    it('credit the refunded pieces in their own series, in full exactly, never more', async () => {
      clock.set(new Date('2026-08-05T06:00:00Z'));
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee, 3);
      await setOrderAddress(db, orderId, PUNE_ADDRESS);
      await dispatch(orderId);
      const order = await orderByPublicId(db, orderId);
      const invoice = (await invoiceOf(orderId))!;
      const [item] = await db.query.orderItems.findMany({ where: (t, { eq }) => eq(t.orderId, order.id) });

      const first = await db.transaction((tx) =>
        issueCreditNote(
          tx,
          { orderId: order.id, lines: [{ orderItemId: item!.id, quantity: 1 }], reason: 'Return' },
          clock(),
        ),
      );
      // One tee of three: 2,39,700 paise inclusive at 5% -> CGST = SGST = 5,707 for the line.
      // Without an amount the note credits the piece's whole value, 2,39,700 / 3 = 79,900, split
      // at 5%: CGST = SGST = 79,900 x 2.5 / 105 = 1,902.38 -> 1,902; taxable 76,096.
      expect(first).toMatchObject({
        number: 'OS/2627/C00001',
        invoiceNumber: invoice.number,
        taxableValuePaise: 76_096,
        cgstPaise: 1_902,
        sgstPaise: 1_902,
        totalPaise: 79_900,
      });
      expect(first.taxableValuePaise + first.cgstPaise + first.sgstPaise).toBe(first.totalPaise);
      expect(first.cgstPaise).toBe(first.sgstPaise);

      await expect(
        db.transaction((tx) =>
          issueCreditNote(
            tx,
            { orderId: order.id, lines: [{ orderItemId: item!.id, quantity: 3 }], reason: 'x' },
            clock(),
          ),
        ),
      ).rejects.toThrow('A credit note cannot credit more pieces than the invoice billed.');

      const rest = await db.transaction((tx) =>
        issueCreditNote(tx, { orderId: order.id, reason: 'Cancelled after dispatch' }, clock()),
      );
      expect(rest.number).toBe('OS/2627/C00002');
      // Both notes together credit the invoice to the paisa, delivery included.
      expect(first.totalPaise + rest.totalPaise).toBe(invoice.totalPaise);
      expect(first.taxableValuePaise + rest.taxableValuePaise).toBe(invoice.taxableValuePaise);
      expect(first.cgstPaise + rest.cgstPaise).toBe(invoice.cgstPaise);

      await expect(
        db.transaction((tx) => issueCreditNote(tx, { orderId: order.id, reason: 'again' }, clock())),
      ).rejects.toThrow('Those lines have already been credited in full.');
    });

    it('need an invoice', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, tee);
      const order = await orderByPublicId(db, orderId);
      await expect(
        db.transaction((tx) => issueCreditNote(tx, { orderId: order.id, reason: 'x' }, clock())),
      ).rejects.toThrow('This order has no invoice, so there is nothing to credit.');
    });
  });

  describe('the monthly export', () => {
    it("totals the month's invoices minus the credit notes issued in it", async () => {
      clock.set(new Date('2026-09-10T06:00:00Z'));
      const shopper = await createShopper(db);
      const local = await placeCodOrderFor(app, db, shopper, tee, 2);
      await setOrderAddress(db, local, PUNE_ADDRESS);
      const away = await placeCodOrderFor(app, db, shopper, hoodie);
      await setOrderAddress(db, away, BENGALURU_ADDRESS);
      await dispatch(local);
      await dispatch(away);
      // Issued in September, credited in October: September keeps it, October is reduced.
      clock.set(new Date('2026-10-02T06:00:00Z'));
      const awayOrder = await orderByPublicId(db, away);
      const note = await db.transaction((tx) =>
        issueCreditNote(tx, { orderId: awayOrder.id, reason: 'Return' }, clock()),
      );
      const octoberSale = await placeCodOrderFor(app, db, shopper, tee);
      await setOrderAddress(db, octoberSale, BENGALURU_ADDRESS);
      await dispatch(octoberSale);

      const sum = (
        rows: { taxableValuePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }[],
      ) =>
        rows.reduce(
          (acc, r) => ({
            taxable: acc.taxable + r.taxableValuePaise,
            tax: acc.tax + r.igstPaise + r.cgstPaise + r.sgstPaise,
          }),
          { taxable: 0, tax: 0 },
        );
      const issuedIn = async (from: string, to: string) =>
        sum(
          (await db.select().from(invoices)).filter(
            (i) => i.issuedAt >= new Date(from) && i.issuedAt < new Date(to),
          ),
        );

      const september = await gstMonth(db, '2026-09');
      const septemberInvoices = await issuedIn('2026-08-31T18:30:00Z', '2026-09-30T18:30:00Z');
      expect(sum(september.b2c)).toEqual(septemberInvoices);
      expect(sum(september.hsn)).toEqual(septemberInvoices);
      expect(september.b2c.map((r) => [r.placeOfSupplyCode, r.ratePercent])).toEqual([
        ['27', 5],
        ['29', 18],
      ]);

      const october = await gstMonth(db, '2026-10');
      const octoberInvoices = await issuedIn('2026-09-30T18:30:00Z', '2026-10-31T18:30:00Z');
      const expected = {
        taxable: octoberInvoices.taxable - note.taxableValuePaise,
        tax: octoberInvoices.tax - (note.igstPaise + note.cgstPaise + note.sgstPaise),
      };
      expect(sum(october.b2c)).toEqual(expected);
      expect(sum(october.hsn)).toEqual(expected);
      // The returned hoodie takes its piece off October's HSN 6110 count.
      expect(october.hsn.find((r) => r.hsn === '6110')).toMatchObject({ quantity: -1, ratePercent: 18 });
      expect(october.documents).toEqual([
        {
          nature: 'Invoices for outward supply',
          from: (await invoiceOf(octoberSale))!.number,
          to: (await invoiceOf(octoberSale))!.number,
          count: 1,
        },
        { nature: 'Credit Note', from: note.number, to: note.number, count: 1 },
      ]);
    });

    it('downloads as a zip of the CSV files and the JSON, and refuses a malformed month', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admins/gst-export?month=2026-09',
        headers: headersFor(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-09.zip"');
      expect([...zipEntries(res.rawPayload).keys()].sort()).toEqual([
        'gstr1-2026-09-table12-hsn.csv',
        'gstr1-2026-09-table13-docs.csv',
        'gstr1-2026-09-table5-b2cl.csv',
        'gstr1-2026-09-table7-b2cs.csv',
        'gstr1-2026-09-table9b-cdnur.csv',
        'gstr1-2026-09.json',
      ]);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/admins/gst-export?month=2026-13',
        headers: headersFor(admin),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMessage).toBe('Choose a month as YYYY-MM, for example 2026-04.');
    });
  });
});
