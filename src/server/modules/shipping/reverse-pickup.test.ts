/**
 * Returns picked up through the courier service (docs/product.md, "Shipping"): approving a
 * return books one reverse pickup with the sandbox courier for the units coming back, shown on
 * the shopper's timeline; the pickup fee in the settings is kept from the refund.
 */
import { describe, expect, it } from 'vitest';
import { writeSettings } from '#server/modules/settings';
import { shippingSettings } from '#shared/settings/shipping';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { shiprocketEnv, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { deliveredOrder, receivedReturnOf, TEST_PAYOUT } from '#tests/support/return-factories';
import { createSandboxShippingProvider } from './sandbox-provider';

describe('reverse pickups', async () => {
  const shipping = createSandboxShippingProvider('http://localhost:3000');
  const { app, database } = await createTestApp({}, { shipping });
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db, { price: 999, stock: { M: 10 } });
  await app.ready();
  const parties = { admin, shopper };

  it('books one pickup when the return is approved, and keeps the fee from the refund', async () => {
    await db.transaction((tx) =>
      writeSettings(tx, 'shipping', { ...shippingSettings.defaults, returnPickupFeePaise: 5000 }, new Date()),
    );
    const { orderId, page } = await deliveredOrder(app, db, { ...parties, product, quantity: 2 });
    const { returnId, refund } = await receivedReturnOf(app, parties, orderId, { quantity: 1 });
    expect(shipping.bookings(returnId)).toBe(1);
    const timeline = (await page()).timeline.map((entry) => entry.text);
    expect(
      timeline.some((text) =>
        /^Return .*: pickup booked with Sandbox Courier \(test\) \(AWB TESTR/.test(text),
      ),
    ).toBe(true);
    const returned = (await page()).returns.find((r) => r.returnId === returnId)!;
    expect(returned.pickup).toMatchObject({ state: 'booked', courier: 'Sandbox Courier (test)', fee: 50 });
    // ₹999 for the unit, less the ₹50 pickup fee.
    expect(returned.refundable).toBe(949);
    const tooMuch = await refund(99_900);
    expect(tooMuch.statusCode).toBe(409);
    expect((await refund(94_900)).statusCode).toBe(200);
  });
});

describe('a reverse pickup the courier service refuses', async () => {
  const fake = await startFakeShiprocket();
  const { app, database } = await createTestApp(shiprocketEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db, { price: 999, stock: { M: 10 } });
  await app.ready();
  const parties = { admin, shopper };

  const step = (returnId: string, action: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admins/returns/${returnId}/${action}`,
      headers: headersFor(admin),
      payload: {},
    });
  async function requestedReturn() {
    const { orderId, page } = await deliveredOrder(app, db, { ...parties, product, quantity: 1 });
    const lineId = (await page()).items[0]!.lineId;
    await asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'too_small',
      resolution: 'refund',
      refundTo: 'transfer',
      payout: TEST_PAYOUT,
    });
    return (await page()).returns[0]!.returnId;
  }
  const returnBookings = () => fake.orders.filter((order) => order.isReturn && order.awb).length;

  it('leaves the approval standing with the reason, and books it again from the queue once', async () => {
    const returnId = await requestedReturn();
    fake.failures.push({ path: '/orders/create/return', status: 422 });
    const approved = await step(returnId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(approved.json().pickup).toEqual({
      state: 'failed',
      reason: expect.stringMatching(/^The courier service did not book the pickup: /),
    });
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admins/returns?status=approved',
      headers: headersFor(admin),
    });
    expect(queue.json().find((r: { returnId: string }) => r.returnId === returnId).pickup.state).toBe(
      'failed',
    );

    const before = returnBookings();
    const again = await step(returnId, 'pickup');
    expect(again.statusCode).toBe(200);
    expect(again.json().pickup).toMatchObject({ state: 'booked', fee: 0 });
    expect(again.json().pickup.awb).toBeTruthy();
    expect(returnBookings()).toBe(before + 1);

    const twice = await step(returnId, 'pickup');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toBe(`The pickup for return ${returnId} is already booked.`);
    expect(returnBookings()).toBe(before + 1);
  });

  it('says why when booking again is refused too, and books nothing', async () => {
    const returnId = await requestedReturn();
    fake.failures.push({ path: '/orders/create/return', status: 422 });
    await step(returnId, 'approve');
    fake.failures.push({ path: '/orders/create/return', status: 422 });
    const before = returnBookings();
    const again = await step(returnId, 'pickup');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('shipping_unavailable');
    expect(again.json().errorMessage).toMatch(/^The courier service did not book the pickup: /);
    expect(returnBookings()).toBe(before);
  });

  it('books a pickup only for an approved return', async () => {
    const returnId = await requestedReturn();
    const early = await step(returnId, 'pickup');
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toBe(
      `Return ${returnId} is requested; a pickup is booked only while the parcel is awaited (approved).`,
    );
    expect((await step('RET-NOSUCH', 'pickup')).statusCode).toBe(404);
  });
});
