/**
 * Returns picked up through the courier service (docs/product.md, "Shipping"): approving a
 * return books one reverse pickup with the sandbox courier for the units coming back, shown on
 * the shopper's timeline; the pickup fee in the settings is kept from the refund.
 */
import { describe, expect, it } from 'vitest';
import { writeSettings } from '#server/modules/settings';
import { shippingSettings } from '#shared/settings/shipping';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { deliveredOrder, receivedReturnOf } from '#tests/support/return-factories';
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
    // ₹999 for the unit, less the ₹50 pickup fee.
    expect(returned.refundable).toBe(949);
    const tooMuch = await refund(99_900);
    expect(tooMuch.statusCode).toBe(409);
    expect((await refund(94_900)).statusCode).toBe(200);
  });
});
