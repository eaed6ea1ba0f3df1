/** The CSV export: BOM, columns, one row per line, rupees with two decimals, safe quoting, the filters, every batch. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { parseCsv, UTF8_BOM } from '#server/lib/csv';
import { EXPORT_COLUMNS, EXPORT_WINDOW } from '#server/modules/orders/order-export';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { ASHA_ADDRESS, insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('admin order export', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { name: 'Midnight Tee, Black', price: 1299.5 });
  const hoodie = await createProduct(db, { name: 'Aurora "Heavy" Hoodie', price: 2499 });
  const priya = await createShopper(db, { userName: 'priya_export' });
  const old = await createShopper(db, { userName: 'old_export' });

  const twoLines = await insertBackOfficeOrder(db, {
    userId: priya.id,
    createdAt: ist('2026-04-10T18:30:05'),
    paymentMethod: 'online',
    lines: [
      { product: tee, size: 'L', quantity: 2 },
      { product: hoodie, size: 'XXL', quantity: 1 },
    ],
    deliveryChargePaise: 0,
    discountPaise: 25_050,
    deliveryAddress: {
      ...ASHA_ADDRESS,
      fullName: '=HYPERLINK("http://evil.example","click")',
      line2: 'Flat 4, Block "B"',
    },
    courier: 'Blue Dart',
    trackingId: 'BD123',
    status: 'dispatched',
  });
  const older = await insertBackOfficeOrder(db, {
    userId: old.id,
    createdAt: ist('2026-04-09T09:00:00'),
    lines: [{ product: tee, size: 'S', quantity: 1 }],
    deliveryAddress: null,
    address: '5 Park Street, Kolkata 700016',
    mobile: '9000000001',
  });
  // ₹400 of its ₹1,399.50 paid from store credit, the rest in cash.
  await db.update(orders).set({ storeCreditPaise: 400_00 }).where(eq(orders.id, older.id));
  await app.ready();

  async function exportCsv(query = '') {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admins/orders/export?${query}`,
      headers: headersFor(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }
  const rowsOf = (body: string) => {
    const { records, problem } = parseCsv(body);
    expect(problem).toBeUndefined();
    const [header, ...rows] = records.map((record) => record.cells);
    return {
      header: header!,
      rows: rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]]))),
    };
  };

  it('starts with a UTF-8 BOM and the header, and downloads as a CSV file', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(`${UTF8_BOM}Order ID,Placed at (IST),Status,`)).toBe(true);
    expect(rowsOf(res.body).header).toEqual([...EXPORT_COLUMNS]);
  });

  it('writes one row per line item with the address in columns and rupees with two decimals', async () => {
    const { rows } = rowsOf((await exportCsv('q=priya_export')).body);
    expect(rows).toEqual([
      {
        'Order ID': twoLines.orderId,
        'Placed at (IST)': '2026-04-10 18:30:05',
        Status: 'Dispatched',
        'Payment method': 'Paid online',
        'Payment ID': expect.stringMatching(/^pay_/),
        'User name': 'priya_export',
        // A formula becomes text: the apostrophe keeps a spreadsheet from running it.
        'Full name': `'=HYPERLINK("http://evil.example","click")`,
        Mobile: '9876543210',
        'Address line 1': '12 MG Road',
        'Address line 2': 'Flat 4, Block "B"',
        City: 'Bengaluru',
        State: 'Karnataka',
        Pincode: '560001',
        Courier: 'Blue Dart',
        'Tracking ID': 'BD123',
        Coupon: '',
        'Item ID': tee.itemId,
        'Item name': 'Midnight Tee, Black',
        Size: 'L',
        Quantity: '2',
        'Unit price (INR)': '1299.50',
        'Line total (INR)': '2599.00',
        'Delivery charge (INR)': '0.00',
        'Discount (INR)': '250.50',
        'Prepaid discount (INR)': '0.00',
        'COD fee (INR)': '0.00',
        'Order total (INR)': '4847.50',
        'Store credit (INR)': '0.00',
      },
      expect.objectContaining({
        'Order ID': twoLines.orderId,
        'Item name': 'Aurora "Heavy" Hoodie',
        Size: 'XXL',
        Quantity: '1',
        'Unit price (INR)': '2499.00',
        'Line total (INR)': '2499.00',
        'Order total (INR)': '4847.50',
      }),
    ]);
  });

  it('quotes commas, quotes and formulas in the raw text', async () => {
    const body = (await exportCsv('q=priya_export')).body;
    expect(body).toContain(
      `,"Midnight Tee, Black",L,2,1299.50,2599.00,0.00,250.50,0.00,0.00,4847.50,0.00\r\n`,
    );
    expect(body).toContain(`,"Aurora ""Heavy"" Hoodie",XXL,`);
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(body).toContain(`,"Flat 4, Block ""B""",`);
  });

  it("puts an older order's one-line address in line 1 and leaves the split columns empty", async () => {
    const { rows } = rowsOf((await exportCsv('q=old_export')).body);
    expect(rows).toEqual([
      expect.objectContaining({
        'Order ID': older.orderId,
        Status: 'Processed',
        'Payment method': 'Cash on delivery',
        'Payment ID': '',
        'Full name': '',
        Mobile: '9000000001',
        'Address line 1': '5 Park Street, Kolkata 700016',
        'Address line 2': '',
        Pincode: '',
        'Order total (INR)': '1399.50',
        'Store credit (INR)': '400.00',
      }),
    ]);
  });

  it('exports exactly what the filters match', async () => {
    const ids = async (query: string) =>
      new Set(rowsOf((await exportCsv(query)).body).rows.map((row) => row['Order ID']));
    expect(await ids('status=dispatched')).toEqual(new Set([twoLines.orderId]));
    expect(await ids('method=cod&to=2026-04-09')).toEqual(new Set([older.orderId]));
    expect(await ids('from=2026-04-11')).toEqual(new Set());
    const empty = await exportCsv('q=nobody-at-all');
    expect(rowsOf(empty.body).rows).toEqual([]);
  });

  it('reads every batch: more orders than one batch arrive once each, newest order number first', async () => {
    const bulk = await createShopper(db, { userName: 'bulk_export' });
    const count = EXPORT_WINDOW * 2 + 37;
    await db.execute(sql`
      insert into orders (order_id, user_id, payment_method, status, amount_paise, delivery_charge_paise, mobile, address)
      select 'ORD-BULK' || lpad(n::text, 6, '0'), ${bulk.id}, 'cod', 'captured', 89900, 10000, '9876543210', '1 Test Road, Pune 411001'
      from generate_series(1, ${count}) as n`);
    await db.execute(sql`
      insert into order_items (order_id, product_id, item_id, name, image_id, size, quantity, unit_price_paise)
      select o.id, ${tee.id}, ${tee.itemId}, 'Bulk Tee', ${tee.imageId}, 'M', 1, 79900
      from orders o where o.user_id = ${bulk.id}`);
    const { rows } = rowsOf((await exportCsv('q=bulk_export')).body);
    expect(rows).toHaveLength(count);
    const ids = rows.map((row) => row['Order ID']!);
    expect(new Set(ids).size).toBe(count);
    expect(ids[0]).toBe(`ORD-BULK${String(count).padStart(6, '0')}`);
    expect(ids.at(-1)).toBe('ORD-BULK000001');
  });

  it('refuses bad filters before writing anything', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admins/orders/export?from=2026-05-02&to=2026-05-01',
      headers: headersFor(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});
