/**
 * What a return request must pass before it is recorded (docs/product.md, "After the order"): a
 * window of 0 days turns returns off, and an exchange asks only for a size on sale now.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox, returns } from '#server/db/schema';
import { createSessionToken } from '#server/plugins/sessions';
import { AFTER_ORDER_MESSAGES, type OrderDetailJson, type ReturnJson } from '#shared/after-order';
import type { Size } from '#shared/constants';
import { DEFAULT_RETURN_WINDOW_DAYS } from '#shared/settings/returns';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { latestIndianMorning } from '#tests/support/clock';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { TEST_PAYOUT } from '#tests/support/return-factories';
import { usingPostgres } from '#tests/support/test-db';

const HOUR = 60 * 60_000;

describe(`return requests (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  // 10:00 in India, so calendar days are easy to count (tests/support/clock.ts).
  const start = latestIndianMorning();
  beforeEach(() => clock.set(start));
  const admin = await createAdmin(db);
  await saveInvoiceSettings(db);

  // A session made at the test clock's time: one made at the real time ends 12 hours later, which
  // the clock passes on some days when it moves to late evening (tests/support/clock.ts).
  const asAdmin = async (method: 'PATCH' | 'PUT', url: string, payload: object) => {
    const token = await createSessionToken(db, 'admin', admin.id, clock());
    return app.inject({ method, url, headers: { ...headersFor(), cookie: `aid=${token}` }, payload });
  };
  const setWindowDays = async (windowDays: number) =>
    expect((await asAdmin('PUT', '/api/admins/settings/returns', { windowDays })).statusCode).toBe(200);
  afterEach(() => setWindowDays(DEFAULT_RETURN_WINDOW_DAYS));

  const page = async (shopper: TestAccount, orderId: string) =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  const returnsOf = async (shopper: TestAccount) =>
    db.select().from(returns).where(eq(returns.userId, shopper.id));
  const mailCount = async (shopper: TestAccount) =>
    (await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email))).length;

  /** A delivered cash-on-delivery order of one product, one line per size given. */
  async function deliveredOrder(lines: Partial<Record<Size, number>>, stock: Partial<Record<Size, number>>) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock });
    for (const [size, quantity] of Object.entries(lines))
      await putInCart(db, shopper.id, product, size as Size, quantity);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as string;
    const dispatched = await asAdmin('PATCH', '/api/admins/dispatch', {
      orderId,
      courier: 'Delhivery',
      trackingId: 'DL1',
    });
    expect(dispatched.statusCode).toBe(200);
    expect((await asAdmin('PATCH', '/api/admins/deliver', { orderIds: [orderId] })).statusCode).toBe(200);
    const items = (await page(shopper, orderId)).items;
    const lineOf = (size: Size) => items.find((item) => item.selectedSize === size)!.lineId;
    return { shopper, product, orderId, lineOf };
  }

  const ask = (shopper: TestAccount, orderId: string, body: object) =>
    asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, { reason: 'too_small', ...body });

  describe('a return window of 0 days (returns off)', () => {
    it('refuses every request, even an hour before midnight on the day of delivery, with a clear message', async () => {
      await setWindowDays(0);
      const { shopper, orderId, lineOf } = await deliveredOrder({ M: 1 }, { M: 5, L: 5 });
      const mailsBefore = await mailCount(shopper);
      for (const at of [start, new Date(start.getTime() + 12.5 * HOUR)]) {
        clock.set(at); // 10:00 and 22:30 in India, the day of delivery
        for (const body of [
          { resolution: 'refund', lines: [{ lineId: lineOf('M'), quantity: 1 }] },
          { resolution: 'exchange', lines: [{ lineId: lineOf('M'), quantity: 1, exchangeSize: 'L' }] },
        ]) {
          const res = await ask(shopper, orderId, body);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({
            errorMessage: AFTER_ORDER_MESSAGES.returnsOff,
            code: 'return_window_closed',
          });
        }
      }
      expect(await returnsOf(shopper)).toEqual([]);
      expect(await mailCount(shopper)).toBe(mailsBefore);
    });

    it('has the order page offer no return, and offer it again once a window is set', async () => {
      await setWindowDays(0);
      const { shopper, orderId } = await deliveredOrder({ M: 1 }, { M: 5 });
      expect(await page(shopper, orderId)).toMatchObject({
        canReturn: false,
        returnWindow: { days: 0, open: false },
      });
      await setWindowDays(1);
      expect(await page(shopper, orderId)).toMatchObject({
        canReturn: true,
        returnWindow: { days: 1, open: true },
      });
    });
  });

  describe('an exchange to a sold-out size', () => {
    it('is marked on the order page, so the size list can show it sold out before asking', async () => {
      const { shopper, orderId, lineOf } = await deliveredOrder({ M: 1 }, { M: 5, L: 2, XL: 0 });
      expect((await page(shopper, orderId)).soldOutSizes).toEqual({
        [lineOf('M')]: ['S', 'XL', 'XXL', 'XXXL'],
      });
      await setWindowDays(0);
      expect((await page(shopper, orderId)).soldOutSizes).toEqual({});
    });

    it('is refused when requested, in exchange words, recording nothing; a refund still goes through', async () => {
      const { shopper, product, orderId, lineOf } = await deliveredOrder({ M: 1 }, { M: 5, XL: 0 });
      const mailsBefore = await mailCount(shopper);
      const res = await ask(shopper, orderId, {
        resolution: 'exchange',
        lines: [{ lineId: lineOf('M'), quantity: 1, exchangeSize: 'XL' }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorMessage: `Size XL of ${product.name} is sold out; choose another size or a refund.`,
        code: 'out_of_stock',
      });
      expect(await returnsOf(shopper)).toEqual([]);
      expect(await mailCount(shopper)).toBe(mailsBefore);
      expect((await page(shopper, orderId)).returnState).toBeNull();

      const refund = await ask(shopper, orderId, {
        resolution: 'refund',
        lines: [{ lineId: lineOf('M'), quantity: 1 }],
        payout: TEST_PAYOUT,
      });
      expect(refund.statusCode).toBe(200);
    });

    it('counts every line asking for the same size together', async () => {
      const { shopper, product, orderId, lineOf } = await deliveredOrder(
        { S: 1, M: 1 },
        { S: 5, M: 5, L: 1 },
      );
      const res = await ask(shopper, orderId, {
        resolution: 'exchange',
        lines: [
          { lineId: lineOf('S'), quantity: 1, exchangeSize: 'L' },
          { lineId: lineOf('M'), quantity: 1, exchangeSize: 'L' },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe(
        `Only 1 of ${product.name} left in size L; choose fewer, another size or a refund.`,
      );
      expect(await returnsOf(shopper)).toEqual([]);
      const one = await ask(shopper, orderId, {
        resolution: 'exchange',
        lines: [{ lineId: lineOf('M'), quantity: 1, exchangeSize: 'L' }],
      });
      expect(one.statusCode).toBe(200);
      // Asking takes nothing: approval takes the stock.
      expect(await stockOf(db, product, 'L')).toBe(1);
    });

    it('that sold out after the request is refused at approval in words for the admin, changing nothing', async () => {
      const { shopper, product, orderId, lineOf } = await deliveredOrder({ M: 1 }, { M: 5, L: 1 });
      const asked = await ask(shopper, orderId, {
        resolution: 'exchange',
        lines: [{ lineId: lineOf('M'), quantity: 1, exchangeSize: 'L' }],
      });
      expect(asked.statusCode).toBe(200);
      const { returnId } = (asked.json() as OrderDetailJson).returns[0] as ReturnJson;
      const edit = await asAdmin('PATCH', '/api/admins/update-item', {
        itemId: product.itemId,
        size: { L: 0 },
      });
      expect(edit.statusCode).toBe(200);

      const res = await asAdmin('PATCH', `/api/admins/returns/${returnId}/approve`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.exchangeSoldOutSinceRequest(product.name, 'L'),
        code: 'out_of_stock',
      });
      expect(res.json().errorMessage).not.toMatch(/cart/);
      expect((await page(shopper, orderId)).returns[0]).toMatchObject({
        status: 'requested',
        exchangeOrderId: null,
      });
      expect(await stockOf(db, product, 'L')).toBe(0);
    });
  });

  it('mails the approval with the pieces being returned, not the whole order', async () => {
    const { shopper, product, orderId, lineOf } = await deliveredOrder({ S: 1, M: 2 }, { S: 5, M: 5, L: 5 });
    const asked = await ask(shopper, orderId, {
      resolution: 'exchange',
      lines: [{ lineId: lineOf('M'), quantity: 1, exchangeSize: 'L' }],
    });
    expect(asked.statusCode).toBe(200);
    const { returnId } = (asked.json() as OrderDetailJson).returns[0] as ReturnJson;
    expect((await asAdmin('PATCH', `/api/admins/returns/${returnId}/approve`, {})).statusCode).toBe(200);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your return ${returnId} is approved`));
    expect(mail!.textBody).toContain(`${product.name} (size M) x 1, for size L`);
    expect(mail!.textBody).not.toContain('(size S)');
    expect(mail!.textBody).not.toContain('x 2');
    expect(mail!.textBody).not.toContain('Total:');
    expect(mail!.htmlBody).toContain(`<li>${product.name} (size M) x 1, for size L</li>`);
  });
});
