/**
 * Offers through the shop's HTTP API (BUSINESS.md section 12): the quote answers each line's
 * saving and what is missing, a cash-on-delivery order charges exactly that, its invoice (read
 * back from the PDF) shows each line's figures, and a returned piece refunds its own price after
 * its share of the saving.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerUses, orderItems } from '#server/db/schema';
import type { OrderDetailJson } from '#shared/after-order';
import type { CheckoutQuote } from '#shared/coupons';
import { shopperInvoicePath } from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, putInCart } from '#tests/support/cart-factories';
import { createCouponVia } from '#tests/support/coupon-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { BENGALURU_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';
import { createOfferVia } from '#tests/support/offer-factories';
import { readPdf } from '#tests/support/pdf-text';
import { receivedReturnOf } from '#tests/support/return-factories';

describe('offers at checkout', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const offer = await createOfferVia(app, admin);
  const tees = [
    await createProduct(db, { name: 'Olive Tee', price: 799, stock: { M: 20 } }),
    await createProduct(db, { name: 'Sand Tee', price: 849, stock: { M: 20 } }),
    await createProduct(db, { name: 'Black Tee', price: 899, stock: { M: 20 } }),
  ];
  const quote = async (shopper: TestAccount, couponCode?: string) => {
    const res = await asShopper(app, shopper).post('/api/cart/quote', couponCode ? { couponCode } : {});
    expect(res.statusCode).toBe(200);
    return res.json() as CheckoutQuote;
  };
  const withTees = async (count: number) => {
    const shopper = await createShopper(db);
    for (const tee of tees.slice(0, count)) await putInCart(db, shopper.id, tee, 'M', 1);
    return shopper;
  };

  it('two tees: no saving yet, and "Add 1 more to get 3 for ₹999"', async () => {
    const q = await quote(await withTees(2));
    expect(q.offers.savingPaise).toBe(0);
    expect(q.offers.nudges).toEqual([{ offerId: offer.id, message: 'Add 1 more to get 3 for ₹999' }]);
    expect(q.totalPaise).toBe(79_900 + 84_900 + 10_000);
  });

  it('three tees: each line its share, ₹999 plus delivery to pay, and the COD order charges exactly that', async () => {
    const shopper = await withTees(3);
    const q = await quote(shopper);
    expect(q.offers.savingPaise).toBe(154_800);
    expect(q.offers.lines.map((l) => l.savingPaise)).toEqual([48_561, 51_600, 54_639]);
    expect(q.offers.nudges).toEqual([]);
    expect(q.totalPaise).toBe(99_900 + 10_000);
    expect(q.cod.totalPaise).toBe(99_900 + 10_000);

    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode).toBe(200);
    const order = await orderByPublicId(db, placed.json().orderId);
    expect(order.amountPaise).toBe(109_900);
    expect(order.offerDiscountPaise).toBe(154_800);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => [l.unitPricePaise, l.offerId, l.offerDiscountPaise]).sort()).toEqual([
      [79_900, offer.id, 48_561],
      [84_900, offer.id, 51_600],
      [89_900, offer.id, 54_639],
    ]);
    const [use] = await db.select().from(offerUses).where(eq(offerUses.orderId, order.id));
    expect(use).toMatchObject({ pieces: 3, savingPaise: 154_800, revenuePaise: 99_900 });
  });

  it('an offer that does not stack and a smaller coupon: the offer stays, and the shopper is told', async () => {
    const coupon = await createCouponVia(app, admin, { percentOff: 10 });
    const q = await quote(await withTees(3), coupon.code);
    expect([q.offers.savingPaise, q.discountPaise]).toEqual([154_800, 0]);
    expect(q.offers.message).toBe(
      'Any 3 tees for ₹999 saves more than your coupon, so the offer is applied instead (you save ₹1,548).',
    );
  });

  it('an invoice with each line after its share, and a returned tee refunds ₹333.00, not ₹849', async () => {
    const shopper = await withTees(3);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    const orderId = placed.json().orderId as string;
    await setOrderAddress(db, orderId, BENGALURU_ADDRESS);
    const asAdmin = (url: string, payload: object) =>
      app.inject({ method: 'PATCH', url, headers: headersFor(admin), payload });
    expect(
      (await asAdmin('/api/admins/dispatch', { orderId, courier: 'DTDC', trackingId: 'D-1' })).statusCode,
    ).toBe(200);
    const pdf = await readPdf((await asShopper(app, shopper).get(shopperInvoicePath(orderId))).rawPayload);
    // Maharashtra to Karnataka: IGST. Each tee at 5% after its share: ₹313.39 (taxable ₹298.47,
    // IGST ₹14.92), ₹333.00 (₹317.14, ₹15.86), ₹352.61 (₹335.82, ₹16.79); delivery ₹100 at 5%.
    for (const figure of [
      '485.61',
      '313.39',
      '298.47',
      '14.92',
      '516.00',
      '333.00',
      '317.14',
      '15.86',
      '546.39',
      '352.61',
      '335.82',
      '16.79',
    ])
      expect(pdf.text).toContain(figure);
    expect(pdf.text).toContain('Invoice total: ₹1,099.00');
    expect((await asAdmin('/api/admins/deliver', { orderIds: [orderId] })).statusCode).toBe(200);

    // The Sand Tee comes back: ₹849 less its share ₹516.00 is ₹333.00, the most its refund may be.
    const page = (
      await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)
    ).json() as OrderDetailJson;
    const sand = page.items.find((item) => item.name === 'Sand Tee')!;
    const { refund } = await receivedReturnOf(app, { shopper, admin }, orderId, {
      quantity: 1,
      lineId: sand.lineId,
    });
    expect((await refund(33_301)).statusCode).toBe(409);
    expect((await refund(33_300)).statusCode).toBe(200);
  });
});
