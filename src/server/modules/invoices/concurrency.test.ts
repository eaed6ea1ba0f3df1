/**
 * 50 dispatches at once take invoice numbers 1 to 50: no gap, no repeat (docs/decisions/014-gst-invoices.md).
 * Run on PGlite and, with TEST_DB=postgres, on PostgreSQL with a pool of connections.
 */
import { describe, expect, it } from 'vitest';
import { invoices } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { placeCodOrderFor } from '#tests/support/cart-factories';
import { saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { usingPostgres } from '#tests/support/test-db';

describe(`50 simultaneous dispatches (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database, clock } = await createTestApp();
  // Shoppers here place many COD orders: the limit on open ones (docs/product.md section 22) is lifted.
  await saveCodSettings(database.db, { maxOpenCodOrders: 1000 });
  const db = database.db;
  await saveInvoiceSettings(db);

  it('number their invoices 1 to 50 with no gap and no repeat', async () => {
    const admin = await createAdmin(db);
    const tee = await createProduct(db, { stock: { M: 100 } });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createShopper(db)));
    const orderIds = [];
    for (let i = 0; i < 50; i++) orderIds.push(await placeCodOrderFor(app, db, shoppers[i % 10]!, tee));
    clock.set(new Date('2026-05-15T06:00:00Z'));

    const answers = await Promise.all(
      orderIds.map((orderId, i) =>
        app.inject({
          method: 'PATCH',
          url: '/api/admins/dispatch',
          headers: headersFor(admin),
          payload: { orderId, courier: 'Blue Dart', trackingId: `BLUEDART-${i}` },
        }),
      ),
    );

    expect(answers.map((res) => res.statusCode)).toEqual(orderIds.map(() => 200));
    const issued = await db.select().from(invoices);
    expect(issued).toHaveLength(50);
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(50);
    expect(new Set(issued.map((invoice) => invoice.orderPublicId))).toEqual(new Set(orderIds));
  });
});
