/** The back office's offers: saved when whole and sound, refused in words with nothing saved otherwise. */
import { describe, expect, it } from 'vitest';
import { adminEvents, offers } from '#server/db/schema';
import { OFFER_FORM_MESSAGES } from '#shared/offers';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';

import { createAdmin, createProduct } from '#tests/support/factories';
import { createOfferVia, offerPayload } from '#tests/support/offer-factories';

describe('offers in the back office', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/admins/offers', headers: headersFor(admin), payload });

  it('creates "any 3 tees for ₹999", lists it with its badge, and records who did it', async () => {
    const created = await createOfferVia(app, admin);
    expect(created).toMatchObject({
      kind: 'bundle',
      buyQuantity: 3,
      bundlePricePaise: 99_900,
      badge: 'Any 3 for ₹999',
    });
    const list = await app.inject({ url: '/api/admins/offers', headers: headersFor(admin) });
    expect(list.json().map((o: { id: number }) => o.id)).toContain(created.id);
    expect(await db.$count(adminEvents)).toBeGreaterThan(0);
    const live = await app.inject({ url: '/api/offers', headers: apiKeyHeader });
    expect(live.json()).toContainEqual(expect.objectContaining({ id: created.id, badge: 'Any 3 for ₹999' }));
  });

  it('edits an offer as a whole, and an unknown one is 404', async () => {
    const created = await createOfferVia(app, admin);
    const put = (id: number, body: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admins/offers/${id}`,
        headers: headersFor(admin),
        payload: body,
      });
    const res = await put(
      created.id,
      offerPayload({ kind: 'buy_get', buyQuantity: 2, freeQuantity: 1, name: 'Buy 2 Get 1' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'buy_get', bundlePricePaise: null, badge: 'Buy 2 Get 1 Free' });
    expect((await put(999_999, offerPayload())).json().errorMessage).toBe(OFFER_FORM_MESSAGES.notFound);
  });

  it.each([
    [
      'a saving over the pieces’ price',
      { kind: 'flat_above', amountOffPaise: 50_000, minSubtotalPaise: 30_000 },
      "The saving (₹500) cannot be more than the pieces' price: the least value is ₹300",
    ],
    ['a bundle that costs nothing', { bundlePricePaise: 0 }, OFFER_FORM_MESSAGES.bundlePrice],
    ['N of 0', { buyQuantity: 0 }, OFFER_FORM_MESSAGES.buyQuantity],
    ['M of 0', { kind: 'buy_get', buyQuantity: 2, freeQuantity: 0 }, OFFER_FORM_MESSAGES.freeQuantity],
    [
      'a percent over 90',
      { kind: 'percent_from', percentOff: 91 },
      'The percent off must be a whole number from 1 to 90',
    ],
    [
      'an end before its start',
      { endsAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      OFFER_FORM_MESSAGES.endsAt,
    ],
    [
      'a category that does not exist',
      { selector: { kind: 'category', category: 'jeans' } },
      OFFER_FORM_MESSAGES.category,
    ],
    [
      'items that do not exist',
      { selector: { kind: 'items', itemIds: ['no-such-tee'] } },
      'There is no item no-such-tee: choose items from the catalogue',
    ],
  ])('refuses %s in words and saves nothing', async (_what, change, message) => {
    const before = await db.$count(offers);
    const res = await post(offerPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    expect(await db.$count(offers)).toBe(before);
  });

  it('takes hand-picked items that exist', async () => {
    const tee = await createProduct(db);
    const res = await post(offerPayload({ selector: { kind: 'items', itemIds: [tee.itemId] } }));
    expect(res.statusCode).toBe(201);
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ url: '/api/admins/offers', headers: apiKeyHeader })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admins/offers',
          headers: apiKeyHeader,
          payload: offerPayload(),
        })
      ).statusCode,
    ).toBe(401);
  });
});
