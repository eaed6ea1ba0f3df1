import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockChanges } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

/**
 * Stock history under contention (docs/product.md section 14): sales and an admin's edit racing on
 * one size leave a history whose rows chain, each `before` the previous `after`, ending at the
 * stock itself.
 */
describe(`stock history under contention (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);

  it('records every sale and the edit in one unbroken chain', async () => {
    const product = await createProduct(db, { name: 'Chain Tee', stock: { M: 6 } });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createShopper(db)));
    for (const shopper of shoppers) await putInCart(db, shopper.id, product, 'M', 1);

    const [answers] = await Promise.all([
      Promise.all(
        shoppers.map((shopper) => asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY)),
      ),
      app.inject({
        method: 'PATCH',
        url: '/api/admins/update-item',
        headers: headersFor(admin),
        payload: { itemId: product.itemId, size: { M: 4 } },
      }),
    ]);
    const sold = answers.filter((res) => res.statusCode === 200).length;

    const rows = await db
      .select()
      .from(stockChanges)
      .where(eq(stockChanges.productId, product.id))
      .orderBy(stockChanges.id);
    expect(rows.filter((row) => row.reason === 'sale')).toHaveLength(sold);
    expect(rows.filter((row) => row.reason === 'admin_edit').length).toBeLessThanOrEqual(1);
    let count = 6;
    for (const row of rows) {
      expect(row.before).toBe(count);
      if (row.reason === 'sale') expect(row.after).toBe(row.before - 1);
      count = row.after;
    }
    expect(await stockOf(db, product, 'M')).toBe(count);
  });
});
