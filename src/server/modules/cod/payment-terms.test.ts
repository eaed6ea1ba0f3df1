/**
 * How the way of paying is priced (docs/product.md section 22), worked through the API: a ₹49
 * cash-on-delivery fee is a line of the invoice taxed like the delivery charge, a ₹50 prepaid
 * discount lowers the goods' taxable value like a coupon, store credit alone owes no fee, and
 * "Pay online now" drops the fee and gives the prepaid discount. The shop is in Maharashtra and the parcels go to Bengaluru
 * (Karnataka), so every line is inter-state: IGST at 5% (a piece under ₹2,500).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { gstMonth } from '#server/modules/invoices';
import { dispatchOrder } from '#server/modules/orders';
import { COD_SETTINGS_MESSAGES } from '#shared/settings/cod';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, payAndVerify, putInCart } from '#tests/support/cart-factories';
import { asAdmin, giveStoreCredit, mailedCodToken, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('the COD fee and the prepaid discount', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = asAdmin(app, await createAdmin(db));
  await saveInvoiceSettings(db);
  const product = await createProduct(db, { price: 1049, stock: { M: 50 } });
  beforeEach(() =>
    saveCodSettings(db, { codFeePaise: 49_00, prepaidAmountOffPaise: 50_00, maxOpenCodOrders: 50 }),
  );

  const shopperWithCart = async () => {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product, 'M', 1);
    return { shopper, client: asShopper(app, shopper) };
  };
  const invoiceOf = async (orderId: string) => {
    const order = await orderByPublicId(db, orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    return { invoice: invoice!, lines: lines.sort((a, b) => a.position - b.position) };
  };
  const figures = (line: Record<string, unknown>) => ({
    kind: line.kind,
    discountPaise: line.discountPaise,
    taxableValuePaise: line.taxableValuePaise,
    igstPaise: line.igstPaise,
    totalPaise: line.totalPaise,
  });
  const dispatch = (orderId: string) =>
    dispatchOrder(db, { orderId, trackingId: 'T', actor: 'admin:1', now: clock() });
  // Goods ₹1,049: IGST 1,04,900 x 5 / 105 = 4,995.24 -> 4,995, taxable 99,905. Delivery ₹100:
  // IGST 476.19 -> 476, taxable 9,524. COD fee ₹49: IGST 4,900 x 5 / 105 = 233.33 -> 233,
  // taxable 4,667, at the goods' rate and under their HSN.
  const GOODS = {
    kind: 'goods',
    discountPaise: 0,
    taxableValuePaise: 99_905,
    igstPaise: 4_995,
    totalPaise: 104_900,
  };
  const DELIVERY_LINE = {
    kind: 'delivery',
    discountPaise: 0,
    taxableValuePaise: 9_524,
    igstPaise: 476,
    totalPaise: 10_000,
  };
  const FEE = {
    kind: 'cod_fee',
    discountPaise: 0,
    taxableValuePaise: 4_667,
    igstPaise: 233,
    totalPaise: 4_900,
  };

  it('quotes each way of paying: ₹1,149 as it stands, ₹1,099 online, ₹1,198 in cash', async () => {
    const { client } = await shopperWithCart();
    const quote = (await client.post('/api/cart/quote', {})).json();
    expect(quote.totalPaise).toBe(114_900);
    expect(quote.online).toEqual({ prepaidDiscountPaise: 5_000, totalPaise: 109_900 });
    expect(quote.cod).toMatchObject({
      available: true,
      feePaise: 4_900,
      totalPaise: 119_800,
      tokenPaise: null,
    });
  });

  it('invoices a COD order with the fee as its own line, credits all of it on a return to origin, and exports it', async () => {
    const month = new Date(clock().getTime() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const karnataka = async () =>
      (await gstMonth(db, month)).b2c.find(
        (row) => row.placeOfSupply === 'Karnataka' && row.ratePercent === 5,
      ) ?? {
        taxableValuePaise: 0,
        igstPaise: 0,
      };
    const before = await karnataka();
    const { client } = await shopperWithCart();
    const placed = await client.post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as string;
    expect(await orderByPublicId(db, orderId)).toMatchObject({ amountPaise: 119_800, codFeePaise: 4_900 });
    await dispatch(orderId);
    const { invoice, lines } = await invoiceOf(orderId);
    expect(lines.map(figures)).toEqual([GOODS, DELIVERY_LINE, FEE]);
    expect(lines[2]).toMatchObject({
      description: 'Cash on delivery fee',
      ratePercent: 5,
      hsn: lines[0]!.hsn,
    });
    // 99,905 + 9,524 + 4,667 = 1,14,096 taxable; 4,995 + 476 + 233 = 5,704 IGST; ₹1,198 in all.
    expect(invoice).toMatchObject({ taxableValuePaise: 114_096, igstPaise: 5_704, totalPaise: 119_800 });
    const issued = await karnataka();
    expect(issued.taxableValuePaise - before.taxableValuePaise).toBe(114_096);
    expect(issued.igstPaise - before.igstPaise).toBe(5_704);

    // Returned to origin: the credit note cancels every line, the fee too, at the invoice's split.
    expect((await admin('PATCH', `/api/admins/orders/${orderId}/rto`, {})).statusCode).toBe(200);
    expect(
      (await admin('PATCH', `/api/admins/orders/${orderId}/rto-received`, { restock: true })).statusCode,
    ).toBe(200);
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(note).toMatchObject({ totalPaise: 119_800, taxableValuePaise: 114_096, igstPaise: 5_704 });
    const credited = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note!.id));
    expect(credited.map((line) => line.totalPaise).sort((a, b) => b - a)).toEqual([104_900, 10_000, 4_900]);
    const after = await karnataka();
    expect([after.taxableValuePaise, after.igstPaise]).toEqual([before.taxableValuePaise, before.igstPaise]);
  });

  it('invoices an online order with the prepaid discount off the goods, like a coupon', async () => {
    const { client } = await shopperWithCart();
    // The amount without the discount is no longer the order's: the cart "changed".
    const stale = await client.post('/api/cart/create-order', { amount: 114_900, ...DELIVERY });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('cart_changed');
    const created = await client.post('/api/cart/create-order', { amount: 109_900, ...DELIVERY });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().amount).toBe(109_900);
    const { verified } = await payAndVerify(client, fake, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    const orderId = verified.json().orderId as string;
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      amountPaise: 109_900,
      prepaidDiscountPaise: 5_000,
      codFeePaise: 0,
    });
    await dispatch(orderId);
    const { invoice, lines } = await invoiceOf(orderId);
    // Goods 1,04,900 - 5,000 = 99,900: IGST 99,900 x 5 / 105 = 4,757.14 -> 4,757, taxable 95,143.
    expect(lines.map(figures)).toEqual([
      {
        kind: 'goods',
        discountPaise: 5_000,
        taxableValuePaise: 95_143,
        igstPaise: 4_757,
        totalPaise: 99_900,
      },
      DELIVERY_LINE,
    ]);
    expect(invoice.totalPaise).toBe(109_900);
    const page = (await client.get(`/api/users/orders/${orderId}`)).json();
    expect(page).toMatchObject({ amount: 1099, prepaidDiscount: 50, codFee: 0 });
  });

  it('rounds a percent prepaid discount down to the rupee: 7% of ₹1,049 is ₹73.43, so ₹73 off', async () => {
    // Worked example (BUSINESS.md section 7): goods ₹1,049 at 7% = ₹73.43, rounded down to ₹73
    // (never up to ₹74, nor kept in paise); ₹1,049 - ₹73 + ₹100 delivery = ₹1,076 online.
    await saveCodSettings(db, { codFeePaise: 49_00, prepaidPercentOff: 7, maxOpenCodOrders: 50 });
    const { client } = await shopperWithCart();
    const quote = (await client.post('/api/cart/quote', {})).json();
    expect(quote.online).toEqual({ prepaidDiscountPaise: 73_00, totalPaise: 1_076_00 });
    const created = await client.post('/api/cart/create-order', { amount: 1_076_00, ...DELIVERY });
    expect(created.statusCode, created.body).toBe(200);
    const { verified } = await payAndVerify(client, fake, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    const orderId = verified.json().orderId as string;
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      amountPaise: 1_076_00,
      prepaidDiscountPaise: 73_00,
    });
    expect((await client.get(`/api/users/orders/${orderId}`)).json()).toMatchObject({
      amount: 1076,
      prepaidDiscount: 73,
    });
  });

  it('charges no fee when store credit pays the whole order, and the fee on the cash when it pays part', async () => {
    const whole = await shopperWithCart();
    await giveStoreCredit(db, whole.shopper.id, 2000_00);
    const paid = await whole.client.post('/api/cart/place-store-credit-order', DELIVERY);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderByPublicId(db, paid.json().orderId)).toMatchObject({
      paymentMethod: 'store_credit',
      amountPaise: 114_900,
      storeCreditPaise: 114_900,
      codFeePaise: 0,
    });
    const part = await shopperWithCart();
    await giveStoreCredit(db, part.shopper.id, 500_00);
    const placed = await part.client.post('/api/cart/place-cod-order', { ...DELIVERY, useStoreCredit: true });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderByPublicId(db, placed.json().orderId)).toMatchObject({
      paymentMethod: 'cod',
      amountPaise: 119_800,
      storeCreditPaise: 50_000,
      codFeePaise: 4_900,
    });
    // ₹1,149 of credit would have covered it without the fee, and so pays it alone.
    const exact = await shopperWithCart();
    await giveStoreCredit(db, exact.shopper.id, 1149_00);
    const covered = await exact.client.post('/api/cart/place-cod-order', {
      ...DELIVERY,
      useStoreCredit: true,
    });
    expect(await orderByPublicId(db, covered.json().orderId)).toMatchObject({
      paymentMethod: 'store_credit',
      amountPaise: 114_900,
      codFeePaise: 0,
    });
  });

  it('drops the fee and gives the prepaid discount when "Pay online now" turns a COD order prepaid', async () => {
    const { client } = await shopperWithCart();
    const orderId = (await client.post('/api/cart/place-cod-order', DELIVERY)).json().orderId as string;
    const token = await mailedCodToken(db, orderId);
    const page = (await app.inject({ method: 'GET', url: `/api/cod/${token}` })).json();
    // As paying online at checkout: ₹1,049 - ₹50 + ₹100 = ₹1,099 (docs/decisions/033).
    expect(page).toMatchObject({ cashDue: 1198, payOnlineNow: 1099, codFee: 49, prepaidDiscount: 50 });
    const started = await app.inject({ method: 'POST', url: `/api/cod/${token}/pay-online` });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe(109_900);
    const { payment, signature } = fake.pay(started.json().id);
    const verified = await app.inject({
      method: 'POST',
      url: `/api/cod/${token}/pay-online/verify`,
      payload: { payment_id: payment.id, signature },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await orderByPublicId(db, orderId)).toMatchObject({
      paymentMethod: 'online',
      amountPaise: 109_900,
      codFeePaise: 0,
      prepaidDiscountPaise: 5_000,
    });
    await dispatch(orderId);
    expect((await invoiceOf(orderId)).lines.map(figures)).toEqual([
      {
        kind: 'goods',
        discountPaise: 5_000,
        taxableValuePaise: 95_143,
        igstPaise: 4_757,
        totalPaise: 99_900,
      },
      DELIVERY_LINE,
    ]);
  });

  it('refuses settings out of range or a discount given both ways, in words', async () => {
    const put = (changes: Record<string, unknown>) => admin('PUT', '/api/admins/settings/cod', changes);
    const current = (await admin('GET', '/api/admins/settings')).json().cod;
    const both = await put({ ...current, prepaidPercentOff: 5, prepaidAmountOffPaise: 50_00 });
    expect(both.statusCode).toBe(400);
    expect(both.json().errorMessage).toBe(COD_SETTINGS_MESSAGES.prepaidBoth);
    const fee = await put({ ...current, codFeePaise: 1001_00 });
    expect(fee.json().errorMessage).toBe(COD_SETTINGS_MESSAGES.codFee);
    const percent = await put({ ...current, prepaidAmountOffPaise: null, prepaidPercentOff: 51 });
    expect(percent.json().errorMessage).toBe(COD_SETTINGS_MESSAGES.prepaidPercent);
    const kind = await put({ ...current, partialCod: 'half' });
    expect(kind.json().errorMessage).toBe(COD_SETTINGS_MESSAGES.partialCod);
    const ok = await put({ ...current, prepaidAmountOffPaise: null, prepaidPercentOff: 5 });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
