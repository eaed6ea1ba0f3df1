import { describe, expect, it } from 'vitest';
import { dispatchOrder } from '#server/modules/orders';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, placeCodOrderFor, putInCart } from '#tests/support/cart-factories';
import { asAdmin, mailedCodToken } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe("the dashboard's COD panel", async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const call = asAdmin(app, admin);
  await saveInvoiceSettings(db);
  const product = await createProduct(db, { price: 500, stock: { M: 100 } });

  it('answers COD share, confirmation rate and RTO rate overall, by state and for the worst pincodes, and stops COD at one', async () => {
    // 6 COD orders to 560001 (Karnataka): 4 shipped, 2 of them back; 3 confirmed. One online order.
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++)
      orderIds.push(await placeCodOrderFor(app, db, await createShopper(db), product));
    for (const orderId of orderIds.slice(0, 3))
      await app.inject({
        method: 'POST',
        url: `/api/cod/${await mailedCodToken(db, orderId)}/confirm`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    for (const orderId of orderIds.slice(0, 4))
      await dispatchOrder(db, { orderId, trackingId: 'T', actor: 'admin:1', now: clock() });
    for (const orderId of orderIds.slice(0, 2)) await call('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    const online = await createShopper(db);
    await putInCart(db, online.id, product, 'M', 1);
    await asShopper(app, online).post('/api/cart/create-order', { amount: 600_00, ...DELIVERY });

    const res = await call('GET', '/api/admins/cod-panel');
    expect(res.statusCode).toBe(200);
    const panel = res.json();
    // The unpaid online order is not placed: all 6 placed orders are COD.
    expect(panel).toMatchObject({ days: 90, codShare: 100, confirmationRate: 50, rtoRate: 50, codOrders: 6 });
    expect(panel.byState).toEqual([{ key: 'Karnataka', codOrders: 6, shipped: 4, rto: 2, rtoRate: 50 }]);
    expect(panel.worstPincodes).toEqual([
      { key: '560001', codOrders: 6, shipped: 4, rto: 2, rtoRate: 50, codStopped: false },
    ]);

    const stopped = await call('POST', '/api/admins/cod-panel/stop-cod', { pincode: '560001' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().worstPincodes[0].codStopped).toBe(true);
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product, 'M', 1);
    const refused = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(refused.json().code).toBe('cod_unavailable');
    const bad = await call('POST', '/api/admins/cod-panel/stop-cod', { pincode: '012345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('Enter a valid pincode');
  });
});
