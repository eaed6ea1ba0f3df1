/** The back office's collections: saved when whole and sound, refused in words with nothing saved otherwise. */
import { describe, expect, it } from 'vitest';
import { adminEvents, collectionItems, collections } from '#server/db/schema';
import { COLLECTION_MESSAGES } from '#shared/collections';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { collectionPayload, createCollectionVia } from '#tests/support/collection-factories';
import { createAdmin, createProduct } from '#tests/support/factories';

describe('collections in the back office', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { price: 799 });
  const hoodie = await createProduct(db, { price: 2499, category: 'hoodies' });
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/admins/collections', headers: headersFor(admin), payload });
  const counts = async () => [await db.$count(collections), await db.$count(collectionItems)];

  it('creates a hand-picked collection in the admin’s order, lists it and records who did it', async () => {
    const events = await db.$count(adminEvents);
    const created = await createCollectionVia(app, admin, { itemIds: [hoodie.itemId, tee.itemId] });
    expect(created).toMatchObject({
      kind: 'hand_picked',
      itemIds: [hoodie.itemId, tee.itemId],
      memberCount: 2,
    });
    const list = await app.inject({ url: '/api/admins/collections', headers: headersFor(admin) });
    expect(list.json().map((c: { id: number }) => c.id)).toContain(created.id);
    expect(await db.$count(adminEvents)).toBe(events + 1);
    const one = await app.inject({
      url: `/api/admins/collections/${created.id}`,
      headers: headersFor(admin),
    });
    expect(one.json()).toMatchObject({ slug: created.slug, itemIds: [hoodie.itemId, tee.itemId] });
  });

  it('saves a rule that matches nothing, shown as empty', async () => {
    const created = await createCollectionVia(app, admin, {
      kind: 'rule',
      rule: { category: 'sweat shirt', minPrice: 90_000 },
    });
    expect(created).toMatchObject({ memberCount: 0, rule: { category: 'sweat shirt', minPrice: 90_000 } });
    const items = await app.inject({ url: `/api/collections/${created.slug}/items`, headers: apiKeyHeader });
    expect(items.statusCode).toBe(200);
    expect(items.json()).toEqual([]);
  });

  it('refuses a slug already taken, on create and on edit, and saves nothing', async () => {
    const first = await createCollectionVia(app, admin, { itemIds: [tee.itemId] });
    const other = await createCollectionVia(app, admin, { itemIds: [tee.itemId] });
    const before = await counts();
    const res = await post(collectionPayload({ slug: first.slug, itemIds: [tee.itemId] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      `The URL name "${first.slug}" is already taken by another collection`,
    );
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admins/collections/${other.id}`,
      headers: headersFor(admin),
      payload: collectionPayload({ slug: first.slug, name: 'Renamed', itemIds: [hoodie.itemId] }),
    });
    expect(edit.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    const kept = await app.inject({ url: `/api/admins/collections/${other.id}`, headers: headersFor(admin) });
    expect(kept.json()).toMatchObject({ name: 'Summer tees', itemIds: [tee.itemId] });
  });

  it('edits a collection as a whole: a hand-picked one may become a rule', async () => {
    const created = await createCollectionVia(app, admin, { itemIds: [tee.itemId] });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admins/collections/${created.id}`,
      headers: headersFor(admin),
      payload: collectionPayload({ slug: created.slug, kind: 'rule', rule: { category: 'hoodies' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'rule',
      itemIds: [],
      rule: { category: 'hoodies', newest: null },
    });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admins/collections/999999',
      headers: headersFor(admin),
      payload: collectionPayload({ itemIds: [tee.itemId] }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe(COLLECTION_MESSAGES.notFound);
  });

  it.each([
    ['a bad slug', { slug: 'Summer Tees!' }, COLLECTION_MESSAGES.slug],
    ['a slug with a double hyphen', { slug: 'summer--tees' }, COLLECTION_MESSAGES.slug],
    ['a name too short', { name: 'a' }, COLLECTION_MESSAGES.name],
    ['a hand-picked list with nothing in it', { itemIds: [] }, COLLECTION_MESSAGES.itemIds],
    [
      'an unknown product in a hand-picked list',
      { itemIds: ['no-such-tee'] },
      'There is no product no-such-tee: choose products from the catalogue',
    ],
    [
      'a minimum price above the maximum',
      { kind: 'rule', rule: { minPrice: 2000, maxPrice: 1000 } },
      COLLECTION_MESSAGES.priceOrder,
    ],
    ['a rule with no condition', { kind: 'rule', rule: {} }, COLLECTION_MESSAGES.emptyRule],
    ['a rule missing', { kind: 'rule', rule: null }, COLLECTION_MESSAGES.emptyRule],
    [
      'a category outside the list',
      { kind: 'rule', rule: { category: 'jeans' } },
      COLLECTION_MESSAGES.category,
    ],
    [
      'a colour family outside the list',
      { kind: 'rule', rule: { colourFamily: 'teal' } },
      COLLECTION_MESSAGES.colourFamily,
    ],
    ['newest 0', { kind: 'rule', rule: { newest: 0 } }, COLLECTION_MESSAGES.newest],
    [
      'a price that is not whole rupees',
      { kind: 'rule', rule: { minPrice: 9.5 } },
      COLLECTION_MESSAGES.price,
    ],
    [
      'a cover photo the shop does not have',
      { coverImage: '/images/nope.webp' },
      COLLECTION_MESSAGES.coverImage,
    ],
    ['an unknown kind', { kind: 'smart' }, COLLECTION_MESSAGES.kind],
  ])('refuses %s in words and saves nothing', async (_what, change, message) => {
    const before = await counts();
    const res = await post(collectionPayload({ itemIds: [tee.itemId], ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    expect(await counts()).toEqual(before);
  });

  it('takes one of the shop’s photos as the cover', async () => {
    const product = (await app.inject({ url: `/api/items/${tee.itemId}`, headers: apiKeyHeader })).json();
    const created = await createCollectionVia(app, admin, {
      itemIds: [tee.itemId],
      coverImage: product.image,
    });
    expect(created.coverImage).toBe(product.image);
  });

  it('previews the members live, refusing what the save would', async () => {
    const preview = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admins/collections/preview',
        headers: headersFor(admin),
        payload: body,
      });
    const hand = await preview({ kind: 'hand_picked', itemIds: [hoodie.itemId, tee.itemId] });
    expect(hand.json()).toMatchObject({
      total: 2,
      members: [
        { itemId: hoodie.itemId, price: 2499 },
        { itemId: tee.itemId, price: 799 },
      ],
    });
    const rule = await preview({ kind: 'rule', rule: { category: 'hoodies' } });
    expect(rule.json().members.map((m: { itemId: string }) => m.itemId)).toEqual([hoodie.itemId]);
    const upsideDown = await preview({ kind: 'rule', rule: { minPrice: 5, maxPrice: 1 } });
    expect(upsideDown.json().errorMessage).toBe(COLLECTION_MESSAGES.priceOrder);
    expect((await preview({ kind: 'hand_picked', itemIds: ['nope'] })).json().errorMessage).toBe(
      COLLECTION_MESSAGES.unknownItems(['nope']),
    );
  });

  it('deletes a collection, and an unknown one is 404', async () => {
    const created = await createCollectionVia(app, admin, { itemIds: [tee.itemId] });
    const del = (id: number) =>
      app.inject({ method: 'DELETE', url: `/api/admins/collections/${id}`, headers: headersFor(admin) });
    expect((await del(created.id)).statusCode).toBe(204);
    const gone = await app.inject({ url: `/api/collections/${created.slug}`, headers: apiKeyHeader });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorMessage).toBe('There is no such collection');
    expect((await del(created.id)).json().errorMessage).toBe(COLLECTION_MESSAGES.notFound);
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ url: '/api/admins/collections', headers: apiKeyHeader })).statusCode).toBe(
      401,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/collections',
      headers: apiKeyHeader,
      payload: collectionPayload({ itemIds: [tee.itemId] }),
    });
    expect(res.statusCode).toBe(401);
  });
});
