import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import { INDIAN_STATES } from '#shared/states';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { fixedServiceability } from './serviceability';

describe('GET /api/pincodes/:pincode', async () => {
  const { app } = await createTestApp(
    {},
    { serviceability: fixedServiceability({ blocked: ['744', '110002'], noCashOnDelivery: ['7911'] }) },
  );
  const check = (pincode: string, headers: Record<string, string> = apiKeyHeader) =>
    app.inject({ url: `/api/pincodes/${encodeURIComponent(pincode)}`, headers });

  it('answers state, GST state code, city and delivery time with cash on delivery', async () => {
    const res = await check('560001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pincode: '560001',
      state: 'Karnataka',
      gstStateCode: '29',
      city: 'Bengaluru',
      deliverable: true,
      codAvailable: true,
      message: 'Delivery in 3 to 7 business days',
      codMessage: 'Cash on delivery is available',
      codMaxPaise: 500_000,
    });
  });

  it.each([
    ['500001', 'Telangana', '36'],
    ['194101', 'Ladakh', '38'],
    ['194103', 'Ladakh', '38'],
    ['396230', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['110001', 'Delhi', '07'],
    ['400001', 'Maharashtra', '27'],
    ['530001', 'Andhra Pradesh', '37'],
    ['605001', 'Puducherry', '34'],
    ['751001', 'Odisha', '21'],
    ['190001', 'Jammu and Kashmir', '01'],
  ])('%s is in %s (GST code %s)', async (pincode, state, gstStateCode) => {
    const res = await check(pincode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state, gstStateCode });
  });

  it.each([
    ['560001', 'Bengaluru', 'Karnataka'],
    ['122001', 'Gurugram', 'Haryana'],
    ['605001', 'Puducherry', 'Puducherry'],
    ['160055', 'Mohali', 'Punjab'],
    ['160062', 'Mohali', 'Punjab'],
  ])("fills in %s as %s, %s: today's city name, not the postal district", async (pincode, city, state) => {
    const res = await check(pincode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city, state });
  });

  it('says where cash on delivery is not offered', async () => {
    const res = await check('791110');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deliverable: true,
      codAvailable: false,
      message: DELIVERY_MESSAGES.deliveryTime,
      codMessage: 'Cash on delivery is not available for this pincode',
    });
  });

  it('refuses a blocked pincode or prefix: "We do not deliver to this pincode yet"', async () => {
    for (const pincode of ['744101', '110002']) {
      const res = await check(pincode);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        deliverable: false,
        codAvailable: false,
        message: DELIVERY_MESSAGES.notServiceable,
      });
      expect(body.codMessage).toBeUndefined();
    }
  });

  it('refuses a pincode that is not in the directory with 404 "Enter a valid pincode"', async () => {
    for (const pincode of ['999999', '100000', '123456']) {
      const res = await check(pincode);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: DELIVERY_MESSAGES.invalidPincode, code: 'invalid_pincode' });
    }
  });

  it.each(['56000', '5600011', '056001', 'abcdef', '56 0001', '５６０００１', ' ', '560001x'])(
    'refuses %j with 400 "Enter a valid pincode"',
    async (pincode) => {
      const res = await check(pincode);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: DELIVERY_MESSAGES.invalidPincode, code: 'validation' });
    },
  );

  it('refuses a missing API key with 403', async () => {
    expect((await check('560001', {})).statusCode).toBe(403);
  });

  it('lists all 28 states and 8 union territories with distinct GST codes', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
  });
});

describe('delivery everywhere by default', async () => {
  const { app } = await createTestApp();
  it('delivers to every pincode of the directory, with cash on delivery, when nothing is configured', async () => {
    const res = await app.inject({ url: '/api/pincodes/744101', headers: apiKeyHeader });
    expect(res.json()).toMatchObject({
      state: 'Andaman and Nicobar Islands',
      deliverable: true,
      codAvailable: true,
    });
  });
});
