/**
 * The structured delivery address and the delivery rules at checkout (docs/product.md section
 * 12), through HTTP: the directory, the state, the admin's pincode lists and the COD ceiling.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { ADDRESS_FIELD_MESSAGES, ADDRESS_MESSAGES, type DeliveryAddressInput } from '#shared/address';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { asShopper, countRows, orderByPublicId, putInCart, stockOf } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

const ASHA: DeliveryAddressInput = {
  fullName: 'Asha Rao',
  mobile: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Near Metro',
  city: 'Bengaluru',
  state: 'karnataka',
  pincode: '560001',
};

const DEFAULT_DELIVERY = {
  deliveryChargePaise: 10_000,
  freeDeliveryAbovePaise: null,
  codMaxPaise: 500_000,
  blockedPincodes: [] as string[],
  noCodPincodes: [] as string[],
};

describe('delivery address and delivery rules at checkout', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);

  async function setRules(change: Partial<typeof DEFAULT_DELIVERY>) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/delivery',
      headers: headersFor(admin),
      payload: { ...DEFAULT_DELIVERY, ...change },
    });
    expect(res.statusCode).toBe(200);
  }

  /** A shopper with one ₹999 tee in the cart (₹1,099 with delivery). */
  async function shopperWithCart(price = 999, quantity = 1) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price, stock: { M: 20 } });
    await putInCart(db, shopper.id, product, 'M', quantity);
    return { shopper, product, client: asShopper(app, shopper) };
  }

  it('places a COD order with the structured address: its copy and the one-line form are stored', async () => {
    const { client } = await shopperWithCart();
    const res = await client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
    expect(res.statusCode).toBe(200);
    const order = await orderByPublicId(db, res.json().orderId);
    expect(order.address).toBe('Asha Rao, 12 MG Road, Near Metro, Bengaluru, Karnataka 560001');
    expect(order.mobile).toBe('9876543210');
    expect(order.deliveryAddress).toEqual({ ...ASHA, mobile: '9876543210', state: 'Karnataka' });

    const [json] = (await client.get('/api/users/orders')).json();
    expect(json.address).toBe(order.address);
    expect(json.deliveryAddress).toEqual(order.deliveryAddress);
  });

  it.each([
    [
      'a pincode of the wrong shape',
      { pincode: '56001' },
      400,
      DELIVERY_MESSAGES.invalidPincode,
      'validation',
    ],
    ['a pincode starting with 0', { pincode: '060001' }, 400, DELIVERY_MESSAGES.invalidPincode, 'validation'],
    [
      'a pincode that does not exist',
      { pincode: '999999' },
      400,
      DELIVERY_MESSAGES.invalidPincode,
      'invalid_pincode',
    ],
    [
      'another pincode that does not exist',
      { pincode: '100000' },
      400,
      DELIVERY_MESSAGES.invalidPincode,
      'invalid_pincode',
    ],
    [
      'a state that does not hold the pincode',
      { state: 'Kerala' },
      400,
      ADDRESS_MESSAGES.stateMismatch('560001', 'Karnataka'),
      'state_mismatch',
    ],
    [
      'Hyderabad given as Andhra Pradesh',
      { pincode: '500001', state: 'Andhra Pradesh', city: 'Hyderabad' },
      400,
      ADDRESS_MESSAGES.stateMismatch('500001', 'Telangana'),
      'state_mismatch',
    ],
    ['a state that is not one', { state: 'Atlantis' }, 400, ADDRESS_FIELD_MESSAGES.state, 'validation'],
    ['no full name', { fullName: '  ' }, 400, ADDRESS_FIELD_MESSAGES.fullName, 'validation'],
    ['no mobile', { mobile: '' }, 400, ADDRESS_FIELD_MESSAGES.mobile, 'validation'],
    [
      'a mobile that is not one',
      { mobile: '12345' },
      400,
      'Please enter a valid 10-digit mobile number.',
      'validation',
    ],
    ['no house and street', { line1: '' }, 400, ADDRESS_FIELD_MESSAGES.line1, 'validation'],
    ['no city', { city: '' }, 400, ADDRESS_FIELD_MESSAGES.city, 'validation'],
  ])(
    'refuses %s with its message, cash or online, and writes nothing',
    async (_name, change, status, message, code) => {
      const { shopper, product, client } = await shopperWithCart();
      const before = await countRows(db);
      const deliveryAddress = { ...ASHA, ...change };
      const cod = await client.post('/api/cart/place-cod-order', { deliveryAddress });
      expect(cod.statusCode).toBe(status);
      expect(cod.json()).toEqual({ errorMessage: message, code });
      const online = await client.post('/api/cart/create-order', { amount: 109_900, deliveryAddress });
      expect(online.statusCode).toBe(status);
      expect(online.json()).toEqual({ errorMessage: message, code });
      expect(await countRows(db)).toEqual(before);
      expect(await stockOf(db, product, 'M')).toBe(20);
      expect(await db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
    },
  );

  it('refuses a blocked pincode or prefix, cash or online, as soon as the admin saves it', async () => {
    const { client } = await shopperWithCart();
    await setRules({ blockedPincodes: ['5600'] });
    try {
      const check = await app.inject({ url: '/api/pincodes/560001', headers: apiKeyHeader });
      expect(check.json()).toMatchObject({ deliverable: false, message: DELIVERY_MESSAGES.notServiceable });
      const expected = { errorMessage: DELIVERY_MESSAGES.notServiceable, code: 'not_serviceable' };
      const cod = await client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
      expect(cod.statusCode).toBe(400);
      expect(cod.json()).toEqual(expected);
      const online = await client.post('/api/cart/create-order', { amount: 109_900, deliveryAddress: ASHA });
      expect(online.statusCode).toBe(400);
      expect(online.json()).toEqual(expected);
      // A one-line address to a blocked pincode is refused alike.
      const text = await client.post('/api/cart/place-cod-order', {
        mobile: '9876543210',
        address: '12 MG Road, Bengaluru 560001',
      });
      expect(text.json()).toEqual(expected);
      // Elsewhere still delivers.
      const elsewhere = await client.post('/api/cart/place-cod-order', {
        deliveryAddress: { ...ASHA, pincode: '400001', state: 'Maharashtra', city: 'Mumbai' },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await setRules({});
    }
  });

  it('refuses cash on delivery on a no-COD pincode, and takes the same order paid online', async () => {
    const { client } = await shopperWithCart();
    await setRules({ noCodPincodes: ['560001'] });
    try {
      const check = await app.inject({ url: '/api/pincodes/560001', headers: apiKeyHeader });
      expect(check.json()).toMatchObject({ deliverable: true, codAvailable: false });
      const cod = await client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
      expect(cod.statusCode).toBe(400);
      expect(cod.json()).toEqual({ errorMessage: DELIVERY_MESSAGES.codUnavailable, code: 'cod_unavailable' });
      const online = await client.post('/api/cart/create-order', { amount: 109_900, deliveryAddress: ASHA });
      expect(online.statusCode).toBe(200);
    } finally {
      await setRules({});
    }
  });

  it('refuses cash on delivery above the ceiling with the amount in words; at the ceiling it is taken', async () => {
    // ₹4,900 + ₹100 delivery = ₹5,000: exactly the default ceiling.
    const atCeiling = await shopperWithCart(4900);
    const ok = await atCeiling.client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
    expect(ok.statusCode).toBe(200);
    expect((await orderByPublicId(db, ok.json().orderId)).amountPaise).toBe(500_000);

    const over = await shopperWithCart(4900.01);
    const before = await countRows(db);
    const refused = await over.client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errorMessage:
        'Cash on delivery is available when the cash to pay at the door is up to ₹5,000. Please pay online.',
      code: 'cod_limit',
    });
    expect(await countRows(db)).toEqual(before);
    expect(await stockOf(db, over.product, 'M')).toBe(20);
    // The same cart paid online is fine.
    const online = await over.client.post('/api/cart/create-order', {
      amount: 500_001,
      deliveryAddress: ASHA,
    });
    expect(online.statusCode).toBe(200);
  });

  it("follows the admin's ceiling at once: ₹2,000 refuses a ₹2,099 order", async () => {
    await setRules({ codMaxPaise: 200_000 });
    try {
      const { client } = await shopperWithCart(1999);
      const check = await app.inject({ url: '/api/pincodes/560001', headers: apiKeyHeader });
      expect(check.json().codMaxPaise).toBe(200_000);
      const res = await client.post('/api/cart/place-cod-order', { deliveryAddress: ASHA });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe(
        'Cash on delivery is available when the cash to pay at the door is up to ₹2,000. Please pay online.',
      );
    } finally {
      await setRules({});
    }
  });

  it('reads a former state name as today\'s: "Orissa" is stored as Odisha', async () => {
    const { client } = await shopperWithCart();
    const cuttack = { ...ASHA, city: 'Cuttack', state: 'Orissa', pincode: '753001' };
    const res = await client.post('/api/cart/place-cod-order', { deliveryAddress: cuttack });
    expect(res.statusCode).toBe(200);
    const order = await orderByPublicId(db, res.json().orderId);
    expect(order.deliveryAddress).toMatchObject({ state: 'Odisha', pincode: '753001' });
    expect(order.address).toBe('Asha Rao, 12 MG Road, Near Metro, Cuttack, Odisha 753001');
  });

  describe('one line of address from an older API client', () => {
    it('is taken when it holds a pincode of the directory; the state and city come from it', async () => {
      const { client } = await shopperWithCart();
      const address = 'Flat 4, 221B Marine Drive, Mumbai 400 002';
      const res = await client.post('/api/cart/place-cod-order', { mobile: '9876543210', address });
      expect(res.statusCode).toBe(200);
      const order = await orderByPublicId(db, res.json().orderId);
      expect(order.address).toBe(address);
      expect(order.deliveryAddress).toMatchObject({
        line1: address,
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400002',
        mobile: '9876543210',
      });
    });

    it.each([
      'Flat 4, Marine Drive, Mumbai',
      'Flat 4, Marine Drive, Mumbai 999999',
      'Flat 400002A, Marine Drive, Mumbai 40000',
    ])('is refused with 400 when %j holds no real pincode', async (address) => {
      const { client } = await shopperWithCart();
      const before = await countRows(db);
      const res = await client.post('/api/cart/place-cod-order', { mobile: '9876543210', address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: ADDRESS_MESSAGES.noPincodeInText, code: 'invalid_pincode' });
      const online = await client.post('/api/cart/create-order', {
        amount: 109_900,
        mobile: '9876543210',
        address,
      });
      expect(online.statusCode).toBe(400);
      expect(online.json().code).toBe('invalid_pincode');
      expect(await countRows(db)).toEqual(before);
    });
  });

  it('verify-payment takes the structured address and checks it as checkout does', async () => {
    const { shopper, client } = await shopperWithCart();
    const created = await client.post('/api/cart/create-order', { amount: 109_900 });
    expect(created.statusCode).toBe(200);
    const providerOrderId = created.json().id as string;
    const { payment, signature } = fake.pay(providerOrderId);
    const proof = { order_id: providerOrderId, payment_id: payment.id, signature };

    const wrongState = await client.post('/api/cart/verify-payment', {
      ...proof,
      deliveryAddress: { ...ASHA, state: 'Goa' },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().code).toBe('state_mismatch');

    const res = await client.post('/api/cart/verify-payment', { ...proof, deliveryAddress: ASHA });
    expect(res.statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order).toMatchObject({
      status: 'captured',
      address: 'Asha Rao, 12 MG Road, Near Metro, Bengaluru, Karnataka 560001',
      deliveryAddress: { pincode: '560001', state: 'Karnataka' },
    });
  });

  it('create-order keeps the structured address on the reservation for a payment finished elsewhere', async () => {
    const { shopper, client } = await shopperWithCart();
    const res = await client.post('/api/cart/create-order', { amount: 109_900, deliveryAddress: ASHA });
    expect(res.statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order!.address).toBe('Asha Rao, 12 MG Road, Near Metro, Bengaluru, Karnataka 560001');
    expect(order!.deliveryAddress?.pincode).toBe('560001');
  });
});
