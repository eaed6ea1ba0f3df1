/**
 * The shopper's rights (BUSINESS.md section 14): a copy of every kind of data the shop holds on a
 * seeded shopper, and an erasure that waits for an open order, needs a fresh sign-in, keeps the
 * tax invoice and credit note readable and leaves nothing else personal, checked table by table;
 * the kept tax records go once the GST retention period has passed.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNoteSummaries, invoiceOfPublicOrderId } from '#server/modules/invoices';
import { createSessionToken } from '#server/plugins/sessions';
import { uniqueTag } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { freshMobile } from '#tests/support/mobile-factories';
import { orderWithRefundedReturn } from '#tests/support/return-factories';
import { mailSenderJob } from '../mail/sender-job';
import { eraseExpiredTaxRecords, finishWaitingErasures } from './jobs';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

describe("the shopper's data: export and erasure", async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { stock: { M: 50 } });
  const other = await createProduct(db, { stock: { M: 50 } });

  const tag = uniqueTag();
  const mobile = freshMobile();
  const shopper = await createShopper(db, {
    firstName: `Zoya${tag}`,
    mobile,
    email: `zoya.${tag}@example.in`,
  });
  const as = asShopper(app, shopper);
  const savedLine = `Flat ${tag}, Indiranagar`;
  const openOrderAddress = `House ${tag}, 5th Cross, Bengaluru 560038`;
  const reviewText = `Soft and roomy ${tag}`;

  // Seeded through the shop's own routes: an address, a consent, a delivered order with a refunded
  // return (an invoice and a credit note), a review, a cart line, an open order and its messages.
  const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
    const done = await res;
    expect([200, 201], done.body).toContain(done.statusCode);
    return done;
  };
  await ok(
    as.post('/api/users/addresses', {
      fullName: `Zoya${tag} Verma`,
      mobile,
      line1: savedLine,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    }),
  );
  await ok(as.put('/api/users/me/consents', { purpose: 'offers', granted: true, confirmAdult: true }));
  const kept = await orderWithRefundedReturn(app, db, {
    shopper,
    admin,
    product,
    quantity: 2,
    refundPaise: 50_000,
  });
  await ok(
    as.post(`/api/users/reviews/${product.itemId}`, { stars: 5, fit: 'true', size: 'M', text: reviewText }),
  );
  await putInCart(db, shopper.id, other, 'M', 1);
  const open = await ok(as.post('/api/cart/place-cod-order', { mobile, address: openOrderAddress }));
  const openOrderId = open.json().orderId as string;
  await putInCart(db, shopper.id, other, 'M', 1);
  await mailSenderJob.run(app.deps);

  it('exports every kind of data the shopper has', async () => {
    const res = await as.get('/api/users/me/data');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account).toMatchObject({ firstName: `Zoya${tag}`, email: shopper.email, mobile });
    expect(data.addresses.map((a: { line1: string }) => a.line1)).toEqual([savedLine]);
    expect(data.orders.map((o: { orderId: string }) => o.orderId).sort()).toEqual(
      [kept.orderId, openOrderId].sort(),
    );
    expect(JSON.stringify(data.orders.find((o: { orderId: string }) => o.orderId === openOrderId))).toContain(
      tag,
    );
    expect(data.consents).toEqual([
      expect.objectContaining({ purpose: 'offers', action: 'granted', channel: 'profile' }),
    ]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((m: { to: string }) => m.to === shopper.email || m.to === mobile)).toBe(true);
    expect(data.reviews).toEqual([expect.objectContaining({ text: reviewText, stars: 5 })]);
    expect(data.invoices).toHaveLength(1);
    expect(data.creditNotes).toHaveLength(1);
    expect(data.returns).toHaveLength(1);
    expect(data.cart).toEqual([{ productId: other.id, size: 'M', quantity: 1 }]);
    expect(data.confirmedAdultAt).not.toBeNull();
    const download = await as.get('/api/users/me/data?download=1');
    expect(download.headers['content-disposition']).toContain('my-data.json');
  });

  it('asks for a fresh sign-in before erasing', async () => {
    clock.advance(11 * 60 * 1000);
    const res = await as.post('/api/users/me/erase');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sign_in_again');
  });

  it('waits for the open order, then erases all but the tax records, table by table', async () => {
    const fresh = asShopper(app, {
      cookie: `sid=${await createSessionToken(db, 'shopper', shopper.id, clock())}`,
    });
    const waiting = await fresh.post('/api/users/me/erase');
    expect(waiting.json()).toEqual({
      state: 'waiting',
      message: expect.stringContaining('as soon as it is delivered'),
    });
    expect(await finishWaitingErasures(db, clock())).toBe(0);

    await ok(fresh.post(`/api/users/orders/${openOrderId}/cancel`, {}));
    expect(await finishWaitingErasures(db, clock())).toBe(1);

    // The tax invoice and credit note stay whole and readable.
    const invoice = await invoiceOfPublicOrderId(db, kept.orderId);
    // The delivered order went to BENGALURU_ADDRESS's recipient, whose name the invoice bears.
    expect(invoice?.buyer.name).toBe('Ravi Kumar');
    expect((await creditNoteSummaries(db, [kept.orderId])).get(kept.orderId)).toHaveLength(1);

    // Nothing else anywhere holds the shopper's name, email, number, addresses or words.
    const needles = [`Zoya${tag}`, shopper.email, mobile, savedLine, openOrderAddress, reviewText, tag];
    const leaks = await leaksOf(needles, (table, row) => {
      if (
        ['invoices', 'credit_notes', 'tax_document_pdfs', 'invoice_lines', 'credit_note_lines'].includes(
          table,
        )
      )
        return true;
      // The kept order's own record, which its invoice rests on.
      return (
        (table === 'orders' || table === 'order_events' || table === 'order_items') &&
        row.includes(kept.orderId)
      );
    });
    expect(leaks).toEqual([]);
    expect((await as.get('/api/users/me/data')).statusCode).toBe(401);
  });

  it('erases the kept tax records once the GST retention period has passed', async () => {
    expect(await eraseExpiredTaxRecords(db, clock())).toBe(0);
    clock.advance(8 * YEAR_MS + 24 * 60 * 60 * 1000);
    expect(await eraseExpiredTaxRecords(db, clock())).toBe(1);
    const invoice = await invoiceOfPublicOrderId(db, kept.orderId);
    expect(invoice?.number).toBeTruthy();
    expect(invoice?.buyer.name).toBe('');
    expect(await leaksOf([`Zoya${tag}`, shopper.email, mobile, tag, 'Ravi Kumar'], () => false)).toEqual([]);
  });

  /** Every row of every table, as text, that holds one of the needles and is not allowed to. */
  async function leaksOf(needles: string[], allowed: (table: string, row: string) => boolean) {
    const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = {
      rows: await rowsOf<{ table_name: string }>(
        sql.raw(
          `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        ),
      ),
    };
    const found: string[] = [];
    for (const { table_name: table } of tables.rows) {
      for (const { row } of await rowsOf<{ row: string }>(
        sql.raw(`select t::text as row from "${table}" t`),
      )) {
        const needle = needles.find((n) => row.includes(n));
        if (needle && !allowed(table, row)) found.push(`${table}: ${needle}`);
      }
    }
    return [...new Set(found)];
  }
});
