/**
 * Shipping from the orders table through Shiprocket (a local fake of its API): a selection is
 * booked, dispatched and invoiced in one step per order; a refusal leaves its order exactly as it
 * was; a second attempt at the same orders, even at the same moment, books nothing twice; labels
 * and the pickup; the tracking webhook with its token, re-reading the shipment before acting.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orderEvents, orders, outbox, shipments } from '#server/db/schema';
import type { ShipSelectionResult } from '#shared/shipping';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { SHIPPING_WEBHOOK_TOKEN, shiprocketEnv, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('shipping through Shiprocket', async () => {
  const fake = await startFakeShiprocket();
  const { app, database, clock } = await createTestApp(shiprocketEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const tee = await createProduct(db, { category: 'overtees', price: 799 });
  const hoodie = await createProduct(db, { category: 'hoodies', price: 1499 });
  await app.ready();

  const place = (extra: Partial<Parameters<typeof insertBackOfficeOrder>[1]> = {}) =>
    insertBackOfficeOrder(db, {
      userId: shopper.id,
      lines: [{ product: tee, quantity: 2 }, { product: hoodie }],
      ...extra,
    });
  const ship = async (orderIds: string[]) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ShipSelectionResult;
  };
  const orderRow = (orderId: string) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .then((rows) => rows[0]!);
  const eventsOf = async (orderId: string) => {
    const row = await orderRow(orderId);
    return db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(orderEvents.id);
  };
  const bookingsOf = (orderId: string) => fake.orders.filter((o) => o.body.order_id === orderId).length;

  it('books, dispatches and invoices each order of a selection, and asks for one pickup', async () => {
    const cod = await place();
    const prepaid = await place({ paymentMethod: 'online' });
    const result = await ship([cod.orderId, prepaid.orderId]);
    expect(result).toMatchObject({ shipped: 2, failed: 0, pickup: { requested: true } });
    for (const { orderId } of [cod, prepaid]) {
      const row = await orderRow(orderId);
      const outcome = result.results.find((r) => r.orderId === orderId)!;
      expect(outcome).toMatchObject({ outcome: 'shipped', courier: 'Delhivery Surface' });
      expect(row).toMatchObject({ status: 'dispatched', courier: 'Delhivery Surface' });
      expect(row.trackingId).toBe(outcome.outcome === 'shipped' ? outcome.awb : '');
      expect(await db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
      const dispatched = (await eventsOf(orderId)).find((e) => e.type === 'dispatched')!;
      expect(dispatched.data).toMatchObject({
        awb: row.trackingId,
        trackingUrl: `https://shiprocket.co/tracking/${row.trackingId}`,
      });
    }
    // The documented fields: pincode, weight by category (2 tees x 300 g + a hoodie 600 g), COD amount.
    const codBody = fake.orders.find((o) => o.body.order_id === cod.orderId)!.body;
    const codRow = await orderRow(cod.orderId);
    expect(codBody).toMatchObject({
      billing_pincode: '560001',
      billing_phone: '9876543210',
      payment_method: 'COD',
      sub_total: codRow.amountPaise / 100,
      weight: 1.2,
      length: 30,
      breadth: 25,
      height: 5,
    });
    expect(fake.orders.find((o) => o.body.order_id === prepaid.orderId)!.body.payment_method).toBe('Prepaid');
    expect(fake.pickups.at(-1)).toHaveLength(2);
    const mails = await db.select().from(outbox);
    expect(
      mails.some((m) => m.subject.includes(cod.orderId) && m.textBody.includes('shiprocket.co/tracking')),
    ).toBe(true);
  });

  it('reports a refusal for its order, which stays as it was, and ships the others', async () => {
    const refused = await place();
    const fine = await place();
    fake.failures.push({ path: '/orders/create/adhoc', status: 422 });
    const result = await ship([refused.orderId, fine.orderId]);
    expect(result.shipped).toBe(1);
    expect(result.results[0]).toMatchObject({ orderId: refused.orderId, outcome: 'failed' });
    expect((result.results[0] as { reason: string }).reason).toMatch(/refused/);
    const row = await orderRow(refused.orderId);
    expect(row).toMatchObject({ status: 'captured', courier: null, trackingId: null });
    expect(await eventsOf(refused.orderId)).toEqual([]);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, row.id))).toEqual([]);
    // Tried again, it ships, booked once.
    expect((await ship([refused.orderId])).shipped).toBe(1);
    expect(bookingsOf(refused.orderId)).toBe(1);
  });

  it('after the courier service timed out, a second try finds the first booking instead of booking again', async () => {
    const order = await place();
    fake.failures.push({ path: '/courier/assign/awb', status: 503 });
    const first = await ship([order.orderId]);
    expect(first.results[0]).toMatchObject({ outcome: 'failed' });
    expect((await orderRow(order.orderId)).status).toBe('captured');
    const second = await ship([order.orderId]);
    expect(second.results[0]).toMatchObject({ outcome: 'shipped' });
    expect(bookingsOf(order.orderId)).toBe(1);
  });

  it('never books an order twice: shipped again, or not Processed', async () => {
    const order = await place();
    await ship([order.orderId]);
    const again = await ship([order.orderId]);
    expect(again.results[0]).toMatchObject({ outcome: 'failed' });
    expect((again.results[0] as { reason: string }).reason).toMatch(/Only a Processed order/);
    expect(bookingsOf(order.orderId)).toBe(1);
    expect(again.pickup).toBeNull();
  });

  it('books each order once when the same selection is shipped twice at the same moment', async () => {
    const selection = [await place(), await place(), await place()].map((o) => o.orderId);
    const [a, b] = await Promise.all([ship(selection), ship([...selection].reverse())]);
    expect(a.shipped + b.shipped).toBe(3);
    for (const orderId of selection) {
      expect(bookingsOf(orderId)).toBe(1);
      expect((await eventsOf(orderId)).filter((e) => e.type === 'dispatched')).toHaveLength(1);
      const row = await orderRow(orderId);
      expect(await db.select().from(shipments).where(eq(shipments.orderId, row.id))).toHaveLength(1);
    }
  });

  it('refuses an empty selection and an unknown order clearly', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe('Choose at least one order to ship.');
    const unknown = await ship(['ORD-NOPE']);
    expect(unknown.results[0]).toMatchObject({ outcome: 'failed', reason: 'Order not found.' });
  });

  it('prints the labels of a selection as one PDF, and names orders that have none', async () => {
    const [a, b] = [await place(), await place()];
    await ship([a.orderId, b.orderId]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admins/shipping/labels?orderIds=${a.orderId},${b.orderId}`,
      headers: headersFor(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unshipped = await place();
    const missing = await app.inject({
      method: 'GET',
      url: `/api/admins/shipping/labels?orderIds=${unshipped.orderId}`,
      headers: headersFor(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toContain(unshipped.orderId);
  });

  describe('the tracking webhook', () => {
    const post = (body: unknown, token = SHIPPING_WEBHOOK_TOKEN) =>
      app.inject({
        method: 'POST',
        url: '/api/shipping/tracking-updates',
        headers: { 'x-api-key': token },
        payload: body as object,
      });

    it('refuses a wrong or missing token and changes nothing', async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId } = await orderRow(order.orderId);
      fake.scan(trackingId!, 'delivered', clock());
      expect((await post(fake.webhookBody(trackingId!), 'wrong')).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/shipping/tracking-updates',
            payload: fake.webhookBody(trackingId!),
          })
        ).statusCode,
      ).toBe(401);
      expect((await orderRow(order.orderId)).status).toBe('dispatched');
    });

    it('acts on what the API says, not on what the body claims', async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId: awb } = await orderRow(order.orderId);
      fake.scan(awb!, 'picked_up', clock());
      const forged = {
        ...fake.webhookBody(awb!),
        current_status: 'DELIVERED',
        current_status_id: 7,
        shipment_status_id: 7,
      };
      expect((await post(forged)).statusCode).toBe(200);
      expect((await orderRow(order.orderId)).status).toBe('dispatched');
      expect((await eventsOf(order.orderId)).map((e) => e.type)).toContain('shipment_picked_up');
      // The reading is by AWB from the API: an unknown AWB is acknowledged and ignored.
      expect((await post({ awb: '999999999' })).json()).toEqual({ received: true });
    });

    it('moves the order to delivered on the delivery scan, which opens the return window', async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId: awb } = await orderRow(order.orderId);
      const at = clock();
      fake.scan(awb!, 'in_transit', at);
      fake.scan(awb!, 'out_for_delivery', at);
      fake.scan(awb!, 'delivered', at);
      await post(fake.webhookBody(awb!));
      await post(fake.webhookBody(awb!));
      const row = await orderRow(order.orderId);
      expect(row.status).toBe('delivered');
      expect(row.deliveredAt?.getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
      const types = (await eventsOf(order.orderId)).map((e) => e.type);
      expect(types.filter((t) => t === 'delivered')).toHaveLength(1);
      expect(types.filter((t) => t === 'shipment_delivered')).toHaveLength(1);
      const page = await app.inject({
        method: 'GET',
        url: `/api/users/orders/${order.orderId}`,
        headers: { ...apiKeyHeader, cookie: shopper.cookie },
      });
      expect(page.json()).toMatchObject({ status: 'delivered', returnWindow: { open: true } });
    });

    it('a failed attempt mails the shopper a link to ask for another day, once', async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId: awb } = await orderRow(order.orderId);
      fake.scan(awb!, 'failed_attempt', clock(), 'Customer not available');
      await post(fake.webhookBody(awb!));
      await post(fake.webhookBody(awb!));
      const mails = (await db.select().from(outbox)).filter(
        (m) => m.subject === `We could not deliver order ${order.orderId}`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain('Customer not available');
      expect(mails[0]!.textBody).toContain(`/orders/${order.orderId}#delivery`);
      const parcel = await app.inject({
        method: 'GET',
        url: `/api/users/orders/${order.orderId}/shipment`,
        headers: { ...apiKeyHeader, cookie: shopper.cookie },
      });
      const ndr = parcel.json().ndr;
      expect(ndr).toMatchObject({ reason: 'Customer not available' });
      const day = ndr.days[2];
      const asked = await app.inject({
        method: 'POST',
        url: `/api/users/orders/${order.orderId}/reattempt`,
        headers: { ...apiKeyHeader, cookie: shopper.cookie },
        payload: { date: day, mobile: '9123456780' },
      });
      expect(asked.statusCode).toBe(200);
      expect(fake.ndrActions.at(-1)).toMatchObject({
        awb,
        body: { action: 're-attempt', deferred_date: day, phone: '9123456780' },
      });
      // The queue keeps her answer whole and says who gave it; a new failed attempt spends it.
      const answerInQueue = async () => {
        const queue = await app.inject({
          method: 'GET',
          url: '/api/admins/shipping/ndr',
          headers: headersFor(admin),
        });
        return (queue.json() as Array<{ orderId: string; requested: unknown }>).find(
          (row) => row.orderId === order.orderId,
        )?.requested;
      };
      expect(await answerInQueue()).toEqual({
        action: 'reattempt',
        date: day,
        mobile: '9123456780',
        by: 'shopper',
      });
      fake.scan(awb!, 'failed_attempt', new Date(clock().getTime() + 3_600_000), 'Door locked');
      await post(fake.webhookBody(awb!));
      expect(await answerInQueue()).toBeNull();
      const bad = await app.inject({
        method: 'POST',
        url: `/api/users/orders/${order.orderId}/reattempt`,
        headers: { ...apiKeyHeader, cookie: shopper.cookie },
        payload: { date: '2020-01-01' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMessage).toBe('Choose a day from tomorrow to 7 days ahead, not a Sunday.');
    });

    it("lists the failed delivery in the back office's NDR queue, whose answers go to the courier service", async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId: awb } = await orderRow(order.orderId);
      fake.scan(awb!, 'failed_attempt', clock(), 'Address incomplete');
      await post(fake.webhookBody(awb!));
      const queue = await app.inject({
        method: 'GET',
        url: '/api/admins/shipping/ndr',
        headers: headersFor(admin),
      });
      expect(queue.json()).toContainEqual(
        expect.objectContaining({
          orderId: order.orderId,
          awb,
          reason: 'Address incomplete',
          paymentMethod: 'cod',
        }),
      );
      // The courier service refuses: nothing is recorded.
      fake.failures.push({ path: `/ndr/${awb}/action`, status: 422 });
      const refused = await app.inject({
        method: 'POST',
        url: `/api/admins/shipping/ndr/${order.orderId}`,
        headers: headersFor(admin),
        payload: { action: 'return' },
      });
      expect(refused.statusCode).toBe(409);
      expect((await eventsOf(order.orderId)).map((e) => e.type)).not.toContain('ndr_return_requested');
      const sent = await app.inject({
        method: 'POST',
        url: `/api/admins/shipping/ndr/${order.orderId}`,
        headers: headersFor(admin),
        payload: { action: 'return' },
      });
      expect(sent.statusCode).toBe(200);
      expect(fake.ndrActions.at(-1)).toMatchObject({ awb, body: { action: 'return' } });
      expect((await eventsOf(order.orderId)).map((e) => e.type)).toContain('ndr_return_requested');
      // An order with no failed delivery has nothing to answer.
      const none = await place();
      const nothing = await app.inject({
        method: 'POST',
        url: `/api/admins/shipping/ndr/${none.orderId}`,
        headers: headersFor(admin),
        payload: { action: 'reattempt' },
      });
      expect(nothing.statusCode).toBe(409);
    });

    it('RTO moves the order to rto, and a late in-transit scan changes nothing', async () => {
      const order = await place();
      await ship([order.orderId]);
      const { trackingId: awb } = await orderRow(order.orderId);
      fake.scan(awb!, 'rto_started', clock());
      await post(fake.webhookBody(awb!));
      expect((await orderRow(order.orderId)).status).toBe('rto');
      fake.scan(awb!, 'in_transit', new Date(clock().getTime() - 86_400_000));
      await post(fake.webhookBody(awb!));
      expect((await orderRow(order.orderId)).status).toBe('rto');
      const rto = (await eventsOf(order.orderId)).filter((e) => e.type === 'rto');
      expect(rto).toHaveLength(1);
    });
  });

  it('answers the delivery date of the courier the shop would book, not the quickest listed', async () => {
    clock.set(new Date('2024-11-25T04:30:00Z')); // Mon 10:00 IST
    // Worked example (BUSINESS.md section 8): ordered Mon 25 Nov before the 14:00 cut-off, one
    // processing day, dispatched Tue 26 Nov. Shiprocket lists Amazon Surface in 2 days and
    // Delhivery Surface in 3, and recommends Delhivery: the one booked (no courier is named when
    // the AWB is assigned). Tue 26 + 3 days = Fri 29 Nov, not Thu 28 from the quickest.
    fake.serviceable.set('400001', { days: 2, cod: true });
    const res = await app.inject({
      method: 'GET',
      url: '/api/pincodes/400001/delivery-date',
      headers: apiKeyHeader,
    });
    expect(res.json()).toEqual({
      pincode: '400001',
      date: '2024-11-29',
      earliestDate: null,
      label: 'Fri, 29 Nov',
      message: 'Delivery by Fri, 29 Nov',
      source: 'courier',
      codAvailable: true,
    });
    // Kept for a day: the courier is not asked again for the same pincode.
    const asked = fake.requests.filter((r) => r.path === '/courier/serviceability/').length;
    await app.inject({ method: 'GET', url: '/api/pincodes/400001/delivery-date', headers: apiKeyHeader });
    expect(fake.requests.filter((r) => r.path === '/courier/serviceability/').length).toBe(asked);
  });

  it('answers a range of two dates when the courier service does not answer, asked again a minute later', async () => {
    clock.set(new Date('2024-11-25T04:30:00Z')); // Mon 10:00 IST, dispatched Tue 26 Nov
    // The courier service does not answer: the usual 3 to 7 days from Tue 26 Nov, as two dates,
    // Fri 29 Nov and Tue 3 Dec.
    fake.failures.push(
      { path: '/courier/serviceability/', status: 500 },
      { path: '/courier/serviceability/', status: 500 },
    );
    const fallback = await app.inject({
      method: 'GET',
      url: '/api/pincodes/110001/delivery-date',
      headers: apiKeyHeader,
    });
    expect(fallback.json()).toEqual({
      pincode: '110001',
      date: '2024-12-03',
      earliestDate: '2024-11-29',
      label: 'Tue, 3 Dec',
      message: 'Delivery between Fri, 29 Nov and Tue, 3 Dec',
      source: 'estimate',
      codAvailable: true,
    });
    // A minute later the courier service is asked again, and answers: Delhivery in 4 days
    // (the fake's 3, plus one), Tue 26 Nov + 4 = Sat 30 Nov.
    clock.advance(61_000);
    const later = await app.inject({
      method: 'GET',
      url: '/api/pincodes/110001/delivery-date',
      headers: apiKeyHeader,
    });
    expect(later.json()).toMatchObject({ message: 'Delivery by Sat, 30 Nov', earliestDate: null });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/pincodes/000000/delivery-date',
      headers: apiKeyHeader,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
