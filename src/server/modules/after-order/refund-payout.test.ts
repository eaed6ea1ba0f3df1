/**
 * Where a cash-on-delivery refund by transfer goes (issue 40 point 17; src/shared/refund-payout.ts):
 * the request names a UPI id or a bank account, each refused with its own message and nothing
 * recorded; the back office and the shopper read it until the refund is recorded, then it is
 * gone; a data export holds it and erasure clears it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { returns } from '#server/db/schema';
import type { OrderDetailJson, ReturnJson } from '#shared/after-order';
import { PAYOUT_MESSAGES } from '#shared/refund-payout';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { deliveredOrder } from '#tests/support/return-factories';
import { afterOrderPersonalData } from './personal-data';

describe('the UPI id or bank account of a refund by transfer', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { price: 999, stock: { M: 50 } });
  const adminHeaders = { ...headersFor(), cookie: admin.cookie };

  async function delivered() {
    const shopper = await createShopper(db);
    const { orderId, page } = await deliveredOrder(app, db, { admin, shopper, product, quantity: 1 });
    const lineId = (await page()).items[0]!.lineId;
    const ask = (body: object) =>
      asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
        lines: [{ lineId, quantity: 1 }],
        reason: 'too_small',
        resolution: 'refund',
        ...body,
      });
    return { shopper, orderId, page, ask };
  }
  const refusal = (errorMessage: string) => ({ errorMessage, code: 'validation' });

  it('refuses a transfer without one, a malformed one, and one beside store credit, recording nothing', async () => {
    const { page, ask } = await delivered();
    const cases: [object, string][] = [
      [{ refundTo: 'transfer' }, PAYOUT_MESSAGES.missing],
      [{}, PAYOUT_MESSAGES.missing],
      [{ refundTo: 'transfer', payout: { kind: 'upi', upiId: 'asha' } }, PAYOUT_MESSAGES.upiId],
      [{ refundTo: 'transfer', payout: { kind: 'upi', upiId: 'asha@ok axis' } }, PAYOUT_MESSAGES.upiId],
      [{ refundTo: 'transfer', payout: { kind: 'cheque' } }, PAYOUT_MESSAGES.kind],
      [
        {
          refundTo: 'transfer',
          payout: { kind: 'bank', accountName: 'Asha Rao', accountNumber: '12345678', ifsc: 'SBIN0001234' },
        },
        PAYOUT_MESSAGES.accountNumber,
      ],
      [
        {
          refundTo: 'transfer',
          payout: {
            kind: 'bank',
            accountName: 'Asha Rao',
            accountNumber: '123456789012',
            ifsc: 'SBIN1001234',
          },
        },
        PAYOUT_MESSAGES.ifsc,
      ],
      [
        {
          refundTo: 'transfer',
          payout: { kind: 'bank', accountName: ' ', accountNumber: '123456789012', ifsc: 'SBIN0001234' },
        },
        PAYOUT_MESSAGES.accountName,
      ],
      [
        { refundTo: 'store_credit', payout: { kind: 'upi', upiId: 'asha@okaxis' } },
        PAYOUT_MESSAGES.notTransfer,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({
        body,
        status: 400,
        answer: refusal(message),
      });
    }
    expect((await page()).returns).toEqual([]);
  });

  it('shows a UPI id to the owner and the shopper until the refund is recorded, then forgets it', async () => {
    const { orderId, page, ask } = await delivered();
    const asked = await ask({ refundTo: 'transfer', payout: { kind: 'upi', upiId: ' asha.rao@okaxis ' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const { returnId, payout } = (asked.json() as OrderDetailJson).returns[0]!;
    expect(payout).toBe('UPI asha.rao@okaxis');
    const queue = await app.inject({ method: 'GET', url: '/api/admins/returns', headers: adminHeaders });
    const listed = (queue.json() as ReturnJson[]).find((r) => r.returnId === returnId);
    expect(listed?.payout).toBe('UPI asha.rao@okaxis');

    const step = (action: string, payload: object = {}) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admins/returns/${returnId}/${action}`,
        headers: adminHeaders,
        payload,
      });
    expect((await step('approve')).statusCode).toBe(200);
    expect((await step('receive', { restock: true })).statusCode).toBe(200);
    const refunded = await step('refund', { amountPaise: 99_900, reference: 'UPI 4410' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await page()).returns[0]).toMatchObject({ payout: null, refundReference: 'UPI 4410' });
    const [row] = await db.select().from(returns).where(eq(returns.returnId, returnId));
    expect(row!.refundPayout).toBeNull();
    expect(orderId).toMatch(/^ORD-/);
  });

  it('tidies a bank account (spaces, small letters) and says it in one line', async () => {
    const { ask } = await delivered();
    const asked = await ask({
      refundTo: 'transfer',
      payout: { kind: 'bank', accountName: 'Asha Rao', accountNumber: '1234 5678-9012', ifsc: 'sbin0001234' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as OrderDetailJson).returns[0]!.payout).toBe(
      'A/c 123456789012, SBIN0001234, Asha Rao',
    );
  });

  it('is in the shopper’s data export, and erasure clears it', async () => {
    const shopper = await createShopper(db);
    const { orderId, page } = await deliveredOrder(app, db, { admin, shopper, product, quantity: 1 });
    const lineId = (await page()).items[0]!.lineId;
    const asked = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'too_small',
      resolution: 'refund',
      payout: { kind: 'upi', upiId: 'zoya@oksbi' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const subject = { accountId: shopper.id };
    const exported = await afterOrderPersonalData.exportPersonalData(db, subject as never);
    expect(exported.returns).toEqual([
      expect.objectContaining({ refundPayout: { kind: 'upi', upiId: 'zoya@oksbi' } }),
    ]);
    await db.transaction((tx) => afterOrderPersonalData.erasePersonalData(tx, subject as never, new Date()));
    const [row] = await db.select().from(returns).where(eq(returns.userId, shopper.id));
    expect(row!.refundPayout).toBeNull();
  });
});
