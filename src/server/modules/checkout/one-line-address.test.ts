/**
 * One line of address from an older API client (docs/product.md section 12;
 * docs/decisions/011): it must hold exactly one pincode of the directory, and a state it names
 * must be that pincode's state. Otherwise a blocked or no-COD pincode could hide behind a second
 * pincode, and the invoice would name the wrong place of supply. Through HTTP: checkout (cash and
 * online), Change Address, and the invoice at dispatch.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '#server/db/schema';
import { ADDRESS_MESSAGES } from '#shared/address';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  countRows,
  orderByPublicId,
  placeCodOrderFor,
  putInCart,
} from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { fixedServiceability } from '../delivery/serviceability';

/** Srinagar (190001) is not served; Leh (194101) has no cash on delivery. */
const RULES = { blocked: ['190001'], noCashOnDelivery: ['194101'] };
const MOBILE = '9876543210';

const HIDDEN_BLOCKED = 'House 7, Lal Chowk, Srinagar 190001, c/o Bengaluru office 560001';
const HIDDEN_NO_COD = 'Main Bazaar, Leh 194101 (parcel desk 560 001)';
const WRONG_STATE = '12 Residency Road, Srinagar, Jammu and Kashmir 560001';

describe('one line of address', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake), {
    serviceability: fixedServiceability(RULES),
  });
  const db = database.db;
  // The shop is registered in Maharashtra (GST state code 27).
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);

  /** A shopper with one ₹999 tee in the cart (₹1,099 with delivery). */
  async function shopperWithCart() {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 999, stock: { M: 20 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    return { shopper, product, client: asShopper(app, shopper) };
  }

  const severalPincodes = (a: string, b: string) => ({
    errorMessage: ADDRESS_MESSAGES.severalPincodesInText([a, b]),
    code: 'several_pincodes',
  });

  describe('with two pincodes in it', () => {
    it.each([
      [HIDDEN_BLOCKED, '190001', '560001'],
      [HIDDEN_NO_COD, '194101', '560001'],
    ])('is refused for cash on delivery: %j', async (address, first, second) => {
      const { client } = await shopperWithCart();
      const before = await countRows(db);
      const res = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(severalPincodes(first, second));
      expect(res.json().errorMessage).toBe(
        `The address holds more than one pincode (${first} and ${second}). Keep only the pincode of the delivery address, or send deliveryAddress with each field.`,
      );
      expect(await countRows(db)).toEqual(before);
    });

    it('is refused for an online payment before anything is reserved', async () => {
      const { client } = await shopperWithCart();
      const before = await countRows(db);
      const providerOrdersBefore = fake.orders.size;
      const res = await client.post('/api/cart/create-order', {
        amount: 109_900,
        mobile: MOBILE,
        address: HIDDEN_BLOCKED,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(severalPincodes('190001', '560001'));
      expect(await countRows(db)).toEqual(before);
      expect(fake.orders.size).toBe(providerOrdersBefore);
    });

    it.each([HIDDEN_BLOCKED, HIDDEN_NO_COD])('is refused by Change Address: %j', async (newAddress) => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, await createProduct(db));
      const res = await asShopper(app, shopper).put('/api/cart/update-order-service', {
        orderId,
        newAddress,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('several_pincodes');
      expect((await orderByPublicId(db, orderId)).address).toBe('12 MG Road, Bengaluru 560001');
    });

    it('is taken when the same pincode is written twice', async () => {
      const { client } = await shopperWithCart();
      const address = 'Flat 4, Marine Drive, Mumbai 400002 (PIN 400 002)';
      const res = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address });
      expect(res.statusCode).toBe(200);
      expect((await orderByPublicId(db, res.json().orderId)).deliveryAddress?.pincode).toBe('400002');
    });
  });

  describe('naming a state', () => {
    const mismatch = {
      errorMessage:
        'Pincode 560001 is in Karnataka, but the address names Jammu and Kashmir. Correct the pincode or the state, or send deliveryAddress with each field.',
      code: 'state_mismatch',
    };

    it("is refused at checkout, cash or online, when the state is not the pincode's", async () => {
      const { client } = await shopperWithCart();
      const before = await countRows(db);
      const cod = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address: WRONG_STATE });
      expect(cod.statusCode).toBe(400);
      expect(cod.json()).toEqual(mismatch);
      const online = await client.post('/api/cart/create-order', {
        amount: 109_900,
        mobile: MOBILE,
        address: WRONG_STATE,
      });
      expect(online.statusCode).toBe(400);
      expect(online.json()).toEqual(mismatch);
      expect(await countRows(db)).toEqual(before);
    });

    it("is refused by Change Address when the state is not the pincode's", async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, await createProduct(db));
      const res = await asShopper(app, shopper).put('/api/cart/update-order-service', {
        orderId,
        newAddress: WRONG_STATE,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(mismatch);
    });

    it.each([
      ['Kerala House, 3 Jantar Mantar Road, New Delhi, Delhi 110001', 'Delhi'],
      ['Raghunath Bazar, Jammu, Jammu & Kashmir 180001', 'Jammu and Kashmir'],
      ['Plot 9, Link Road, Cuttack, Orissa 753001', 'Odisha'],
      ['12 Mission Street, Pondicherry 605001', 'Puducherry'],
      ['Near Fort, Daman, Daman and Diu 396210', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Rajpur Road, Dehradun, Uttaranchal 248001', 'Uttarakhand'],
    ])('is taken when one state named holds the pincode: %j', async (address, state) => {
      const { client } = await shopperWithCart();
      const res = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address });
      expect(res.statusCode).toBe(200);
      const order = await orderByPublicId(db, res.json().orderId);
      expect(order.address).toBe(address);
      expect(order.deliveryAddress?.state).toBe(state);
    });
  });

  describe('house and telephone numbers of six digits', () => {
    it('are part of the address when they are not pincodes of the directory', async () => {
      const { client } = await shopperWithCart();
      // 999999 cannot be a pincode; 012345 starts with 0; 1234567 has seven digits.
      const address = 'Door 999999, Block 012345, Ph 1234567, Marine Drive, Mumbai 400002';
      const res = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address });
      expect(res.statusCode).toBe(200);
      expect((await orderByPublicId(db, res.json().orderId)).deliveryAddress?.pincode).toBe('400002');
    });

    it('are not read out of a mobile number written in groups', async () => {
      const { client } = await shopperWithCart();
      // "700 001 2345" is a mobile number, not Kolkata's 700001.
      const address = 'Flat 4, Marine Drive, Mumbai 400002, call 700 001 2345';
      const res = await client.post('/api/cart/place-cod-order', { mobile: MOBILE, address });
      expect(res.statusCode).toBe(200);
      expect((await orderByPublicId(db, res.json().orderId)).deliveryAddress?.pincode).toBe('400002');
    });
  });

  describe('place of supply on the invoice', () => {
    const dispatchAndInvoice = async (orderId: string) => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/admins/dispatch',
        headers: headersFor(admin),
        payload: { orderId, courier: 'Delhivery', trackingId: 'DELHIVERY-1' },
      });
      expect(res.statusCode).toBe(200);
      const order = await orderByPublicId(db, orderId);
      const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
      return invoice!;
    };

    it('is the state of the one pincode: Jammu and Kashmir, IGST, for a Jammu address', async () => {
      const { client } = await shopperWithCart();
      const res = await client.post('/api/cart/place-cod-order', {
        mobile: MOBILE,
        address: 'Raghunath Bazar, Jammu, Jammu & Kashmir 180001',
      });
      expect(res.statusCode).toBe(200);
      const invoice = await dispatchAndInvoice(res.json().orderId);
      // ₹999 tee and ₹100 delivery at 5%: taxable ₹951.43 + ₹95.24, tax ₹47.57 + ₹4.76.
      expect(invoice).toMatchObject({
        placeOfSupply: 'Jammu and Kashmir',
        placeOfSupplyCode: '01',
        interState: true,
        taxableValuePaise: 95_143 + 9_524,
        igstPaise: 4_757 + 476,
        cgstPaise: 0,
        sgstPaise: 0,
        totalPaise: 109_900,
      });
    });

    it('is Maharashtra, CGST and SGST, for a Mumbai address written "400 002"', async () => {
      const { client } = await shopperWithCart();
      const res = await client.post('/api/cart/place-cod-order', {
        mobile: MOBILE,
        address: 'Flat 4, 221B Marine Drive, Mumbai, Maharashtra 400 002',
      });
      expect(res.statusCode).toBe(200);
      const invoice = await dispatchAndInvoice(res.json().orderId);
      // Each half of 5% rounded on its own: tee ₹23.79 + ₹23.79, delivery ₹2.38 + ₹2.38.
      expect(invoice).toMatchObject({
        placeOfSupply: 'Maharashtra',
        placeOfSupplyCode: '27',
        interState: false,
        taxableValuePaise: 95_142 + 9_524,
        cgstPaise: 2_379 + 238,
        sgstPaise: 2_379 + 238,
        igstPaise: 0,
        totalPaise: 109_900,
      });
    });
  });
});
