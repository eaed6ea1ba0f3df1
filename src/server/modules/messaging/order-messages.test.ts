/**
 * WhatsApp order messages end to end through the outbox, against fakes of the WhatsApp Cloud API
 * and MSG91: opt-in at checkout, the receipts webhook (signature, duplicates, order of states),
 * the fallback to SMS, retries, STOP and the profile's switch, and the back office's view.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox, whatsappConsents } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { FAKE_MSG91, startFakeMsg91 } from '#tests/support/fake-msg91';
import {
  FAKE_WHATSAPP,
  incomingText,
  signedWebhook,
  startFakeWhatsApp,
  statusEvent,
} from '#tests/support/fake-whatsapp';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { freshMobile } from '#tests/support/mobile-factories';
import { mailSenderJob } from '../mail/sender-job';

describe('WhatsApp order messages', async () => {
  const whatsapp = await startFakeWhatsApp();
  const msg91 = await startFakeMsg91();
  const { app, database, clock } = await createTestApp({
    WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
    WHATSAPP_API_BASE: whatsapp.url,
    MSG91_AUTH_KEY: FAKE_MSG91.authKey,
    MSG91_API_BASE: msg91.url,
    MSG91_TEMPLATE_IDS: FAKE_MSG91.templateIds,
  });
  const db = database.db;
  afterAll(async () => {
    await whatsapp.close();
    await msg91.close();
  });
  await app.ready();
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { stock: { M: 100 } });
  const send = () => mailSenderJob.run(app.deps);

  async function placeOrder(shopper: TestAccount, mobile: string, whatsappOptIn?: boolean) {
    await putInCart(db, shopper.id, product, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', {
      ...DELIVERY,
      mobile,
      ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
    });
    expect(res.statusCode).toBe(200);
    return res.json().orderId as string;
  }

  const timeline = async (orderId: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admins/orders/${orderId}/messages`,
      headers: headersFor(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json().messages as {
      channel: string;
      template: string;
      status: string;
      deliveredAt: string | null;
      readAt: string | null;
      error: string | null;
    }[];
  };

  const webhook = (payload: unknown, secret?: string) => {
    const { body, headers } = signedWebhook(payload, secret);
    return app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers, payload: body });
  };

  const rowsTo = (mobile: string) =>
    db.select().from(outbox).where(eq(outbox.toAddress, mobile)).orderBy(outbox.id);
  /** The placed message's rows alone: a COD order also asks for its confirmation (tested above). */
  const placedRowsTo = async (mobile: string) =>
    (await rowsTo(mobile)).filter((row) => row.template === 'order_placed');
  const placedOnly = <T extends { template: string }>(messages: T[]) =>
    messages.filter((m) => m.template === 'order_placed');

  it('records the opt-in with its time and sends the placed message on WhatsApp with its parameters', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    const [consent] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.mobile, mobile));
    expect(consent!.optedInAt).toBeInstanceOf(Date);
    await send();
    const sent = whatsapp.sent.find((m) => m.to === `91${mobile}`)!;
    expect(sent.template).toBe('order_placed');
    expect(sent.params[0]).toBe(orderId);
    expect(sent.params[1]).toMatch(/^₹/);
    // A cash-on-delivery order also asks for its one-tap confirmation, with the link the mail has.
    const confirm = whatsapp.sent.find(
      (m) => m.to === `91${mobile}` && m.template === 'order_cod_confirmation',
    )!;
    expect(confirm.params.slice(0, 2)).toEqual([orderId, sent.params[1]]);
    expect(confirm.params[2]).toMatch(/\/cod\/[A-Za-z0-9_-]{20,}$/);
    const messages = await timeline(orderId);
    expect(messages.filter((m) => m.channel === 'whatsapp')).toMatchObject([
      { channel: 'whatsapp', template: 'order_placed', status: 'sent' },
      { channel: 'whatsapp', template: 'order_cod_confirmation', status: 'sent' },
    ]);
    // The order's mail is listed beside them.
    expect(messages).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        template: `Your order ${orderId} is placed: please confirm it`,
        status: 'sent',
      }),
    );
  });

  it('sends nothing on WhatsApp without the opt-in (mail only)', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile);
    // Its mails alone (the confirmation, and the cash-on-delivery one-tap link).
    expect(new Set((await timeline(orderId)).map((m) => m.channel))).toEqual(new Set(['email']));
    expect(await rowsTo(mobile)).toEqual([]);
  });

  it('moves a message to delivered, then read, once each, whatever Meta repeats or reorders', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    await send();
    const { id } = whatsapp.sent.find((m) => m.to === `91${mobile}`)!;
    const first = await webhook(statusEvent(id, 'delivered', `91${mobile}`));
    expect(first.json()).toEqual({ received: true, acted: 1, duplicates: 0 });
    const [delivered] = await timeline(orderId);
    expect(delivered!.status).toBe('delivered');
    const repeat = await webhook(statusEvent(id, 'delivered', `91${mobile}`));
    expect(repeat.json()).toEqual({ received: true, acted: 0, duplicates: 1 });
    expect((await timeline(orderId))[0]!.deliveredAt).toBe(delivered!.deliveredAt);
    await webhook(statusEvent(id, 'read', `91${mobile}`));
    // A "sent" arriving late never takes it back.
    await webhook(statusEvent(id, 'sent', `91${mobile}`));
    expect((await timeline(orderId))[0]).toMatchObject({ status: 'read' });
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    await send();
    const { id } = whatsapp.sent.find((m) => m.to === `91${mobile}`)!;
    const forged = await webhook(statusEvent(id, 'delivered', `91${mobile}`), 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid_signature');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(statusEvent(id, 'delivered', `91${mobile}`)),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await timeline(orderId))[0]!.status).toBe('sent');
  });

  it('answers Meta’s verification handshake only with the verify token', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('falls back to SMS when WhatsApp refuses the number, and sends the SMS once', async () => {
    const mobile = freshMobile();
    whatsapp.unreachable.add(`91${mobile}`);
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    await send();
    await send();
    const sms = msg91.sent.filter((m) => m.mobile === `91${mobile}` && m.templateId === 'tpl-placed');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ templateId: 'tpl-placed', dlt: '1107160000000000002' });
    expect(sms[0]!.vars[0]).toBe(orderId);
    const messages = placedOnly(await timeline(orderId));
    expect(messages.map((m) => `${m.channel} ${m.status}`)).toEqual(['whatsapp failed', 'sms sent']);
    expect(messages[0]!.error).toMatch(/131026/);
  });

  it('falls back to SMS when the receipts webhook reports a failure after sending', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    await send();
    const { id } = whatsapp.sent.find((m) => m.to === `91${mobile}` && m.template === 'order_placed')!;
    await webhook(statusEvent(id, 'failed', `91${mobile}`));
    await webhook(statusEvent(id, 'failed', `91${mobile}`));
    await send();
    expect(
      msg91.sent.filter((m) => m.mobile === `91${mobile}` && m.templateId === 'tpl-placed'),
    ).toHaveLength(1);
    expect(placedOnly(await timeline(orderId)).map((m) => `${m.channel} ${m.status}`)).toEqual([
      'whatsapp failed',
      'sms sent',
    ]);
  });

  it('retries a provider error with backoff', async () => {
    const mobile = freshMobile();
    await placeOrder(await createShopper(db), mobile, true);
    whatsapp.failNext();
    await send();
    const [waiting] = await placedRowsTo(mobile);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/131000/);
    await send();
    expect((await placedRowsTo(mobile))[0]!.status).toBe('queued');
    clock.advance(31_000);
    await send();
    expect((await placedRowsTo(mobile))[0]!.status).toBe('sent');
    expect(whatsapp.sent.filter((m) => m.to === `91${mobile}` && m.template === 'order_placed')).toHaveLength(
      1,
    );
  });

  it('sends the dispatched message with the tracking link', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    await dispatchOrder(db, { orderId, trackingId: 'DL-123', courier: 'Delhivery', actor: 'admin:1' });
    await send();
    const sent = whatsapp.sent.find((m) => m.to === `91${mobile}` && m.template === 'order_dispatched')!;
    expect(sent.params.slice(0, 2)).toEqual([orderId, 'Delhivery']);
    expect(sent.params[2]).toMatch(/^https?:\/\//);
  });

  it('stops WhatsApp messages when the shopper replies STOP, acting once on a repeated delivery', async () => {
    const mobile = freshMobile();
    const orderId = await placeOrder(await createShopper(db), mobile, true);
    const stop = incomingText(`91${mobile}`, ' stop ');
    expect((await webhook(stop)).json()).toMatchObject({ acted: 1, duplicates: 0 });
    const [consent] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.mobile, mobile));
    expect((await webhook(stop)).json()).toMatchObject({ acted: 0, duplicates: 1 });
    const [again] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.mobile, mobile));
    expect(again!.optedOutAt).toEqual(consent!.optedOutAt);
    await dispatchOrder(db, { orderId, trackingId: 'DL-9', courier: 'Delhivery', actor: 'admin:1' });
    const dispatched = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, mobile), eq(outbox.template, 'order_dispatched')));
    expect(dispatched).toEqual([]);
  });

  it('lets the shopper turn WhatsApp off and on from the profile', async () => {
    const shopper = await createShopper(db);
    const mobile = freshMobile();
    await placeOrder(shopper, mobile, true);
    const as = asShopper(app, shopper);
    expect((await as.get('/api/users/me/whatsapp')).json()).toEqual({ mobile: '', optedIn: true });
    const off = await as.put('/api/users/me/whatsapp', { optIn: false });
    expect(off.json()).toEqual({ mobile: '', optedIn: false });
    // Turning it on needs the shopper's own verified number.
    const on = await as.put('/api/users/me/whatsapp', { optIn: true });
    expect(on.statusCode).toBe(400);
    expect(on.json().errorMessage).toBe('Please add your mobile number first.');
    const bad = await as.put('/api/users/me/whatsapp', { optIn: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
