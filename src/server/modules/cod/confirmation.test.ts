import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codConfirmations, outbox } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import { COD_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  eventsOf,
  orderByPublicId,
  placeCodOrderFor,
  stockOf,
} from '#tests/support/cart-factories';
import { mailedCodToken, saveCodSettings } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { cancelUnconfirmedCodOrders } from './jobs';

describe('confirming a cash-on-delivery order from its link', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const visitor = (method: 'GET' | 'POST', url: string) =>
    app.inject({
      method,
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
    });

  it('mails a one-tap link that, without logging in, shows and confirms that order only, once', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 799, stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const token = await mailedCodToken(db, orderId);
    // Only a hash is kept.
    const [stored] = await db.select().from(codConfirmations);
    expect(stored!.tokenHash).not.toBe(token);

    const page = await visitor('GET', `/api/cod/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ orderId, cashDue: 899, amount: 899, confirmedAt: null, open: true });
    const confirmed = await visitor('POST', `/api/cod/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmedAt).not.toBeNull();
    const again = await visitor('POST', `/api/cod/${token}/confirm`);
    expect(again.json().confirmedAt).toBe(confirmed.json().confirmedAt);
    const order = await orderByPublicId(db, orderId);
    expect((await eventsOf(db, order.id)).filter((e) => e.type === 'cod_confirmed')).toHaveLength(1);
    // The admin's list shows it confirmed.
    expect(order.codConfirmedAt).not.toBeNull();
  });

  it('refuses an unknown or malformed token with the same words', async () => {
    const unknown = await visitor('GET', `/api/cod/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(COD_MESSAGES.linkUnknown);
    const malformed = await visitor('POST', '/api/cod/short/confirm');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMessage).toBe(COD_MESSAGES.linkUnknown);
  });

  it('expires with the order: once dispatched or cancelled the link no longer confirms', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    const dispatched = await placeCodOrderFor(app, db, shopper, product);
    await dispatchOrder(db, { orderId: dispatched, trackingId: 'T-1', actor: 'admin:1' });
    const token = await mailedCodToken(db, dispatched);
    expect((await visitor('GET', `/api/cod/${token}`)).json().open).toBe(false);
    const late = await visitor('POST', `/api/cod/${token}/confirm`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errorMessage: COD_MESSAGES.linkExpired, code: 'link_expired' });

    const cancelled = await placeCodOrderFor(app, db, shopper, product);
    await asShopper(app, shopper).post(`/api/users/orders/${cancelled}/cancel`, {});
    const res = await visitor('POST', `/api/cod/${await mailedCodToken(db, cancelled)}/confirm`);
    expect(res.json().code).toBe('link_expired');
  });

  it('cancels unconfirmed orders after 48 hours when the shop turns it on, returning the stock, with a mail', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    const unconfirmed = await placeCodOrderFor(app, db, shopper, product);
    const confirmedId = await placeCodOrderFor(app, db, shopper, product);
    await visitor('POST', `/api/cod/${await mailedCodToken(db, confirmedId)}/confirm`);
    expect(await stockOf(db, product, 'M')).toBe(3);
    const deps = { db, clock };
    // Off by default.
    clock.advance(49 * 3_600_000);
    try {
      await cancelUnconfirmedCodOrders(deps);
      expect((await orderByPublicId(db, unconfirmed)).status).toBe('captured');
      await saveCodSettings(db, { cancelUnconfirmedAfterHours: 48 });
      // Two instances at once cancel it once.
      await Promise.all([cancelUnconfirmedCodOrders(deps), cancelUnconfirmedCodOrders(deps)]);
      expect((await orderByPublicId(db, unconfirmed)).status).toBe('cancelled');
      expect((await orderByPublicId(db, confirmedId)).status).toBe('captured');
      expect(await stockOf(db, product, 'M')).toBe(4);
      const order = await orderByPublicId(db, unconfirmed);
      expect((await eventsOf(db, order.id)).filter((e) => e.type === 'cancelled')).toHaveLength(1);
      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your order ${unconfirmed} has been cancelled`));
      expect(mail!.textBody).toContain(COD_MESSAGES.autoCancelled(48));
    } finally {
      clock.set(new Date());
      await saveCodSettings(db, {});
    }
  });
});
