import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyMeRequests, outbox } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { placeCodOrderFor, stockOf } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';
import { sendDueRestockMessages } from './sender';

/**
 * Restocks racing on one size (docs/decisions/028-notify-me-and-wishlist.md): however they
 * interleave, the requests answered are exactly the oldest, three per unit that came back, and
 * two senders running at once message each of them once.
 */
describe(`notify me under contention (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const send = () =>
    sendDueRestockMessages(db, { publicUrl: app.deps.config.publicUrl, now: clock(), limit: 4 });
  const cancel = (orderId: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      headers: headersFor(admin),
      payload: { orderId },
    });

  async function soldOutWithOrders(orders: number, prefix: string, requests: number) {
    const product = await createProduct(db, { stock: { XXL: orders } });
    const orderIds: string[] = [];
    for (let i = 0; i < orders; i++)
      orderIds.push(await placeCodOrderFor(app, db, await createShopper(db), product, 1, 'XXL'));
    // Shoppers asking with their own emails: verified contacts, which count at once.
    for (let i = 0; i < requests; i++) {
      const contact = `${prefix}-${i}@example.in`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/notify-me',
        headers: { cookie: (await createShopper(db, { email: contact })).cookie },
        payload: { itemId: product.itemId, size: 'XXL', contact },
      });
      expect(res.statusCode).toBe(200);
    }
    return { product, orderIds };
  }

  async function drain() {
    let total = 0;
    for (;;) {
      const sent = (await Promise.all([send(), send()])).reduce((a, b) => a + b, 0);
      total += sent;
      if (sent === 0) return total;
    }
  }

  async function expectOldestAnswered(productId: number, prefix: string, answered: number, requests: number) {
    const rows = await db
      .select()
      .from(notifyMeRequests)
      .where(eq(notifyMeRequests.productId, productId))
      .orderBy(asc(notifyMeRequests.id));
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(answered).fill('messaged'),
      ...Array(requests - answered).fill('pending'),
    ]);
    const mails = await db
      .select()
      .from(outbox)
      .where(like(outbox.toAddress, `${prefix}-%`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      Array.from({ length: answered }, (_, i) => `${prefix}-${i}@example.in`).sort(),
    );
  }

  it('two cancellations of one unit each message the six oldest requests, each once', async () => {
    const { product, orderIds } = await soldOutWithOrders(2, 'two-cancels', 10);
    const answers = await Promise.all(orderIds.map(cancel));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await drain()).toBe(6);
    await expectOldestAnswered(product.id, 'two-cancels', 6, 10);
  });

  it("an admin's restock of 2 racing a cancellation answers three per unit that came back", async () => {
    const { product, orderIds } = await soldOutWithOrders(1, 'edit-and-cancel', 20);
    const [edit, cancelled] = await Promise.all([
      app.inject({
        method: 'PATCH',
        url: '/api/admins/update-item',
        headers: headersFor(admin),
        payload: { itemId: product.itemId, size: { XXL: 2 } },
      }),
      cancel(orderIds[0]!),
    ]);
    expect([edit.statusCode, cancelled.statusCode]).toEqual([200, 200]);
    // The edit sets 2: after the cancellation that is one more unit, before it two, then one more.
    const units = await stockOf(db, product, 'XXL');
    expect([2, 3]).toContain(units);
    expect(await drain()).toBe(3 * units);
    await expectOldestAnswered(product.id, 'edit-and-cancel', 3 * units, 20);
  });
});
