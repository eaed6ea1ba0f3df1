/**
 * Every shopper hears about their order (BUSINESS.md section 9), and a cash-on-delivery order is
 * called placed until it is confirmed (docs/product.md section 22). A shopper who signed up with a
 * mobile number has no inbox: without WhatsApp consent the order's messages go by SMS (the COD
 * confirmation link included), and the order page itself confirms. A shopper with an email and
 * no consent keeps mail alone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import type { OrderDetailJson } from '#shared/after-order';
import { COD_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import { asShopper, placeCodOrderFor } from '#tests/support/cart-factories';
import { asAdmin, mailedCodToken } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('order messages reach a shopper without email, and COD words follow the state', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = asAdmin(app, await createAdmin(db));
  const product = await createProduct(db, { price: 749, stock: { M: 50 } });

  /** A shopper who signed up with a mobile number alone. */
  const phoneOnlyShopper = async () => {
    const shopper = await createShopper(db);
    await db.update(users).set({ email: null }).where(eq(users.id, shopper.id));
    return shopper;
  };
  const messagesOf = async (orderId: string) => {
    const rows = await db.select().from(outbox);
    return rows.filter((row) => row.textBody.includes(orderId) || row.subject.includes(orderId));
  };
  const page = async (shopper: TestAccount, orderId: string) =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;

  it('sends a phone-only COD shopper the "placed, please confirm" link by SMS, then dispatch and delivery', async () => {
    const shopper = await phoneOnlyShopper();
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const placed = await messagesOf(orderId);
    expect(placed.map((row) => [row.channel, row.template])).toEqual([
      ['sms', 'order_placed'],
      ['sms', 'order_cod_confirmation'],
    ]);
    expect(placed[0]!.textBody).toBe(
      `Thank you! Your Oversized order ${orderId} for ₹849 is placed. We will message you when it ships.`,
    );
    const sms = placed[1];
    // ₹749 and ₹100 delivery; the words say placed and ask to confirm, never "confirmed".
    expect(sms!.toAddress).toBe('9876543210');
    expect(sms!.textBody).toMatch(
      new RegExp(
        `^Your Oversized order ${orderId} is placed: ₹849 to pay on delivery\\. Please confirm it with one tap so we can send it: http\\S+/cod/[\\w-]{43}$`,
      ),
    );
    expect(sms!.textBody).not.toMatch(/confirmed/);
    const detail = await page(shopper, orderId);
    expect(detail).toMatchObject({ messagedBy: ['sms'], canConfirmCod: true, codConfirmedAt: null });

    expect(
      (await admin('PATCH', '/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId: 'DL-1' }))
        .statusCode,
    ).toBe(200);
    expect((await admin('PATCH', '/api/admins/deliver', { orderIds: [orderId] })).statusCode).toBe(200);
    expect((await messagesOf(orderId)).map((row) => [row.channel, row.template])).toEqual([
      ['sms', 'order_placed'],
      ['sms', 'order_cod_confirmation'],
      ['sms', 'order_dispatched'],
      ['sms', 'order_delivered'],
    ]);
  });

  it('lets the shopper confirm from the order page; "COD confirmed" is on the timeline', async () => {
    const shopper = await phoneOnlyShopper();
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const confirm = () => asShopper(app, shopper).post(`/api/users/orders/${orderId}/confirm-cod`, {});
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    const detail = res.json() as OrderDetailJson;
    expect(detail.canConfirmCod).toBe(false);
    expect(detail.codConfirmedAt).not.toBeNull();
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'Order placed, to pay on delivery',
      'COD confirmed: we will send it',
    ]);
    // A second tap changes nothing; another shopper's order is not found.
    expect((await confirm()).statusCode).toBe(200);
    expect((await page(shopper, orderId)).timeline).toHaveLength(2);
    const stranger = await createShopper(db);
    expect(
      (await asShopper(app, stranger).post(`/api/users/orders/${orderId}/confirm-cod`, {})).statusCode,
    ).toBe(404);
    // Once dispatched there is nothing to confirm.
    await admin('PATCH', '/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId: 'DL-2' });
    const other = await placeCodOrderFor(app, db, shopper, product);
    await admin('PATCH', '/api/admins/dispatch', {
      orderId: other,
      courier: 'Delhivery',
      trackingId: 'DL-3',
    });
    const late = await asShopper(app, shopper).post(`/api/users/orders/${other}/confirm-cod`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(COD_MESSAGES.nothingToConfirm);
  });

  it('mails a shopper with email "placed: please confirm" until confirmed, with no SMS', async () => {
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.channel, row.subject])).toEqual([
      ['email', `Your order ${orderId} is placed: please confirm it`],
      ['email', `Please confirm your order ${orderId}`],
    ]);
    expect(rows[0]!.textBody).toContain(`Thank you! Your order ${orderId} is placed. Please confirm it`);
    expect(rows.some((row) => /is confirmed/.test(row.textBody))).toBe(false);
    expect((await page(shopper, orderId)).messagedBy).toEqual(['email']);
    // Confirmed from the link: the link's page and the timeline say so.
    const token = await mailedCodToken(db, orderId);
    await app.inject({
      method: 'POST',
      url: `/api/cod/${token}/confirm`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect((await app.inject({ method: 'GET', url: `/api/cod/${token}` })).json().confirmedAt).not.toBeNull();
    expect((await page(shopper, orderId)).timeline.map((entry) => entry.text)).toContain(
      'COD confirmed: we will send it',
    );
  });
});
