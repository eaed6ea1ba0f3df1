/**
 * SPEC's dispatch call sends only the order id and the tracking id: the order goes with the
 * shop's first listed courier (docs/product.md section 5), so those clients keep working.
 */
import { describe, expect, it } from 'vitest';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { COURIER_SETTINGS_MESSAGES } from '#shared/settings/couriers';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { eventsOf, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe("SPEC's dispatch call without a courier", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  await saveInvoiceSettings(db);

  const asAdmin = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: headersFor(admin), ...(payload ? { payload } : {}) });
  const codOrder = async () => {
    const product = await createProduct(db, { price: 1000, stock: { M: 5 } });
    return placeCodOrderFor(app, db, await createShopper(db), product);
  };
  const specDispatch = (orderId: string, trackingId: string) =>
    asAdmin('PATCH', '/api/admins/dispatch', { orderId, trackingId });
  const couriers = async () =>
    (await asAdmin('GET', '/api/admins/settings')).json().couriers.couriers as {
      name: string;
      trackingUrlTemplate: string;
    }[];

  it('dispatches with only orderId and trackingId and records the first listed courier', async () => {
    const orderId = await codOrder();
    const res = await specDispatch(orderId, 'DL 4711');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'dispatched',
      trackingId: 'DL 4711',
      courier: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/DL%204711',
    });
    const order = await orderByPublicId(db, orderId);
    expect(order).toMatchObject({ status: 'dispatched', courier: 'Delhivery', trackingId: 'DL 4711' });
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'dispatched',
      data: { courier: 'Delhivery', trackingId: 'DL 4711' },
    });
  });

  it('follows the couriers setting: the courier listed first is the one used', async () => {
    const list = await couriers();
    const reordered = [list.find((c) => c.name === 'DTDC')!, ...list.filter((c) => c.name !== 'DTDC')];
    expect((await asAdmin('PUT', '/api/admins/settings/couriers', { couriers: reordered })).statusCode).toBe(
      200,
    );
    const orderId = await codOrder();
    expect((await specDispatch(orderId, 'D1')).json()).toMatchObject({ courier: 'DTDC' });
  });

  it('cannot be left without a courier: an empty list is refused with a clear 400 and nothing changes', async () => {
    const before = await couriers();
    const res = await asAdmin('PUT', '/api/admins/settings/couriers', { couriers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: COURIER_SETTINGS_MESSAGES.count, code: 'validation' });
    expect(await couriers()).toEqual(before);
    const orderId = await codOrder();
    expect((await specDispatch(orderId, 'X1')).json()).toMatchObject({ courier: before[0]!.name });
  });

  it('a blank or unknown courier is still refused, and the order stays Processed', async () => {
    const orderId = await codOrder();
    const blank = await asAdmin('PATCH', '/api/admins/dispatch', {
      orderId,
      courier: '  ',
      trackingId: 'X1',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errorMessage: AFTER_ORDER_MESSAGES.courier, code: 'validation' });
    const unknown = await asAdmin('PATCH', '/api/admins/dispatch', {
      orderId,
      courier: 'Pigeon Post',
      trackingId: 'X1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe(AFTER_ORDER_MESSAGES.unknownCourier('Pigeon Post'));
    const noTracking = await asAdmin('PATCH', '/api/admins/dispatch', { orderId });
    expect(noTracking.statusCode).toBe(400);
    expect((await orderByPublicId(db, orderId)).status).toBe('captured');
  });
});
