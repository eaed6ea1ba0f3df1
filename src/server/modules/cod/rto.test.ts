import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, invoices, outbox } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import { COD_MESSAGES } from '#shared/cod';
import { insertOrder } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  placeCodOrderFor,
  putInCart,
  stockOf,
} from '#tests/support/cart-factories';
import { asAdmin, giveStoreCredit } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('return to origin', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const call = asAdmin(app, admin);
  await saveInvoiceSettings(db);

  const dispatch = (orderId: string) =>
    dispatchOrder(db, { orderId, trackingId: 'DTDC-7', actor: `admin:${admin.id}`, now: clock() });
  const subjects = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.toAddress, email))).map((m) => m.subject);

  it('a COD order: dispatched -> rto -> rto_received, restocked, invoice cancelled in full, nothing owed, mails each step', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1299, stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product, 2);
    expect(await stockOf(db, product, 'M')).toBe(3);
    await dispatch(orderId);

    const back = await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('rto');
    const received = await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    expect(received.statusCode).toBe(200);
    expect(received.json().status).toBe('rto_received');
    expect(await stockOf(db, product, 'M')).toBe(5);

    const order = await orderByPublicId(db, orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(notes).toHaveLength(1);
    // The whole invoice, delivery included: the goods never reached the shopper.
    expect(notes[0]!.totalPaise).toBe(invoice!.totalPaise);
    expect(invoice!.totalPaise).toBe(2 * 1299_00 + 100_00);

    const events = (await eventsOf(db, order.id)).map((e) => e.type);
    expect(events).toEqual(['placed', 'dispatched', 'rto', 'rto_received']);
    const last = (await eventsOf(db, order.id)).at(-1)!;
    expect(last.data).toMatchObject({ restocked: true, refund: 'none', creditNote: notes[0]!.number });
    const mails = await subjects(shopper.email);
    expect(mails).toContain(`Your order ${orderId} is coming back to us`);
    expect(mails).toContain(`Your order ${orderId} is back with us`);
    const [backMail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} is back with us`));
    expect(backMail!.textBody).toContain('you owe nothing');
    // The shopper sees it among their orders, and each step on its timeline.
    const list = await asShopper(app, shopper).get('/api/users/orders');
    expect(list.json().map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const page = await asShopper(app, shopper).get(`/api/users/orders/${orderId}`);
    expect(page.json().timeline.map((e: { type: string; text: string }) => [e.type, e.text])).toEqual([
      ['placed', 'Order placed, to pay on delivery'],
      ['dispatched', 'Dispatched with Delhivery (tracking ID DTDC-7)'],
      ['rto', 'Being returned to us: the courier could not deliver it'],
      ['rto_received', 'Back with us undelivered, so the order is closed'],
    ]);
  });

  it('leaves stock alone when the admin chooses not to restock', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 999, stock: { M: 2 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    await dispatch(orderId);
    await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: false });
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it('an online order is refunded in full', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1500, stock: { M: 5 } });
    const { orderId } = await insertOrder(db, { shopper, product, paymentMethod: 'online' });
    await dispatch(orderId);
    await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    const res = await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    expect(res.statusCode).toBe(200);
    const order = await orderByPublicId(db, orderId);
    const refund = (await eventsOf(db, order.id)).find((e) => e.type === 'refund_requested');
    expect(refund!.data).toMatchObject({ amountPaise: 1600_00, paymentId: order.paymentId });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} is back with us`));
    expect(mail!.textBody).toContain('We are refunding ₹1,600');
  });

  it('store credit spent on the order goes back to the balance', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 700, stock: { M: 5 } });
    await giveStoreCredit(db, shopper.id, 300_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', {
      ...DELIVERY,
      useStoreCredit: true,
    });
    const { orderId } = placed.json();
    expect((await asShopper(app, shopper).get('/api/users/store-credit')).json().balance).toBe(0);
    await dispatch(orderId);
    await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    expect((await asShopper(app, shopper).get('/api/users/store-credit')).json().balance).toBe(300);
  });

  it('refuses each step in the wrong state with its reason, and a missing restock choice', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    const early = await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toBe(COD_MESSAGES.rtoOnlyDispatched(orderId, 'captured'));
    await dispatch(orderId);
    const notYet = await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().errorMessage).toBe(COD_MESSAGES.rtoReceiveOnlyRto(orderId, 'dispatched'));
    await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    const noChoice = await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, {});
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().errorMessage).toBe(COD_MESSAGES.restockChoice);
    const unknown = await call('PATCH', '/api/admins/orders/ORD-NOSUCHORDR/rto', {});
    expect(unknown.statusCode).toBe(404);
    // Received once only.
    await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    const twice = await call('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true });
    expect(twice.statusCode).toBe(409);
  });
});
