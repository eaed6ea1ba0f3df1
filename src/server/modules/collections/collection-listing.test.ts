/**
 * A collection's members and its public listing: each rule condition resolved, hand-picked order
 * kept, the catalogue's filters and sort and counts kept to the collection's products, and a
 * change seen at once.
 */
import { describe, expect, it } from 'vitest';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { archiveProduct, createProducts, invalidateCatalog } from '#tests/support/catalog-factories';
import { createCollectionVia } from '#tests/support/collection-factories';
import { createAdmin, createProduct } from '#tests/support/factories';
import { createStyle } from '#tests/support/style-factories';

describe('a collection’s listing', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const start = new Date(Date.now() - 7 * 86_400_000);
  // Made oldest first (tee 499, hoodie 1499, hoodie 2999 in XL only, sweatshirt 1999), read newest first.
  const [sweat, dearHoodie, hoodie, tee] = [
    await createProducts(db, 1, { price: 499, startAt: start }),
    await createProducts(db, 1, {
      price: 1499,
      category: 'hoodies',
      startAt: new Date(start.getTime() + 60_000),
    }),
    await createProducts(db, 1, {
      price: 2999,
      category: 'hoodies',
      stock: { XL: 3 },
      startAt: new Date(start.getTime() + 120_000),
    }),
    await createProducts(db, 1, {
      price: 1999,
      category: 'sweat shirt',
      startAt: new Date(start.getTime() + 180_000),
    }),
  ]
    .flat()
    .reverse();
  const { items: colours } = await createStyle(db, 'Box tee', [
    { colour: 'Black', hex: '#111111', family: 'black', price: 899 },
    { colour: 'Olive', hex: '#556b2f', family: 'green', price: 899 },
  ]);
  const ids = async (url: string) =>
    ((await app.inject({ url, headers: apiKeyHeader })).json() as { itemId: string }[]).map((p) => p.itemId);
  const ruleItems = async (rule: object) => {
    const made = await createCollectionVia(app, admin, { kind: 'rule', rule });
    return ids(`/api/collections/${made.slug}/items`);
  };

  it('resolves each condition of a rule, newest first', async () => {
    expect(await ruleItems({ category: 'hoodies' })).toEqual([dearHoodie!.itemId, hoodie!.itemId]);
    expect(await ruleItems({ colourFamily: 'green' })).toEqual([colours[1]!.itemId]);
    expect(await ruleItems({ minPrice: 1499, maxPrice: 1999 })).toEqual([sweat!.itemId, hoodie!.itemId]);
    expect(await ruleItems({ category: 'hoodies', maxPrice: 2000 })).toEqual([hoodie!.itemId]);
    // The two newest are one style's colours: the listing shows the style once, as its first colour.
    expect(await ruleItems({ newest: 2 })).toEqual([colours[0]!.itemId]);
    expect(await ruleItems({ newest: 1, category: 'overtees', maxPrice: 500 })).toEqual([tee!.itemId]);
  });

  it('keeps the admin’s order for hand-picked products, and sorts when asked', async () => {
    const made = await createCollectionVia(app, admin, {
      itemIds: [tee!.itemId, dearHoodie!.itemId, hoodie!.itemId],
    });
    const base = `/api/collections/${made.slug}/items`;
    expect(await ids(base)).toEqual([tee!.itemId, dearHoodie!.itemId, hoodie!.itemId]);
    expect(await ids(`${base}?sort=price_desc`)).toEqual([dearHoodie!.itemId, hoodie!.itemId, tee!.itemId]);
  });

  it('filters by size, price and category, and counts within the collection', async () => {
    const made = await createCollectionVia(app, admin, { kind: 'rule', rule: { minPrice: 1000 } });
    const base = `/api/collections/${made.slug}`;
    expect(await ids(`${base}/items?size=XL&min=2000`)).toEqual([dearHoodie!.itemId]);
    expect(await ids(`${base}/items?category=hoodies&max=2000`)).toEqual([hoodie!.itemId]);
    const facets = (
      await app.inject({ url: `${base}/facets?category=hoodies`, headers: apiKeyHeader })
    ).json();
    expect(facets.total).toBe(2);
    expect(facets.categories).toContainEqual({ category: 'sweat shirt', count: 1 });
    expect(facets.categories).toContainEqual({ category: 'overtees', count: 0 });
    const bad = await app.inject({ url: `${base}/items?min=5&max=1`, headers: apiKeyHeader });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('The lowest price must not be above the highest.');
  });

  it('answers the collection itself, and 404 for an unknown slug', async () => {
    const made = await createCollectionVia(app, admin, { itemIds: [tee!.itemId], featured: true });
    const res = await app.inject({ url: `/api/collections/${made.slug}`, headers: apiKeyHeader });
    expect(res.json()).toEqual({
      slug: made.slug,
      name: 'Summer tees',
      description: 'Light tees for hot days.',
      coverImage: null,
    });
    const list = (await app.inject({ url: '/api/collections', headers: apiKeyHeader })).json();
    expect(list[0]).toMatchObject({ featured: true });
    for (const url of [
      '/api/collections/nope',
      '/api/collections/nope/items',
      '/api/collections/nope/facets',
    ]) {
      const missing = await app.inject({ url, headers: apiKeyHeader });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorMessage).toBe('There is no such collection');
    }
  });

  it('shows a change at once: an edit, a new product meeting a rule, an archived member', async () => {
    const made = await createCollectionVia(app, admin, { kind: 'rule', rule: { minPrice: 5000 } });
    const url = `/api/collections/${made.slug}/items`;
    expect(await ids(url)).toEqual([]);
    const dear = await createProduct(db, { price: 5999 });
    invalidateCatalog(); // as the admin's upload does
    expect(await ids(url)).toEqual([dear.itemId]);
    await archiveProduct(db, dear.itemId);
    expect(await ids(url)).toEqual([]);
    await app.inject({
      method: 'PUT',
      url: `/api/admins/collections/${made.id}`,
      headers: headersFor(admin),
      payload: { name: 'Picked', slug: made.slug, kind: 'hand_picked', itemIds: [tee!.itemId] },
    });
    expect(await ids(url)).toEqual([tee!.itemId]);
  });
});
