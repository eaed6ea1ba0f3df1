/** Bulk dispatch from a CSV: a result per row, good rows dispatched, bad rows skipped with the reason and nothing changed. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox } from '#server/db/schema';
import { ADMIN_ORDER_MESSAGES, type BulkDispatchResult, MAX_BULK_DISPATCH_ROWS } from '#shared/admin-orders';
import { ORDER_ID_MESSAGES } from '#shared/order-requests';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('admin bulk dispatch', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db);
  const place = (extra: Partial<Parameters<typeof insertBackOfficeOrder>[1]> = {}) =>
    insertBackOfficeOrder(db, { userId: shopper.id, lines: [{ product }], ...extra });
  await app.ready();

  const upload = (csv: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/admins/orders/bulk-dispatch',
      headers: headersFor(admin),
      payload: { csv },
    });
  const rowOf = (orderId: string) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .then((r) => r[0]!);

  it('dispatches the good rows and skips the rest, each with its reason and line', async () => {
    const [a, b, c, d] = [await place(), await place(), await place(), await place()];
    const shipped = await place({ status: 'dispatched', courier: 'DTDC', trackingId: 'OLD-1' });
    const cancelled = await place({ status: 'cancelled' });
    const unpaid = await place({ status: 'pending_payment', paymentMethod: 'online' });
    const csv = [
      'Order ID,Courier,Tracking ID',
      `${a.orderId},Delhivery,DLV-1001`,
      'ORD-NOSUCHORDER,Delhivery,DLV-1002',
      `${shipped.orderId},Blue Dart,BD-1`,
      `${b.orderId},Blue Dart`,
      `${c.orderId},Ekart,`,
      '',
      `"${d.orderId}","India Post","IP, 77"`,
      `${cancelled.orderId},DTDC,D-9`,
      `${unpaid.orderId},DTDC,D-10`,
      `${a.orderId},Delhivery,DLV-AGAIN`,
      `,DTDC,D-11`,
      `${c.orderId},,E-1`,
      `${b.orderId},Xpressbees,${'x'.repeat(101)}`,
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as BulkDispatchResult;
    expect(result.rows.map((row) => [row.line, row.outcome, row.code ?? null, row.reason ?? null])).toEqual([
      [2, 'dispatched', null, null],
      [3, 'skipped', 'not_found', 'Line 3: there is no order ORD-NOSUCHORDER.'],
      [
        4,
        'skipped',
        'order_state',
        'Line 4: Only a Processed order can be dispatched; this one is dispatched.',
      ],
      [5, 'skipped', 'malformed', 'Line 5: expected 3 columns (order id, courier, tracking id), found 2.'],
      [6, 'skipped', 'missing_field', 'Line 6: the tracking id is missing.'],
      [8, 'dispatched', null, null],
      [
        9,
        'skipped',
        'order_state',
        'Line 9: Only a Processed order can be dispatched; this one is cancelled.',
      ],
      [10, 'skipped', 'not_found', `Line 10: there is no order ${unpaid.orderId}.`],
      [11, 'skipped', 'repeated', `Line 11: order ${a.orderId} is already on line 2 of this file.`],
      [12, 'skipped', 'missing_field', 'Line 12: the order id is missing.'],
      [13, 'skipped', 'missing_field', 'Line 13: the courier is missing.'],
      [14, 'skipped', 'malformed', 'Line 14: The tracking ID is too long.'],
    ]);
    expect(result).toMatchObject({ dispatched: 2, skipped: 10 });

    expect(await rowOf(a.orderId)).toMatchObject({
      status: 'dispatched',
      courier: 'Delhivery',
      trackingId: 'DLV-1001',
    });
    expect(await rowOf(d.orderId)).toMatchObject({
      status: 'dispatched',
      courier: 'India Post',
      trackingId: 'IP, 77',
    });
    // Skipped rows changed nothing.
    for (const order of [b, c])
      expect(await rowOf(order.orderId)).toMatchObject({
        status: 'captured',
        courier: null,
        trackingId: null,
      });
    expect(await rowOf(shipped.orderId)).toMatchObject({
      status: 'dispatched',
      courier: 'DTDC',
      trackingId: 'OLD-1',
    });
    expect((await rowOf(cancelled.orderId)).status).toBe('cancelled');

    // Each dispatched order has its event, naming the admin and the courier, and its mail.
    const aRow = await rowOf(a.orderId);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, aRow.id));
    expect(events).toEqual([
      expect.objectContaining({
        actor: `admin:${admin.id}`,
        type: 'dispatched',
        data: expect.objectContaining({ trackingId: 'DLV-1001', courier: 'Delhivery' }),
      }),
    ]);
    const bRow = await rowOf(b.orderId);
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, bRow.id))).toEqual([]);
    const mails = await db.select().from(outbox);
    expect(mails.filter((mail) => mail.textBody.includes(a.orderId))).toHaveLength(1);
    expect(mails.filter((mail) => mail.textBody.includes(b.orderId))).toHaveLength(0);
  });

  it('reads a file without a header, and names a quote left open by its line', async () => {
    const [a, b] = [await place(), await place()];
    const res = await upload(`${a.orderId},Shadowfax,SF-1\n${b.orderId},"Shadowfax,SF-2\n`);
    const result = res.json() as BulkDispatchResult;
    expect(result.rows).toEqual([
      { line: 1, orderId: a.orderId, outcome: 'dispatched', courier: 'Shadowfax', trackingId: 'SF-1' },
      {
        line: 2,
        orderId: '',
        outcome: 'skipped',
        code: 'malformed',
        reason: 'Line 2: a quote is opened and never closed.',
      },
    ]);
    expect((await rowOf(b.orderId)).status).toBe('captured');
  });

  it('says an order id longer than any order id is not valid, not missing, and dispatches the rest', async () => {
    const a = await place();
    // A file of one huge cell: 899,000 characters fill the file up to its 900,000-character limit.
    const huge = 'X'.repeat(899_000);
    const res = await upload(`${huge},Delhivery,DLV-9\n${a.orderId},Delhivery,DLV-10`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const result = res.json() as BulkDispatchResult;
    expect(result.rows).toEqual([
      {
        line: 1,
        orderId: `${'X'.repeat(40)}…`,
        outcome: 'skipped',
        code: 'malformed',
        reason:
          'Line 1: the order id is not valid: it has 899000 characters, and an order id has at most 40.',
        courier: 'Delhivery',
        trackingId: 'DLV-9',
      },
      { line: 2, orderId: a.orderId, outcome: 'dispatched', courier: 'Delhivery', trackingId: 'DLV-10' },
    ]);
    // The answer does not carry the cell back.
    expect(res.body.length).toBeLessThan(2_000);
    // The single dispatch names the same fault: not a missing id.
    const single = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId: 'X'.repeat(41), courier: 'Delhivery', trackingId: 'DLV-11' },
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().errorMessage).toBe(ORDER_ID_MESSAGES.tooLong);
    expect(single.json().errorMessage).toBe(
      'This is not a valid order id: an order id has at most 40 characters.',
    );
  });

  it('refuses an empty file, a missing one and one over the row limit, dispatching nothing', async () => {
    for (const csv of ['', '  \n\n', undefined]) {
      const res = await upload(csv);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: ADMIN_ORDER_MESSAGES.csvMissing, code: 'validation' });
    }
    const a = await place();
    const rows = [
      `${a.orderId},DTDC,T-0`,
      ...Array.from({ length: MAX_BULK_DISPATCH_ROWS }, (_, i) => `ORD-X${i},DTDC,T-${i}`),
    ];
    const res = await upload(rows.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(ADMIN_ORDER_MESSAGES.csvTooLarge);
    expect((await rowOf(a.orderId)).status).toBe('captured');
  });

  it('dispatches each order once when two uploads of the same file race', async () => {
    const placed = await Promise.all(Array.from({ length: 5 }, () => place()));
    const csv = placed.map((order, i) => `${order.orderId},Delhivery,RACE-${i}`).join('\n');
    const [first, second] = (await Promise.all([upload(csv), upload(csv)])).map(
      (res) => res.json() as BulkDispatchResult,
    );
    expect(first!.dispatched + second!.dispatched).toBe(5);
    expect(first!.skipped + second!.skipped).toBe(5);
    for (const order of placed) {
      const row = await rowOf(order.orderId);
      expect(row.status).toBe('dispatched');
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
      expect(events).toHaveLength(1);
    }
  });

  it('takes an optional courier on a single dispatch too', async () => {
    const a = await place();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId: a.orderId, trackingId: 'BD-77', courier: 'Blue Dart' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(a.orderId)).toMatchObject({ courier: 'Blue Dart', trackingId: 'BD-77' });
  });

  it('is refused to a shopper before the file is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/orders/bulk-dispatch',
      headers: headersFor(shopper),
      payload: { csv: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
