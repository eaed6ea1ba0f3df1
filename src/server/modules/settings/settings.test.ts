import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { DELIVERY_SETTINGS_MESSAGES } from '#shared/settings/delivery';
import { SETTINGS_MESSAGES } from '#shared/settings/index';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createShopper } from '#tests/support/factories';

const DEFAULT_DELIVERY = {
  deliveryChargePaise: 10000,
  freeDeliveryAbovePaise: null,
  codMaxPaise: 500000,
  blockedPincodes: [],
  noCodPincodes: [],
};

describe('the shop settings', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);

  const read = (account = admin) => app.inject({ url: '/api/admins/settings', headers: headersFor(account) });
  const save = (section: string, payload: unknown, account = admin) =>
    app.inject({
      method: 'PUT',
      url: `/api/admins/settings/${section}`,
      headers: headersFor(account),
      payload: payload as object,
    });

  it('reads as the defaults until saved: ₹100 delivery, no free delivery, COD up to ₹5,000', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toEqual(DEFAULT_DELIVERY);
  });

  it('saves a section whole, tidies the pincode lists and records who changed what', async () => {
    const value = {
      ...DEFAULT_DELIVERY,
      freeDeliveryAbovePaise: 199900,
      blockedPincodes: ['79', ' 560001', '79'],
    };
    const res = await save('delivery', value);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...value, blockedPincodes: ['560001', '79'] });
    expect((await read()).json().delivery.freeDeliveryAbovePaise).toBe(199900);

    const [event] = await db.select().from(adminEvents).where(eq(adminEvents.type, 'settings.updated'));
    expect(event!.adminId).toBe(admin.id);
    expect(event!.data).toMatchObject({
      section: 'delivery',
      before: { freeDeliveryAbovePaise: null },
      after: { freeDeliveryAbovePaise: 199900 },
    });
  });

  it.each([
    [{ deliveryChargePaise: -1 }, DELIVERY_SETTINGS_MESSAGES.charge],
    [{ deliveryChargePaise: 10.5 }, DELIVERY_SETTINGS_MESSAGES.charge],
    [{ freeDeliveryAbovePaise: 0 }, DELIVERY_SETTINGS_MESSAGES.freeAbove],
    [{ codMaxPaise: 'lots' }, DELIVERY_SETTINGS_MESSAGES.codMax],
    [{ noCodPincodes: ['0123'] }, DELIVERY_SETTINGS_MESSAGES.pincodes('0123')],
    [{ blockedPincodes: ['5600011'] }, DELIVERY_SETTINGS_MESSAGES.pincodes('5600011')],
  ])('refuses %j with its message and keeps what was saved', async (change, message) => {
    const before = (await read()).json().delivery;
    const res = await save('delivery', { ...before, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    expect((await read()).json().delivery).toEqual(before);
  });

  it('answers 404 for a section it does not have', async () => {
    const res = await save('weather', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: SETTINGS_MESSAGES.unknownSection, code: 'not_found' });
  });

  it('is for administrators only: a shopper is turned away with 401', async () => {
    expect((await read(shopper)).statusCode).toBe(401);
    expect((await save('delivery', DEFAULT_DELIVERY, shopper)).statusCode).toBe(401);
  });
});
