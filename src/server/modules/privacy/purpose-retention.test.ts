/**
 * Data kept only while its purpose lasts (docs/decisions/038-personal-data.md): on a fixed clock,
 * the daily job deletes cart lines past 180 days or for a product archived 30 days ago, notify-me
 * requests 30 days after their message or unsubscribe (or pending for such a product), and
 * reminder and offer messages 30 days after they went; everything younger, or still at work, stays.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, notifyMeRequests, outbox, products } from '#server/db/schema';
import { purposeRetentionJob } from '#server/modules/privacy/purpose-retention';
import { createTestApp } from '#tests/support/app';
import { createProduct, createShopper } from '#tests/support/factories';

const DAY = 24 * 3_600_000;

describe('purpose retention', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const now = new Date('2031-06-01T04:30:00Z');
  clock.set(now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const shopper = await createShopper(db);
  const live = await createProduct(db, { stock: { M: 5 } });
  const gone = await createProduct(db, { stock: { M: 5 } });
  const justGone = await createProduct(db, { stock: { M: 5 } });
  await db
    .update(products)
    .set({ archivedAt: ago(31) })
    .where(eq(products.id, gone.id));
  await db
    .update(products)
    .set({ archivedAt: ago(5) })
    .where(eq(products.id, justGone.id));

  let token = 0;
  const request = (productId: number, status: 'pending' | 'messaged' | 'unsubscribed', days: number) =>
    db
      .insert(notifyMeRequests)
      .values({
        productId,
        size: 'M',
        email: `n${token}@example.in`,
        unsubscribeToken: `t${token++}`,
        status,
        createdAt: ago(days),
        messagedAt: status === 'messaged' ? ago(days) : null,
      })
      .returning({ id: notifyMeRequests.id })
      .then((rows) => rows[0]!.id);
  const message = (purpose: string | null, status: 'sent' | 'failed' | 'queued', days: number) =>
    db
      .insert(outbox)
      .values({
        toAddress: shopper.email,
        subject: `${purpose} ${status} ${days}`,
        textBody: '',
        htmlBody: '',
        purpose,
        status,
        createdAt: ago(days),
      })
      .returning({ subject: outbox.subject })
      .then((rows) => rows[0]!.subject);

  it('deletes what has done its work and keeps the rest', async () => {
    await db.insert(cartItems).values([
      { userId: shopper.id, productId: live.id, size: 'M', quantity: 1, createdAt: ago(181) },
      { userId: shopper.id, productId: live.id, size: 'L', quantity: 1, createdAt: ago(10) },
      { userId: shopper.id, productId: gone.id, size: 'M', quantity: 1, createdAt: ago(40) },
      { userId: shopper.id, productId: justGone.id, size: 'M', quantity: 1, createdAt: ago(40) },
    ]);
    const keptRequests = [
      await request(live.id, 'pending', 400),
      await request(live.id, 'messaged', 29),
      await request(live.id, 'unsubscribed', 29),
      await request(justGone.id, 'pending', 40),
    ];
    await request(live.id, 'messaged', 31);
    await request(live.id, 'unsubscribed', 31);
    await request(gone.id, 'pending', 40);
    const keptMessages = [
      await message('offers', 'sent', 29),
      await message('reminders', 'queued', 40),
      await message(null, 'sent', 400),
    ];
    await message('offers', 'sent', 31);
    await message('reminders', 'failed', 31);

    await purposeRetentionJob.run(app.deps);

    const lines = await db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(lines.map((l) => [l.productId, l.size]).sort()).toEqual(
      [
        [live.id, 'L'],
        [justGone.id, 'M'],
      ].sort(),
    );
    const requests = await db.select({ id: notifyMeRequests.id }).from(notifyMeRequests);
    expect(requests.map((r) => r.id).sort()).toEqual(keptRequests.sort());
    const messages = await db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.toAddress, shopper.email));
    expect(messages.map((m) => m.subject).sort()).toEqual(keptMessages.sort());
  });
});
