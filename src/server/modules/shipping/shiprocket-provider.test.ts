/**
 * The Shiprocket provider against a local fake of its documented API (tests/support/fake-shiprocket.ts):
 * the login and its token, the fields of each call, COD amounts and pincodes, errors, timeouts,
 * and that a booking whose answer was lost is found again rather than made twice.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_SHIPROCKET, startFakeShiprocket } from '#tests/support/fake-shiprocket';
import type { ParcelRequest } from './provider';
import { ShippingProviderError } from './provider';
import { createShiprocketProvider } from './shiprocket-provider';

const parcel = (reference: string, overrides: Partial<ParcelRequest> = {}): ParcelRequest => ({
  reference,
  orderDate: new Date('2024-11-25T04:30:00Z'),
  address: {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.in',
    line1: '12 MG Road',
    line2: 'Near the metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
  items: [{ name: 'Boxy Tee (M)', sku: 'tee-1-M', units: 2, sellingPricePaise: 79_900 }],
  paymentMethod: 'cod',
  subTotalPaise: 169_800,
  codAmountPaise: 169_800,
  weightGrams: 600,
  boxCm: { length: 30, breadth: 25, height: 5 },
  pickupPincode: '110001',
  ...overrides,
});

describe('the Shiprocket provider against a fake Shiprocket', async () => {
  const fake = await startFakeShiprocket();
  const provider = createShiprocketProvider({
    ...FAKE_SHIPROCKET,
    apiBase: fake.url,
    pickupLocation: 'Warehouse',
    timeoutMs: 400,
  });

  it('logs in once, then sends the token as a Bearer header', async () => {
    await provider.serviceability({
      pickupPincode: '110001',
      deliveryPincode: '560001',
      weightGrams: 300,
      cod: true,
    });
    await provider.serviceability({
      pickupPincode: '110001',
      deliveryPincode: '400001',
      weightGrams: 300,
      cod: false,
    });
    expect(fake.logins()).toBe(1);
    const calls = fake.requests.filter((r) => r.path === '/courier/serviceability/');
    expect(calls.every((call) => call.authorized)).toBe(true);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      pickup_postcode: '110001',
      delivery_postcode: '560001',
      weight: '0.3',
      cod: '1',
    });
    expect(calls[1]!.query.get('cod')).toBe('0');
  });

  it("answers serviceability with the recommended courier's days (the one booked) and whether any carries cash", async () => {
    // The fake lists Amazon Surface in 4 days and Delhivery Surface in 5, and recommends Delhivery.
    fake.serviceable.set('682001', { days: 4, cod: false });
    expect(
      await provider.serviceability({
        pickupPincode: '110001',
        deliveryPincode: '682001',
        weightGrams: 300,
        cod: true,
      }),
    ).toEqual({ serviceable: true, codAvailable: false, estimatedDays: 5 });
    fake.serviceable.set('744101', null);
    expect(
      await provider.serviceability({
        pickupPincode: '110001',
        deliveryPincode: '744101',
        weightGrams: 300,
        cod: true,
      }),
    ).toEqual({ serviceable: false, codAvailable: false, estimatedDays: null });
  });

  it('logs in again when the token is refused', async () => {
    const before = fake.logins();
    fake.revokeTokens();
    await provider.serviceability({
      pickupPincode: '110001',
      deliveryPincode: '560001',
      weightGrams: 300,
      cod: true,
    });
    expect(fake.logins()).toBe(before + 1);
  });

  it('books a COD parcel with the documented fields, the pincode and the cash to collect, then assigns the AWB', async () => {
    const booked = await provider.book(parcel('ORD-SR0000001'));
    const order = fake.orders.find((o) => o.body.order_id === 'ORD-SR0000001')!;
    expect(order.body).toMatchObject({
      order_date: '2024-11-25 10:00',
      pickup_location: 'Warehouse',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao',
      billing_address: '12 MG Road',
      billing_address_2: 'Near the metro',
      billing_city: 'Bengaluru',
      billing_pincode: '560001',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'asha@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Boxy Tee (M)', sku: 'tee-1-M', units: 2, selling_price: 799 }],
      payment_method: 'COD',
      sub_total: 1698,
      length: 30,
      breadth: 25,
      height: 5,
      weight: 0.6,
    });
    expect(booked).toEqual({
      providerOrderId: String(order.id),
      providerShipmentId: String(order.shipmentId),
      awb: order.awb,
      courier: 'Delhivery Surface',
      trackingUrl: `https://shiprocket.co/tracking/${order.awb}`,
    });
  });

  it('books a prepaid parcel as Prepaid, with the order value as the sub-total', async () => {
    await provider.book(parcel('ORD-SR0000002', { paymentMethod: 'prepaid', codAmountPaise: 0 }));
    const order = fake.orders.find((o) => o.body.order_id === 'ORD-SR0000002')!;
    expect(order.body).toMatchObject({ payment_method: 'Prepaid', sub_total: 1698 });
  });

  it('reports a 422 with its message, and books nothing', async () => {
    const count = fake.orders.length;
    const error = await provider
      .book(parcel('ORD-SR0000003', { address: { ...parcel('x').address, phone: '12345' } }))
      .catch((err) => err);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect(error.message).toMatch(/422: Oops! Invalid Data/);
    expect(error.uncertain).toBe(false);
    expect(fake.orders.length).toBe(count);
  });

  it('after a create that timed out, finds the order it made instead of making another', async () => {
    fake.failures.push({ path: '/courier/assign/awb', status: 'timeout' });
    const first = await provider.book(parcel('ORD-SR0000004')).catch((err) => err);
    expect(first).toBeInstanceOf(ShippingProviderError);
    expect(first.uncertain).toBe(true);
    const booked = await provider.book(parcel('ORD-SR0000004'));
    expect(fake.orders.filter((o) => o.body.order_id === 'ORD-SR0000004')).toHaveLength(1);
    expect(booked.awb).toMatch(/^190414/);
    // And once booked, asking again returns the same AWB without a new order or assignment.
    const assignments = fake.requests.filter((r) => r.path === '/courier/assign/awb').length;
    expect(await provider.book(parcel('ORD-SR0000004'))).toEqual(booked);
    expect(fake.requests.filter((r) => r.path === '/courier/assign/awb').length).toBe(assignments);
  });

  it('retries a read once after a 5xx, but never a write', async () => {
    fake.failures.push({ path: '/courier/serviceability/', status: 502 });
    await expect(
      provider.serviceability({
        pickupPincode: '110001',
        deliveryPincode: '560001',
        weightGrams: 300,
        cod: true,
      }),
    ).resolves.toMatchObject({ serviceable: true });
    fake.failures.push({ path: '/orders/create/adhoc', status: 500 });
    const before = fake.requests.filter((r) => r.path === '/orders/create/adhoc').length;
    await expect(provider.book(parcel('ORD-SR0000005'))).rejects.toMatchObject({
      uncertain: true,
      status: 500,
    });
    expect(fake.requests.filter((r) => r.path === '/orders/create/adhoc').length).toBe(before + 1);
  });

  it('gives up on a read that times out twice', async () => {
    fake.failures.push({ path: '/courier/serviceability/', status: 'timeout' });
    fake.failures.push({ path: '/courier/serviceability/', status: 'timeout' });
    await expect(
      provider.serviceability({
        pickupPincode: '110001',
        deliveryPincode: '560001',
        weightGrams: 300,
        cod: true,
      }),
    ).rejects.toMatchObject({ uncertain: true });
  });

  it('makes labels, requests a pickup and cancels', async () => {
    const a = await provider.book(parcel('ORD-SR0000006'));
    const b = await provider.book(parcel('ORD-SR0000007'));
    const pdf = await provider.labels(
      [a, b].map((x) => ({
        ...x,
        reference: '',
        address: parcel('x').address,
        codAmountPaise: 0,
        weightGrams: 300,
      })),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fake.requests.find((r) => r.path === '/courier/generate/label')!.body).toEqual({
      shipment_id: [Number(a.providerShipmentId), Number(b.providerShipmentId)],
    });
    expect((await provider.requestPickup([a.providerShipmentId])).message).toMatch(/Pickup scheduled/);
    expect(fake.pickups.at(-1)).toEqual([Number(a.providerShipmentId)]);
    await provider.cancel(b.providerOrderId);
    expect(fake.orders.find((o) => o.id === Number(b.providerOrderId))!.cancelled).toBe(true);
  });

  it('reads the tracking history as steps, failed attempts with their reason', async () => {
    const booked = await provider.book(parcel('ORD-SR0000008'));
    fake.scan(booked.awb, 'picked_up', new Date('2024-11-26T06:00:00Z'));
    fake.scan(booked.awb, 'in_transit', new Date('2024-11-26T12:00:00Z'));
    fake.scan(booked.awb, 'failed_attempt', new Date('2024-11-27T08:00:00Z'), 'Customer not available');
    const steps = await provider.track(booked.awb);
    expect(steps.map((s) => s.stage)).toEqual(['failed_attempt', 'in_transit', 'picked_up']);
    expect(steps[0]).toMatchObject({
      reason: 'Customer not available',
      at: new Date('2024-11-27T08:00:00Z'),
    });
  });

  it('sends NDR answers as re-attempt with the day and the corrected phone, or return', async () => {
    await provider.ndrAction('190414123', {
      action: 'reattempt',
      date: '2024-11-29',
      phone: '9123456780',
      comment: 'Friday please',
    });
    await provider.ndrAction('190414123', { action: 'return', comment: 'Send it back' });
    expect(fake.ndrActions.slice(-2)).toEqual([
      {
        awb: '190414123',
        body: {
          action: 're-attempt',
          comments: 'Friday please',
          deferred_date: '2024-11-29',
          phone: '9123456780',
        },
      },
      { awb: '190414123', body: { action: 'return', comments: 'Send it back' } },
    ]);
  });

  it('books a return pickup from the shopper with pickup_ fields', async () => {
    const booked = await provider.bookReturn(
      parcel('ORD-SR0000009', { paymentMethod: 'prepaid', codAmountPaise: 0 }),
    );
    const order = fake.orders.find((o) => o.body.order_id === 'ORD-SR0000009-R')!;
    expect(order.isReturn).toBe(true);
    expect(order.body).toMatchObject({
      pickup_customer_name: 'Asha',
      pickup_pincode: '560001',
      pickup_phone: '9876543210',
    });
    expect(booked.awb).toMatch(/^790414/);
  });

  it('fails clearly with a wrong password', async () => {
    const wrong = createShiprocketProvider({
      email: FAKE_SHIPROCKET.email,
      password: 'nope',
      apiBase: fake.url,
      pickupLocation: 'Warehouse',
    });
    await expect(
      wrong.serviceability({
        pickupPincode: '110001',
        deliveryPincode: '560001',
        weightGrams: 300,
        cod: true,
      }),
    ).rejects.toThrow(/login answered 400: Invalid email and password/);
  });
});
