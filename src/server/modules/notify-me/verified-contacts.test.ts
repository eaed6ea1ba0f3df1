import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyMeRequests, outbox } from '#server/db/schema';
import { call, freshIp, sessionCookieFrom } from '#tests/support/account-factories';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { freshMobile } from '#tests/support/mobile-factories';
import { askAndConfirm, notifyMeCodeFor } from '#tests/support/notify-me-factories';
import { sendDueRestockMessages } from './sender';

/**
 * A notify-me request counts only once its contact is verified (BUSINESS.md section 10,
 * docs/product.md section 19): made-up contacts never take a real shopper's place in the queue,
 * and no answer tells whether a contact was already waiting.
 */
describe('notify me: verified contacts only', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const send = () => sendDueRestockMessages(db, { publicUrl: app.deps.config.publicUrl, now: clock() });
  const restock = (itemId: string, size: Record<string, number>) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId, size },
    });
  const requestsOf = (productId: number) =>
    db
      .select()
      .from(notifyMeRequests)
      .where(eq(notifyMeRequests.productId, productId))
      .orderBy(asc(notifyMeRequests.id));
  /** Back-in-stock mails only, not the codes. */
  const restockMailsTo = (pattern: string) =>
    db
      .select()
      .from(outbox)
      .where(and(like(outbox.toAddress, pattern), like(outbox.subject, 'Back in stock%')));
  const smsRestocksTo = (mobile: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, mobile), eq(outbox.template, 'notify_me_restock')));

  it("made-up numbers and emails never take a verified shopper's place in the queue", async () => {
    const product = await createProduct(db, { name: 'Queue Tee', stock: { M: 2, XXL: 0 } });
    // Strangers ask first, from many addresses, with contacts they cannot read.
    for (let i = 0; i < 6; i++) {
      await call(
        app,
        'POST',
        '/api/notify-me',
        { itemId: product.itemId, size: 'XXL', contact: `98765${String(i).padStart(5, '0')}` },
        { ip: freshIp() },
      );
      await call(
        app,
        'POST',
        '/api/notify-me',
        { itemId: product.itemId, size: 'XXL', contact: `made-up-${i}@example.in` },
        { ip: freshIp() },
      );
    }
    // Then a shopper with her own number, verified when her account got it.
    const mobile = freshMobile('91111');
    const shopper = await createShopper(db, { mobile });
    await call(
      app,
      'POST',
      '/api/notify-me',
      { itemId: product.itemId, size: 'XXL', contact: mobile },
      { cookie: shopper.cookie, ip: freshIp() },
    );

    // One unit back: up to three messages, and only she is waiting.
    expect((await restock(product.itemId, { XXL: 1 })).statusCode).toBe(200);
    await send();
    expect(await restockMailsTo('made-up-%')).toEqual([]);
    for (let i = 0; i < 6; i++) expect(await smsRestocksTo(`98765${String(i).padStart(5, '0')}`)).toEqual([]);
    expect(await smsRestocksTo(mobile)).toHaveLength(1);
    expect((await requestsOf(product.id)).map((row) => [row.mobile, row.status])).toEqual([
      [mobile, 'messaged'],
    ]);
  });

  it('puts a visitor who typed the code in the queue, in the order the codes were typed', async () => {
    const product = await createProduct(db, { stock: { XL: 0 } });
    const body = { itemId: product.itemId, size: 'XL' };
    const ip = freshIp();
    // The first visitor asks first but types her code last.
    await call(app, 'POST', '/api/notify-me', { ...body, contact: 'slow@example.in' }, { ip });
    expect((await askAndConfirm(app, db, { ...body, contact: 'quick@example.in' })).statusCode).toBe(200);
    const slow = await notifyMeCodeFor(db, 'slow@example.in');
    const confirmed = await call(
      app,
      'POST',
      '/api/notify-me/confirm',
      { ...body, contact: 'slow@example.in', code: slow },
      { ip },
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await requestsOf(product.id)).map((row) => row.email)).toEqual([
      'quick@example.in',
      'slow@example.in',
    ]);
    expect((await restock(product.itemId, { XL: 1 })).statusCode).toBe(200);
    expect(await send()).toBe(2);
    expect(await restockMailsTo('quick@example.in')).toHaveLength(1);
    expect(await restockMailsTo('slow@example.in')).toHaveLength(1);
  });

  it("sends a code to a contact that is not the shopper's own, and records the request when it is typed", async () => {
    const product = await createProduct(db, { stock: { L: 0 } });
    const ip = freshIp();
    const body = { itemId: product.itemId, size: 'L', contact: '+91 93333 12345' };
    const asked = await call(app, 'POST', '/api/notify-me', body, { ip });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message:
        'We have sent a 6-digit code by SMS to 9333312345. Enter it here to confirm; it is valid for 10 minutes.',
      codeSent: true,
    });
    const [sms] = await db.select().from(outbox).where(eq(outbox.toAddress, '9333312345'));
    expect(sms).toMatchObject({ channel: 'sms', template: 'notify_me_code' });
    expect(sms!.textBody).toBe(
      `${sms!.params[0]} is your Oversized code to hear when a sold-out size is back. It is valid for 10 minutes.`,
    );
    expect(await requestsOf(product.id)).toEqual([]);

    const code = await notifyMeCodeFor(db, '9333312345');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(app, 'POST', '/api/notify-me/confirm', { ...body, code: wrong }, { ip });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorMessage: 'The code is incorrect. 4 tries left.',
      code: 'invalid_code',
    });
    const cases: [string, string][] = [
      ['', 'Please enter the 6-digit code we sent.'],
      ['12345', 'The code has 6 digits.'],
      ['12a456', 'The code has 6 digits.'],
    ];
    for (const [bad, message] of cases) {
      const res = await call(app, 'POST', '/api/notify-me/confirm', { ...body, code: bad }, { ip });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    expect(await requestsOf(product.id)).toEqual([]);

    const done = await call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, { ip });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Done. We will tell you once when size L is back.' });
    expect((await requestsOf(product.id)).map((row) => [row.mobile, row.status])).toEqual([
      ['9333312345', 'pending'],
    ]);
    // A code works once.
    const reused = await call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, { ip });
    expect(reused.json().errorMessage).toBe('This code has already been used. Please request a new one.');
  });

  it('mails the code to an email, and a code for another contact does not confirm it', async () => {
    const product = await createProduct(db, { stock: { S: 0 } });
    const ip = freshIp();
    const body = { itemId: product.itemId, size: 'S', contact: 'Mira@Example.in' };
    const asked = await call(app, 'POST', '/api/notify-me', body, { ip });
    expect(asked.json().message).toBe(
      'We have sent a 6-digit code to mira@example.in. Enter it here to confirm; it is valid for 10 minutes.',
    );
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, 'mira@example.in'));
    expect(mail!.subject).toMatch(/^Your Oversized code: \d{6}$/);
    await call(app, 'POST', '/api/notify-me', { ...body, contact: 'other@example.in' }, { ip });
    const otherCode = await notifyMeCodeFor(db, 'other@example.in');
    const code = await notifyMeCodeFor(db, 'mira@example.in');
    if (otherCode !== code) {
      const crossed = await call(app, 'POST', '/api/notify-me/confirm', { ...body, code: otherCode }, { ip });
      expect(crossed.statusCode).toBe(400);
    }
    expect(await requestsOf(product.id)).toEqual([]);
    expect((await call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, { ip })).statusCode).toBe(
      200,
    );
    expect((await requestsOf(product.id)).map((row) => row.email)).toEqual(['mira@example.in']);
  });

  it('lets the browser that typed the code ask for more sizes for a day without a new code', async () => {
    const product = await createProduct(db, { stock: { S: 0, M: 0, L: 0, XL: 0 } });
    const contact = 'sizes@example.in';
    const ip = freshIp();
    const confirmed = await askAndConfirm(app, db, { itemId: product.itemId, size: 'S', contact }, { ip });
    const cookie = sessionCookieFrom(confirmed, 'vcontact');
    const more = await call(
      app,
      'POST',
      '/api/notify-me',
      { itemId: product.itemId, size: 'M', contact },
      {
        ip,
        cookie,
      },
    );
    expect(more.json()).toEqual({
      message: 'Done. We will tell you once when size M is back.',
      codeSent: false,
    });
    // The proof is for that contact only, and another browser has none.
    const other = await call(
      app,
      'POST',
      '/api/notify-me',
      { itemId: product.itemId, size: 'L', contact: 'someone.else@example.in' },
      { ip, cookie },
    );
    expect(other.json().codeSent).toBe(true);
    const elsewhere = await call(
      app,
      'POST',
      '/api/notify-me',
      { itemId: product.itemId, size: 'L', contact },
      { ip: freshIp() },
    );
    expect(elsewhere.json().codeSent).toBe(true);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const tomorrow = await call(
      app,
      'POST',
      '/api/notify-me',
      { itemId: product.itemId, size: 'XL', contact },
      {
        ip,
        cookie,
      },
    );
    expect(tomorrow.json().codeSent).toBe(true);
    expect((await requestsOf(product.id)).map((row) => row.size)).toEqual(['S', 'M']);
  });

  it('answers the same whether or not the contact was already waiting', async () => {
    const product = await createProduct(db, { stock: { XXL: 0 } });
    const body = { itemId: product.itemId, size: 'XXL' };

    // A shopper's own contact: the second ask answers as the first did.
    const shopper = await createShopper(db);
    const first = await call(
      app,
      'POST',
      '/api/notify-me',
      { ...body, contact: shopper.email },
      {
        cookie: shopper.cookie,
      },
    );
    const second = await call(
      app,
      'POST',
      '/api/notify-me',
      { ...body, contact: shopper.email },
      {
        cookie: shopper.cookie,
      },
    );
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    expect(first.statusCode).toBe(200);

    // A visitor's contact: asking and confirming answer alike before and after it waits.
    const contact = 'waiting@example.in';
    const answers = async () => {
      const ip = freshIp();
      const asked = await call(app, 'POST', '/api/notify-me', { ...body, contact }, { ip });
      const code = await notifyMeCodeFor(db, contact);
      const confirmed = await call(app, 'POST', '/api/notify-me/confirm', { ...body, contact, code }, { ip });
      return [asked.statusCode, asked.body, confirmed.statusCode, confirmed.body];
    };
    const fresh = await answers();
    expect(fresh[0]).toBe(200);
    expect(fresh[2]).toBe(200);
    expect(await answers()).toEqual(fresh);
    expect((await requestsOf(product.id)).map((row) => row.email)).toEqual([shopper.email, contact]);
  });

  it('records one request when the right code is sent twice at once', async () => {
    const product = await createProduct(db, { stock: { M: 0 } });
    const ip = freshIp();
    const body = { itemId: product.itemId, size: 'M', contact: 'twice@example.in' };
    await call(app, 'POST', '/api/notify-me', body, { ip });
    const code = await notifyMeCodeFor(db, 'twice@example.in');
    const answers = await Promise.all([
      call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, { ip }),
      call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, { ip }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await requestsOf(product.id)).toHaveLength(1);
  });
});
