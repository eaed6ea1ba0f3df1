/**
 * Each account's allowance of printed documents (src/server/pdf/download-limit.ts): 20 invoice,
 * credit note and packing slip downloads a minute, then 429 with Retry-After until the minute
 * ends; other accounts and the rest of the shop are untouched. A burst sent at once gets 20.
 */
import { describe, expect, it } from 'vitest';
import { PDF_DOWNLOAD_LIMIT } from '#server/pdf/index';
import { adminInvoicePath, shopperCreditNotePath, shopperInvoicePath } from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, placeCodOrderFor } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { PUNE_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';

const TOO_MANY = 'Too many document downloads. Please try again in 1 minute.';

describe('the allowance of document downloads', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { price: 799, stock: { M: 100 } });

  async function dispatchedOrder(shopper: TestAccount) {
    const orderId = await placeCodOrderFor(app, db, shopper, tee);
    await setOrderAddress(db, orderId, PUNE_ADDRESS);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId, courier: 'DTDC', trackingId: `DTDC-${orderId}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return orderId;
  }

  it('gives a shopper 20 documents a minute, then a clear 429 with Retry-After', async () => {
    expect(PDF_DOWNLOAD_LIMIT).toEqual({ max: 20, windowMs: 60_000 });
    clock.set(new Date('2026-10-06T06:00:00Z'));
    const shopper = await createShopper(db);
    const orderId = await dispatchedOrder(shopper);
    const download = () => asShopper(app, shopper).get(shopperInvoicePath(orderId));
    for (let i = 0; i < 20; i++) expect((await download()).statusCode).toBe(200);

    clock.advance(15_000);
    const refused = await download();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errorMessage: TOO_MANY, code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBe('45');
    // Credit notes share the allowance, even a missing one.
    expect((await asShopper(app, shopper).get(shopperCreditNotePath(orderId, 1))).statusCode).toBe(429);

    // Another shopper, the admin and the shopper's other pages are not held back.
    const other = await createShopper(db);
    const othersOrder = await dispatchedOrder(other);
    expect((await asShopper(app, other).get(shopperInvoicePath(othersOrder))).statusCode).toBe(200);
    const fromAdmin = await app.inject({
      method: 'GET',
      url: adminInvoicePath(orderId),
      headers: headersFor(admin),
    });
    expect(fromAdmin.statusCode).toBe(200);
    expect((await asShopper(app, shopper).get('/api/users/orders')).statusCode).toBe(200);

    // The next minute brings a new allowance.
    clock.advance(45_000);
    expect((await download()).statusCode).toBe(200);
  });

  it('gives a burst of 30 downloads at once exactly 20 documents', async () => {
    clock.set(new Date('2026-10-07T06:00:00Z'));
    const shopper = await createShopper(db);
    const orderId = await dispatchedOrder(shopper);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => asShopper(app, shopper).get(shopperInvoicePath(orderId))),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it("holds each admin to 20 a minute across invoices and packing slips, apart from the shoppers'", async () => {
    clock.set(new Date('2026-10-08T06:00:00Z'));
    const busyAdmin = await createAdmin(db);
    const shopper = await createShopper(db);
    const orderId = await dispatchedOrder(shopper);
    const asBusyAdmin = (url: string) => app.inject({ method: 'GET', url, headers: headersFor(busyAdmin) });
    const slip = `/api/admins/orders/packing-slips?orderIds=${orderId}`;
    for (let i = 0; i < 10; i++) expect((await asBusyAdmin(slip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await asBusyAdmin(adminInvoicePath(orderId))).statusCode).toBe(200);
    const refused = await asBusyAdmin(slip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessage).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await asShopper(app, shopper).get(shopperInvoicePath(orderId))).statusCode).toBe(200);
  });
});
