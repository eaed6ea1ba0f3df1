/**
 * Half of a UTF-16 surrogate pair ("\ud800" in JSON) cannot be stored: PostgreSQL refuses it in
 * jsonb (the address book, an order's events, settings), which answered 500. One hook refuses it
 * in any body, query or params with a 400 and a readable message
 * (docs/decisions/005-request-guards.md), before any route runs.
 */
import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGES } from '#server/plugins/unstorable-text';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, countRows, DELIVERY, placeCodOrderFor, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

const LONE = '\ud800';
const ADDRESS = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe(`a lone surrogate in a body (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);

  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: UNSTORABLE_TEXT_MESSAGES.loneSurrogate, code: 'validation' });
  };

  it('is refused with 400 by the address book, checkout and Change Address, and nothing is written', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const product = await createProduct(db, { stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    await putInCart(db, shopper.id, product, 'M', 1);
    const before = await countRows(db);

    expectRefused(await client.post('/api/users/addresses', { ...ADDRESS, fullName: `Asha${LONE}` }));
    expectRefused(
      await client.post('/api/cart/place-cod-order', {
        ...DELIVERY,
        address: `12 MG Road${LONE}, Bengaluru 560001`,
      }),
    );
    expectRefused(
      await client.put('/api/cart/update-order-service', {
        orderId,
        newAddress: `221B Baker St${LONE}, Mumbai 400001`,
      }),
    );
    expect(await countRows(db)).toEqual(before);
    expect((await client.get('/api/users/addresses')).json().addresses).toEqual([]);
  });

  it('is refused in the back office settings, even deep in a list', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/couriers',
      headers: headersFor(admin),
      payload: { couriers: [{ name: `Blue${LONE}Dart`, trackingUrlTemplate: '' }] },
    });
    expectRefused(res);
  });

  it('is refused as a key, and the low half alone too', async () => {
    const client = asShopper(app, await createShopper(db));
    expectRefused(await client.post('/api/users/addresses', { ...ADDRESS, [`x${LONE}`]: 1 }));
    expectRefused(await client.post('/api/users/addresses', { ...ADDRESS, city: '\udc00Pune' }));
  });

  it('lets whole pairs through: an emoji is stored as typed', async () => {
    const client = asShopper(app, await createShopper(db));
    const res = await client.post('/api/users/addresses', { ...ADDRESS, line2: 'Near the 🏏 ground' });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.line2).toBe('Near the 🏏 ground');
  });
});
