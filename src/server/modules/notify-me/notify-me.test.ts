import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyMeRequests, outbox, products } from '#server/db/schema';
import { MOBILE_MESSAGE } from '#shared/address';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { placeCodOrderFor } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { askAndConfirm } from '#tests/support/notify-me-factories';
import { deliveredOrder, receivedReturnOf } from '#tests/support/return-factories';
import { MAX_PENDING_PER_CONTACT } from './ask';
import { sendDueRestockMessages } from './sender';

/**
 * Notify me (docs/product.md section 19): asking, the restock hook on every path, the messages,
 * unsubscribing. Requests here come from signed-in shoppers with their own (verified) contact,
 * which counts at once; verified-contacts.test.ts covers a visitor's code.
 */
describe('notify me', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  await saveInvoiceSettings(db);

  const ask = (body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/notify-me', payload: body, headers });
  const send = () => sendDueRestockMessages(db, { publicUrl: app.deps.config.publicUrl, now: clock() });
  const setStock = (itemId: string, size: Record<string, number>) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId, size },
    });
  const mailsTo = (pattern: string) =>
    db.select().from(outbox).where(like(outbox.toAddress, pattern)).orderBy(asc(outbox.id));
  const requestsOf = (productId: number) =>
    db
      .select()
      .from(notifyMeRequests)
      .where(eq(notifyMeRequests.productId, productId))
      .orderBy(asc(notifyMeRequests.id));
  const shoppers = new Map<string, string>();
  /** The cookie of a shopper whose own email or mobile number is `contact`, made once per contact. */
  async function ownerOf(contact: string): Promise<string> {
    let cookie = shoppers.get(contact);
    if (!cookie) {
      const fields = contact.includes('@') ? { email: contact } : { mobile: contact };
      cookie = (await createShopper(db, fields)).cookie;
      shoppers.set(contact, cookie);
    }
    return cookie;
  }
  /** The shopper whose own contact it is asks: it counts at once. */
  const askAsOwner = async (itemId: string, size: string, contact: string) =>
    ask({ itemId, size, contact }, { cookie: await ownerOf(contact) });
  /** `count` shoppers ask for the size with their own emails, in order: first-0@..., first-1@... */
  async function queue(itemId: string, size: string, prefix: string, count: number) {
    for (let i = 0; i < count; i++) {
      const res = await askAsOwner(itemId, size, `${prefix}-${i}@example.in`);
      expect(res.statusCode).toBe(200);
    }
  }

  it("records a shopper's own email at once, once per contact, with one answer", async () => {
    const product = await createProduct(db, { stock: { M: 3, XXL: 0 } });
    const cookie = await ownerOf('Asha@Example.in');
    const first = await ask(
      { itemId: product.itemId, size: 'XXL', contact: ' Asha@Example.in ' },
      { cookie },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Done. We will tell you once when size XXL is back.',
      codeSent: false,
    });
    const again = await ask({ itemId: product.itemId, size: 'XXL', contact: 'asha@example.in' }, { cookie });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    const rows = await requestsOf(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'asha@example.in', mobile: null, status: 'pending' });
  });

  it("takes a shopper's own mobile number in any usual spelling, and remembers the shopper", async () => {
    const product = await createProduct(db, { stock: { M: 3 } });
    const shopper = await createShopper(db, { mobile: '9876543210' });
    const res = await ask(
      { itemId: product.itemId, size: 'XL', contact: '+91 98765-43210' },
      { cookie: shopper.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().codeSent).toBe(false);
    expect((await requestsOf(product.id))[0]).toMatchObject({
      mobile: '9876543210',
      email: null,
      userId: shopper.id,
    });
  });

  it('remembers a signed-in shopper who confirms another contact with its code', async () => {
    const product = await createProduct(db, { stock: { M: 0 } });
    const shopper = await createShopper(db);
    const res = await askAndConfirm(
      app,
      db,
      { itemId: product.itemId, size: 'M', contact: 'partner@example.in' },
      { cookie: shopper.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect((await requestsOf(product.id))[0]).toMatchObject({
      email: 'partner@example.in',
      userId: shopper.id,
    });
  });

  it('refuses a size in stock, an unknown product and a bad contact, writing nothing', async () => {
    const product = await createProduct(db, { stock: { M: 3 } });
    const inStock = await ask({ itemId: product.itemId, size: 'M', contact: 'a@example.in' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().errorMessage).toBe('Size M is in stock: you can add it to your cart now.');
    const unknown = await ask({ itemId: 'no-such-product', size: 'M', contact: 'a@example.in' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorMessage: 'This product is not on sale.',
      code: 'product_unavailable',
    });
    const cases: [object, string][] = [
      [{ itemId: product.itemId, size: 'XL', contact: '' }, 'Please enter your mobile number or email.'],
      [{ itemId: product.itemId, size: 'XL', contact: '12345' }, MOBILE_MESSAGE],
      [{ itemId: product.itemId, size: 'XL', contact: 'asha@' }, 'Please enter a valid email address.'],
      [{ itemId: product.itemId, size: 'XS', contact: 'a@example.in' }, 'please select size'],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    expect(await requestsOf(product.id)).toHaveLength(0);
  });

  it('refuses a product hidden from the storefront', async () => {
    const product = await createProduct(db, { stock: { M: 0 } });
    await db.update(products).set({ hidden: true }).where(eq(products.id, product.id));
    expect((await ask({ itemId: product.itemId, size: 'M', contact: 'a@example.in' })).statusCode).toBe(404);
  });

  it(`lets one contact wait for at most ${MAX_PENDING_PER_CONTACT} sizes at once`, async () => {
    const many = await Promise.all(
      Array.from({ length: 4 }, () =>
        createProduct(db, { stock: { S: 0, M: 0, L: 0, XL: 0, XXL: 0, XXXL: 0 } }),
      ),
    );
    const sizes = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
    let asked = 0;
    for (const product of many)
      for (const size of sizes) {
        if (asked === MAX_PENDING_PER_CONTACT) break;
        expect((await askAsOwner(product.itemId, size, 'greedy@example.in')).statusCode).toBe(200);
        asked++;
      }
    const over = await askAsOwner(many[3]!.itemId, 'XXXL', 'greedy@example.in');
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMessage).toMatch(/already waiting for 20 sizes/);
  });

  it("messages three requests per unit an admin's edit restocks, oldest first, each once", async () => {
    const product = await createProduct(db, { name: 'Ink Boxy Tee', stock: { M: 2, XXL: 0 } });
    await queue(product.itemId, 'XXL', 'edit', 8);
    expect((await setStock(product.itemId, { XXL: 2 })).statusCode).toBe(200);
    expect(await send()).toBe(6);
    expect(await send()).toBe(0);
    const mails = await mailsTo('edit-%');
    expect(mails.map((m) => m.toAddress)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `edit-${i}@example.in`));
    expect(mails[0]!.subject).toBe('Back in stock: Ink Boxy Tee in size XXL');
    expect(mails[0]!.textBody).toContain(`http://localhost:3000/products/${product.itemId}`);
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost:3000\/notify-me\/unsubscribe\?token=[\w-]{32}/);
    expect(mails[0]!.htmlBody).toContain('Ink Boxy Tee');
    const statuses = (await requestsOf(product.id)).map((r) => r.status);
    expect(statuses).toEqual([...Array(6).fill('messaged'), 'pending', 'pending']);

    // Lowering the stock messages nobody; the next unit up answers the two still waiting.
    await setStock(product.itemId, { XXL: 0 });
    expect(await send()).toBe(0);
    await setStock(product.itemId, { XXL: 1 });
    expect(await send()).toBe(2);
    expect((await mailsTo('edit-%')).map((m) => m.toAddress).slice(6)).toEqual([
      'edit-6@example.in',
      'edit-7@example.in',
    ]);
  });

  it('answers requests when a cancelled order gives its units back', async () => {
    const product = await createProduct(db, { stock: { M: 1 } });
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, product, 1, 'M');
    await queue(product.itemId, 'M', 'cancel', 4);
    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      headers: headersFor(admin),
      payload: { orderId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await send()).toBe(3);
    expect((await mailsTo('cancel-%')).map((m) => m.toAddress)).toEqual(
      [0, 1, 2].map((i) => `cancel-${i}@example.in`),
    );
  });

  it('answers requests when a received return goes back into stock', async () => {
    const product = await createProduct(db, { stock: { M: 1 } });
    const shopper = await createShopper(db);
    const { orderId } = await deliveredOrder(app, db, { shopper, admin, product, quantity: 1 });
    await queue(product.itemId, 'M', 'return', 2);
    await receivedReturnOf(app, { shopper, admin }, orderId, { quantity: 1 });
    expect(await send()).toBe(2);
    expect(await mailsTo('return-%')).toHaveLength(2);
  });

  it('answers a mobile request with an SMS in the outbox, not a mail', async () => {
    const product = await createProduct(db, { name: 'Sand Hoodie', stock: { L: 0 } });
    expect((await askAsOwner(product.itemId, 'L', '9123456780')).statusCode).toBe(200);
    await setStock(product.itemId, { L: 1 });
    expect(await send()).toBe(1);
    const [sms] = await mailsTo('9123456780');
    expect(sms).toMatchObject({ channel: 'sms', template: 'notify_me_restock', status: 'queued' });
    expect(sms!.textBody).toMatch(
      /^Oversized: Sand Hoodie is back in size L\. http:\/\/localhost:3000\/products\//,
    );
    expect(await mailsTo('9123456780')).toHaveLength(1);
  });

  it('keeps a due request waiting when its product is taken off sale before the message', async () => {
    const product = await createProduct(db, { stock: { S: 0 } });
    await queue(product.itemId, 'S', 'hidden', 1);
    await setStock(product.itemId, { S: 1 });
    await db.update(products).set({ hidden: true }).where(eq(products.id, product.id));
    expect(await send()).toBe(0);
    expect((await requestsOf(product.id))[0]!.status).toBe('pending');
  });

  it("unsubscribes: the message's link cancels every request of that address still waiting", async () => {
    const one = await createProduct(db, { stock: { S: 0 } });
    const two = await createProduct(db, { stock: { S: 0, M: 0 } });
    for (const [itemId, size] of [
      [one.itemId, 'S'],
      [two.itemId, 'S'],
      [two.itemId, 'M'],
    ])
      await askAsOwner(itemId!, size!, 'leave@example.in');
    await askAsOwner(two.itemId, 'S', 'stay@example.in');
    await setStock(one.itemId, { S: 1 });
    await send();
    const [mail] = await mailsTo('leave@example.in');
    const token = /token=([\w-]+)/.exec(mail!.textBody)![1];
    const res = await app.inject({ method: 'POST', url: '/api/notify-me/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You will get no more back-in-stock messages at this address.');
    const left = await requestsOf(two.id);
    expect(left.map((r) => [r.email, r.status])).toEqual([
      ['leave@example.in', 'unsubscribed'],
      ['leave@example.in', 'unsubscribed'],
      ['stay@example.in', 'pending'],
    ]);
    await setStock(two.itemId, { S: 5, M: 5 });
    await send();
    expect(await mailsTo('leave@example.in')).toHaveLength(1);
    expect(await mailsTo('stay@example.in')).toHaveLength(1);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/notify-me/unsubscribe',
      payload: { token: 'x'.repeat(32) },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errorMessage).toBe('This unsubscribe link is not valid.');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/notify-me/unsubscribe',
      payload: { token: '<a>' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists pending requests by product and size for the dashboard, most wanted first', async () => {
    const product = await createProduct(db, { name: 'Demand Tee', stock: { XXL: 0, XXXL: 0 } });
    await queue(product.itemId, 'XXL', 'demand-xxl', 3);
    await queue(product.itemId, 'XXXL', 'demand-xxxl', 1);
    const res = await app.inject({ method: 'GET', url: '/api/admins/notify-me', headers: headersFor(admin) });
    expect(res.statusCode).toBe(200);
    const rows = (
      res.json().rows as { itemId: string; size: string; pending: number; name: string }[]
    ).filter((row) => row.itemId === product.itemId);
    expect(rows.map((r) => [r.name, r.size, r.pending])).toEqual([
      ['Demand Tee', 'XXL', 3],
      ['Demand Tee', 'XXXL', 1],
    ]);
    const shopper = await createShopper(db);
    const asShopperRes = await app.inject({
      method: 'GET',
      url: '/api/admins/notify-me',
      headers: headersFor(shopper),
    });
    expect(asShopperRes.statusCode).toBe(401);
  });
});
