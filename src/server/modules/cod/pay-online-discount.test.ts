/**
 * "Pay online now" gives a COD order the prepaid discount checkout offered it (docs/decisions/033):
 * it charges what paying online at checkout would have, and the invoice issued at dispatch
 * follows. Worked example: a ₹749 tee, ₹100 delivery, a ₹49 COD fee and ₹50 off for paying
 * online. Cash on delivery: ₹749 + ₹100 + ₹49 = ₹898. Online: ₹749 - ₹50 + ₹100 = ₹799, which
 * "Pay online now" charges (not ₹898 - ₹49 = ₹849).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '#server/db/schema';
import type { SandboxProvider } from '#server/modules/payments/sandbox-provider';
import type { OrderDetailJson } from '#shared/after-order';
import { createTestApp } from '#tests/support/app';
import { asShopper, eventsOf, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { asAdmin, mailedCodToken, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { prepaidOfferDuePaise } from '../orders/cod-orders';

describe('"Pay online now" with the prepaid discount', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const sandbox = app.deps.payments as SandboxProvider;
  await saveInvoiceSettings(db);
  await saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00, maxOpenCodOrders: 50 });
  const admin = asAdmin(app, await createAdmin(db));
  const product = await createProduct(db, { price: 749, stock: { M: 20 } });
  const post = (url: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });

  it('charges ₹799, as checkout promised, and the order and its invoice follow', async () => {
    const shopper = await createShopper(db);
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      amountPaise: 898_00,
      codFeePaise: 49_00,
      prepaidDiscountPaise: 0,
      prepaidOfferPaise: 50_00,
    });
    const token = await mailedCodToken(db, orderId);
    const page = (await app.inject({ method: 'GET', url: `/api/cod/${token}` })).json();
    expect(page).toMatchObject({ cashDue: 898, payOnlineNow: 799, codFee: 49, prepaidDiscount: 50 });
    const started = await post(`/api/cod/${token}/pay-online`);
    expect(started.json().amount).toBe(799_00);
    const proof = sandbox.pay(started.json().id);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/cod/${token}/pay-online/verify`,
      payload: { payment_id: proof.razorpay_payment_id, signature: proof.razorpay_signature },
    });
    expect(paid.statusCode).toBe(200);
    const order = await orderByPublicId(db, orderId);
    expect(order).toMatchObject({
      paymentMethod: 'online',
      amountPaise: 799_00,
      codFeePaise: 0,
      prepaidDiscountPaise: 50_00,
    });
    const event = (await eventsOf(db, order.id)).find((e) => e.type === 'paid_online');
    expect(event!.data).toMatchObject({
      amountPaise: 799_00,
      codFeeDroppedPaise: 49_00,
      prepaidDiscountPaise: 50_00,
    });
    const detail = (
      await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)
    ).json() as OrderDetailJson;
    expect(detail).toMatchObject({ amount: 799, prepaidDiscount: 50, codFee: 0, canConfirmCod: false });
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'Order placed, to pay on delivery',
      `Paid ₹799 online (payment ID ${proof.razorpay_payment_id}): nothing to pay on delivery`,
    ]);

    // Dispatch issues the invoice on the prepaid figures: the ₹50 lowers the goods' taxable value
    // (₹699 with 5% IGST inside), there is no COD fee line, and the invoice totals ₹799.
    await admin('PATCH', '/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId: 'DL-7' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines.map((line) => line.kind).sort()).toEqual(['delivery', 'goods']);
    const goods = lines.find((line) => line.kind === 'goods')!;
    expect(goods).toMatchObject({ discountPaise: 50_00, totalPaise: 699_00 });
    expect(goods.taxableValuePaise + goods.igstPaise).toBe(699_00);
    expect(lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(799_00);
  });

  it('never leaves less than ₹1 to pay online, and never gives more than the offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_00, max: 10_000_00 }),
        fc.integer({ min: 0, max: 500_00 }),
        fc.integer({ min: 0, max: 2_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (goods, fee, offer, creditShare) => {
          const amount = goods + fee;
          // Store credit pays part of a COD order, never the whole fee-free price.
          const credit = Math.floor(((goods - 1) * creditShare) / 100);
          const order = {
            amountPaise: amount,
            storeCreditPaise: credit,
            codTokenPaise: 0,
            codFeePaise: fee,
            prepaidOfferPaise: Math.min(offer, goods),
          };
          const due = prepaidOfferDuePaise(order);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(order.prepaidOfferPaise);
          const charged = amount - credit - fee - due;
          expect(charged).toBeGreaterThanOrEqual(Math.min(1_00, goods - credit));
          if (goods - credit - order.prepaidOfferPaise >= 1_00) expect(due).toBe(order.prepaidOfferPaise);
        },
      ),
    );
  });
});
