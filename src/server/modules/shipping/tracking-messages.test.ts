/**
 * The courier's steps on WhatsApp (docs/product.md section 20): a shopper who opted in at checkout
 * hears "out for delivery" and "failed attempt" (with the courier's reason and the link to ask for
 * another day) once each, however often Shiprocket's webhook repeats; "dispatched" and
 * "delivered" are not sent twice by the tracking updates.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outbox } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { SHIPPING_WEBHOOK_TOKEN, shiprocketEnv, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { freshMobile } from '#tests/support/mobile-factories';

describe('tracking steps on WhatsApp', async () => {
  const fake = await startFakeShiprocket();
  const { app, database, clock } = await createTestApp(shiprocketEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { stock: { M: 100 } });
  await app.ready();

  async function shippedOrder(whatsappOptIn: boolean) {
    const shopper = await createShopper(db);
    const mobile = freshMobile();
    await putInCart(db, shopper.id, product, 'M', 1);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', {
      ...DELIVERY,
      mobile,
      whatsappOptIn,
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as string;
    const shipped = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds: [orderId] },
    });
    expect(shipped.json().shipped).toBe(1);
    const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    return { orderId, mobile, awb: row!.trackingId!, id: row!.id };
  }
  const post = (awb: string) =>
    app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-updates',
      headers: { 'x-api-key': SHIPPING_WEBHOOK_TOKEN },
      payload: fake.webhookBody(awb),
    });
  const messagesOf = (id: number) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, id), eq(outbox.channel, 'whatsapp')))
      .orderBy(outbox.id);

  it('queues out for delivery and the failed attempt once each, with the reason and the reattempt link', async () => {
    const order = await shippedOrder(true);
    fake.scan(order.awb, 'out_for_delivery', clock());
    await post(order.awb);
    await post(order.awb);
    fake.scan(order.awb, 'failed_attempt', new Date(clock().getTime() + 60_000), 'Customer not available');
    await post(order.awb);
    await post(order.awb);
    const sent = await messagesOf(order.id);
    expect(sent.map((m) => m.template)).toEqual([
      'order_placed',
      'order_cod_confirmation',
      'order_dispatched',
      'order_out_for_delivery',
      'order_failed_attempt',
    ]);
    const failed = sent.at(-1)!;
    expect(failed.params).toEqual([
      order.orderId,
      'Customer not available',
      expect.stringMatching(new RegExp(`/orders/${order.orderId}#delivery$`)),
    ]);
    expect(failed.toAddress).toBe(order.mobile);
  });

  it('sends a second failed attempt as its own message, and delivered once, not again by tracking', async () => {
    const order = await shippedOrder(true);
    const start = clock().getTime();
    fake.scan(order.awb, 'out_for_delivery', new Date(start));
    fake.scan(order.awb, 'failed_attempt', new Date(start + 60_000), 'Door locked');
    await post(order.awb);
    fake.scan(order.awb, 'out_for_delivery', new Date(start + 120_000));
    fake.scan(order.awb, 'failed_attempt', new Date(start + 180_000), 'Door locked again');
    await post(order.awb);
    fake.scan(order.awb, 'out_for_delivery', new Date(start + 240_000));
    fake.scan(order.awb, 'delivered', new Date(start + 300_000));
    await post(order.awb);
    await post(order.awb);
    const templates = (await messagesOf(order.id)).map((m) => m.template);
    // A webhook that brings several steps at once speaks only of the latest.
    expect(templates).toEqual([
      'order_placed',
      'order_cod_confirmation',
      'order_dispatched',
      'order_failed_attempt',
      'order_failed_attempt',
      'order_delivered',
    ]);
  });

  it('sends nothing on WhatsApp to a shopper who did not opt in', async () => {
    const order = await shippedOrder(false);
    fake.scan(order.awb, 'out_for_delivery', clock());
    await post(order.awb);
    expect(await messagesOf(order.id)).toEqual([]);
  });
});
