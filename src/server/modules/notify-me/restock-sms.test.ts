/**
 * A mobile-only notify-me request answered by SMS through the messaging outbox
 * (docs/decisions/028-notify-me-and-wishlist.md), against a fake of MSG91's Flow API: the restock
 * queues one SMS per request under the `notify_me_restock` DLT template, however many notify-me
 * senders and outbox senders run at once, and MSG91 is called once per request.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifyMeRequests, outbox } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { FAKE_MSG91, startFakeMsg91 } from '#tests/support/fake-msg91';
import { freshMobile } from '#tests/support/mobile-factories';
import { usingPostgres } from '#tests/support/test-db';
import { retryDelayMs } from '../mail/sender';
import { mailSenderJob } from '../mail/sender-job';
import { queueBackInStockSms } from '../messaging/back-in-stock';
import { sendDueRestockMessages } from './sender';

describe(`notify me by SMS (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const msg91 = await startFakeMsg91();
  afterAll(() => msg91.close());
  const { app, database, clock } = await createTestApp({
    MSG91_AUTH_KEY: FAKE_MSG91.authKey,
    MSG91_API_BASE: msg91.url,
    MSG91_TEMPLATE_IDS: FAKE_MSG91.templateIds,
  });
  const db = database.db;
  await app.ready();
  const admin = await createAdmin(db);
  const publicUrl = app.deps.config.publicUrl;

  const sendRestocks = (limit = 50) => sendDueRestockMessages(db, { publicUrl, now: clock(), limit });
  /** Two notify-me senders at once, as two instances of the job would, until nothing is due. */
  async function drainWithTwoSenders(limit: number) {
    let total = 0;
    for (;;) {
      const sent = (await Promise.all([sendRestocks(limit), sendRestocks(limit)])).reduce((a, b) => a + b, 0);
      total += sent;
      if (sent === 0) return total;
    }
  }
  const deliverTwice = () => Promise.all([mailSenderJob.run(app.deps), mailSenderJob.run(app.deps)]);
  /** A shopper asks with her own number: a verified contact, which counts at once. */
  const ask = async (itemId: string, size: string, contact: string) =>
    app.inject({
      method: 'POST',
      url: '/api/notify-me',
      headers: { cookie: (await createShopper(db, { mobile: contact })).cookie },
      payload: { itemId, size, contact },
    });
  const restock = (itemId: string, size: Record<string, number>) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId, size },
    });
  const smsTo = (mobile: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.toAddress, mobile)));

  it('queues one SMS under the DLT template and MSG91 gets it once, with two senders of each kind', async () => {
    const product = await createProduct(db, { name: 'Sand Hoodie', stock: { L: 0 } });
    const mobile = freshMobile('91234');
    expect((await ask(product.itemId, 'L', mobile)).statusCode).toBe(200);
    expect((await restock(product.itemId, { L: 1 })).statusCode).toBe(200);
    expect(await drainWithTwoSenders(50)).toBe(1);

    const rows = await smsTo(mobile);
    expect(rows).toHaveLength(1);
    const [request] = await db.select().from(notifyMeRequests).where(eq(notifyMeRequests.mobile, mobile));
    const productUrl = `${publicUrl}/products/${product.itemId}`;
    const unsubscribeUrl = `${publicUrl}/notify-me/unsubscribe?token=${request!.unsubscribeToken}`;
    expect(rows[0]).toMatchObject({
      template: 'notify_me_restock',
      params: ['Sand Hoodie', 'L', productUrl, unsubscribeUrl],
      messageKey: `notify-me:${request!.id}`,
      textBody: `Oversized: Sand Hoodie is back in size L. ${productUrl} Stop: ${unsubscribeUrl}`,
    });
    expect(request).toMatchObject({ status: 'messaged', textBody: rows[0]!.textBody });
    expect(request!.textSentAt).toBeInstanceOf(Date);
    // A mobile request gets no mail.
    expect(
      await db
        .select()
        .from(outbox)
        .where(like(outbox.toAddress, `%${mobile}%@%`)),
    ).toEqual([]);

    await deliverTwice();
    await deliverTwice();
    const calls = msg91.sent.filter((sms) => sms.mobile === `91${mobile}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      templateId: 'tpl-restock',
      dlt: FAKE_MSG91.templates['tpl-restock']!.dlt,
      vars: ['Sand Hoodie', 'L', productUrl, unsubscribeUrl],
    });
    expect((await smsTo(mobile))[0]!.status).toBe('sent');
  });

  it('answers the oldest three per unit, each number texted once, with senders racing in small batches', async () => {
    const product = await createProduct(db, { stock: { XL: 0 } });
    const mobiles = Array.from({ length: 9 }, () => freshMobile('93456'));
    for (const mobile of mobiles) expect((await ask(product.itemId, 'XL', mobile)).statusCode).toBe(200);
    expect((await restock(product.itemId, { XL: 2 })).statusCode).toBe(200);
    expect(await drainWithTwoSenders(2)).toBe(6);
    await deliverTwice();
    await deliverTwice();
    for (const [i, mobile] of mobiles.entries()) {
      const expected = i < 6 ? 1 : 0;
      expect(await smsTo(mobile)).toHaveLength(expected);
      expect(msg91.sent.filter((sms) => sms.mobile === `91${mobile}`)).toHaveLength(expected);
    }
  });

  it("queues a request's SMS at most once, even if asked to twice", async () => {
    const mobile = freshMobile('94567');
    const sms = {
      requestId: 987_654,
      mobile,
      productName: 'Twice Tee',
      size: 'M',
      productUrl: `${publicUrl}/products/x`,
      unsubscribeUrl: `${publicUrl}/notify-me/unsubscribe?token=t`,
    };
    expect(await queueBackInStockSms(db, sms)).toBe(true);
    expect(await queueBackInStockSms(db, sms)).toBe(false);
    expect(await smsTo(mobile)).toHaveLength(1);
    await deliverTwice();
    expect(msg91.sent.filter((sent) => sent.mobile === `91${mobile}`)).toHaveLength(1);
  });

  it('retries the SMS when MSG91 fails, and sends it once it answers', async () => {
    const product = await createProduct(db, { stock: { S: 0 } });
    const mobile = freshMobile('95678');
    await ask(product.itemId, 'S', mobile);
    await restock(product.itemId, { S: 1 });
    await sendRestocks();
    msg91.failNext(1);
    await mailSenderJob.run(app.deps);
    const [waiting] = await smsTo(mobile);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/MSG91/);
    clock.advance(retryDelayMs(1) + 1000);
    await mailSenderJob.run(app.deps);
    expect((await smsTo(mobile))[0]!.status).toBe('sent');
    expect(msg91.sent.filter((sms) => sms.mobile === `91${mobile}`)).toHaveLength(1);
  });
});
