/**
 * An exchange's ₹0 order is its own kind of order (docs/decisions/033): never cash on delivery,
 * so it takes none of the shopper's open-COD places, is never asked to confirm nor flagged nor
 * auto-cancelled, and stays out of the COD panel's figures; and it is linked to its return both
 * ways, on the shopper's order pages and in the back office's orders list.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDetailJson, ReturnJson } from '#shared/after-order';
import type { OrderJson } from '#shared/orders';
import { createTestApp } from '#tests/support/app';
import { asShopper, orderByPublicId, placeCodOrderFor, putInCart } from '#tests/support/cart-factories';
import { asAdmin, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { cancelUnconfirmedCodOrders } from '../cod/jobs';

describe('an exchange order is its own kind', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = asAdmin(app, await createAdmin(db));
  const product = await createProduct(db, { price: 999, stock: { M: 20, L: 20 } });
  const shopper = await createShopper(db);
  const client = asShopper(app, shopper);
  const page = async (orderId: string) =>
    (await client.get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;

  // A delivered COD order, its M exchanged for an L: approval places the ₹0 order.
  const original = await placeCodOrderFor(app, db, shopper, product);
  await admin('PATCH', '/api/admins/dispatch', {
    orderId: original,
    courier: 'Delhivery',
    trackingId: 'DL-1',
  });
  await admin('PATCH', '/api/admins/deliver', { orderIds: [original] });
  const lineId = (await page(original)).items[0]!.lineId;
  await client.post(`/api/users/orders/${original}/returns`, {
    lines: [{ lineId, quantity: 1, exchangeSize: 'L' }],
    reason: 'too_small',
    resolution: 'exchange',
  });
  const { returnId } = (await page(original)).returns[0]!;
  const approved = (await admin('PATCH', `/api/admins/returns/${returnId}/approve`, {})).json() as ReturnJson;
  const exchangeId = approved.exchangeOrderId!;

  it('is an exchange, not a COD order to confirm', async () => {
    expect(await orderByPublicId(db, exchangeId)).toMatchObject({
      paymentMethod: 'exchange',
      amountPaise: 0,
    });
    const exchange = await page(exchangeId);
    expect(exchange).toMatchObject({ paymentMethod: 'exchange', canConfirmCod: false, codFlagged: false });
    const confirm = await client.post(`/api/users/orders/${exchangeId}/confirm-cod`, {});
    expect(confirm.statusCode).toBe(409);
  });

  it('is linked to its return both ways', async () => {
    expect(await page(exchangeId)).toMatchObject({ exchangeFor: original, exchangeReturnId: returnId });
    expect(exchangeIdOf(await page(original))).toBe(exchangeId);
    expect((await page(exchangeId)).timeline[0]!.text).toBe(
      `Exchange order placed for return ${returnId} of order ${original}, at no charge`,
    );
    const listed = (await admin('GET', `/api/admins/orders/search?q=${exchangeId}`)).json()
      .orders as OrderJson[];
    expect(listed[0]).toMatchObject({
      orderId: exchangeId,
      paymentMethod: 'exchange',
      exchangeFor: original,
      exchangeReturnId: returnId,
    });
  });

  it('takes none of the two open-COD places, is never auto-cancelled and stays out of the COD figures', async () => {
    await saveCodSettings(db, { cancelUnconfirmedAfterHours: 48 });
    // Two COD orders on the way besides the exchange: both allowed.
    await placeCodOrderFor(app, db, shopper, product);
    await putInCart(db, shopper.id, product, 'M', 1);
    const second = await client.post('/api/cart/place-cod-order', {
      mobile: '+91 98765 43210',
      address: '12 MG Road, Bengaluru 560001',
    });
    expect(second.statusCode).toBe(200);
    // The COD panel counts the three COD orders, the exchange not at all: every placed order is COD.
    await admin('PATCH', '/api/admins/dispatch', {
      orderId: second.json().orderId,
      courier: 'Delhivery',
      trackingId: 'DL-2',
    });
    const panel = (await admin('GET', '/api/admins/cod-panel')).json();
    expect(panel).toMatchObject({ codOrders: 3, codShare: 100 });
    // Past 48 hours, the job cancels the one unconfirmed COD order still Processed, not the exchange.
    clock.advance(49 * 3_600_000);
    expect(await cancelUnconfirmedCodOrders({ db, clock })).toBe(1);
    expect((await orderByPublicId(db, exchangeId)).status).toBe('captured');
  });
});

const exchangeIdOf = (order: OrderDetailJson) => order.returns[0]?.exchangeOrderId;
