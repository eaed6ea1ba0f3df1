/**
 * One card per style on the storefront's lists, the colour-family filter with its counts, and a
 * search with a colour word (BUSINESS.md section 11), through HTTP on the demo catalogue (every
 * product in a style of 2 to 5 colours) and on styles made here.
 */
import { describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '#server/db/seed/seed-demo';
import { type ProductJson, productListSchema } from '#shared/catalog';
import { type CatalogFacets, FILTER_COLOUR_MESSAGE } from '#shared/catalog-filters';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { invalidateCatalog } from '#tests/support/catalog-factories';
import { createStyle } from '#tests/support/style-factories';

describe('styles on the catalogue, its colour filter and search', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedDemoCatalog(db);
  const get = async (url: string) => {
    const res = await app.inject({ url, headers: apiKeyHeader });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const everyPage = async (url: string) => {
    const all: ProductJson[] = [];
    for (let page = 1; ; page++) {
      const items = productListSchema.parse(await get(`${url}&page=${page}`));
      if (items.length === 0) return all;
      all.push(...items);
    }
  };
  const styleOf = (item: ProductJson) =>
    item.colours
      .map((c) => c.itemId)
      .sort()
      .join();

  it('lists one card per style, each card one of its colours with all of them as swatches', async () => {
    for (const category of ['overtees', 'hoodies', 'sweat shirt']) {
      const cards = await everyPage(`/get-items?category=${encodeURIComponent(category)}`);
      const styles = new Set(cards.map(styleOf));
      expect(styles.size).toBe(cards.length);
      expect(cards.length).toBeGreaterThanOrEqual(9);
      for (const card of cards) {
        expect(card.colours.length).toBeGreaterThanOrEqual(2);
        expect(card.colours.map((c) => c.itemId)).toContain(card.itemId);
      }
    }
  });

  it("shows a style's first colour in stock, leaving out a sold-out colour that leads it", async () => {
    const { items } = await createStyle(db, 'Card Tee', [
      { colour: 'Sold Out Red', hex: '#aa0000', family: 'red', stock: {} },
      { colour: 'Teal', hex: '#2a6f73', family: 'blue', stock: { M: 2 } },
      { colour: 'Lime', hex: '#88cc22', family: 'green', stock: { L: 2 } },
    ]);
    invalidateCatalog();
    const cards = await everyPage('/get-items?category=overtees');
    const mine = cards.filter((card) => items.some((item) => item.itemId === card.itemId));
    expect(mine.map((card) => card.itemId)).toEqual([items[1]!.itemId]);
    expect(mine[0]!.colours.map((c) => [c.name, c.inStock])).toEqual([
      ['Sold Out Red', false],
      ['Teal', true],
      ['Lime', true],
    ]);
    // A size filter: the colour that has the size is the card.
    const large = await everyPage('/get-items?category=overtees&size=L');
    expect(
      large.filter((card) => items.some((item) => item.itemId === card.itemId)).map((c) => c.itemId),
    ).toEqual([items[2]!.itemId]);
  });

  it('filters by colour family, the card showing that colour, with counts of styles per family', async () => {
    const cards = await everyPage('/get-items?category=hoodies&colour=black');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(card.colour?.family).toBe('black');
    const facets = (await get('/api/items/facets?category=hoodies')) as CatalogFacets;
    const black = facets.colours.find((c) => c.family === 'black')!;
    expect(black.count).toBe(cards.length);
    // Each count is what ticking it shows: the hoodie styles with a colour of that family.
    const all = await everyPage('/get-items?category=hoodies');
    for (const { family, count } of facets.colours) {
      expect(count, family).toBe(all.filter((card) => card.colours.some((c) => c.family === family)).length);
    }
    // Two families together, and the total beside a filtered list.
    const two = await everyPage('/get-items?category=hoodies&colour=black,brown');
    for (const card of two) expect(['black', 'brown']).toContain(card.colour?.family);
    const filtered = (await get('/api/items/facets?category=hoodies&colour=black')) as CatalogFacets;
    expect(filtered.total).toBe(cards.length);
  });

  it('refuses a colour outside the families with a readable message', async () => {
    for (const url of [
      '/get-items?colour=teal',
      '/api/items/search?q=tee&colour=black,nope',
      '/api/items/facets?colour=x',
    ]) {
      const res = await app.inject({ url, headers: apiKeyHeader });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorMessage).toBe(FILTER_COLOUR_MESSAGE);
    }
  });

  it('answers "black hoodie" with black hoodies first, each style once, showing its black colour', async () => {
    const found = productListSchema.parse(await get('/api/items/search?q=black%20hoodie&page=1'));
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found[0]!.colour?.family).toBe('black');
    expect(found[0]!.category).toBe('hoodies');
    const blackStyles = found.filter((card) => card.colours.some((c) => c.family === 'black'));
    for (const card of blackStyles) expect(card.colour?.family, card.name).toBe('black');
    expect(new Set(found.map(styleOf)).size).toBe(found.length);
    // The same for every family word that names a colour the demo catalogue has in tees.
    for (const family of ['white', 'green', 'grey']) {
      const tees = productListSchema.parse(await get(`/api/items/search?q=${family}%20tee&page=1`));
      expect(tees[0]?.colour?.family, family).toBe(family);
    }
  });
});
