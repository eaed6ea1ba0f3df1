import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, styles } from '#server/db/schema';
import { productJsonSchema } from '#shared/catalog';
import { COLOUR_MESSAGES } from '#shared/colours';
import type { AdminStyleSummary } from '#shared/styles';
import { headersFor, uploadPayload } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';
import { colourPayload, createStyle, stylePayload } from '#tests/support/style-factories';

const SPEC_KEYS = [
  '_id',
  'itemId',
  'name',
  'price',
  'actualPrice',
  'fabric',
  'category',
  'description',
  'washcare',
  'details',
  'specifications',
  'image',
  'image1',
  'image2',
  'image3',
  'size',
];

describe('styles and colours through the API', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const getItem = async (id: string) => {
    const res = await app.inject({ url: `/api/items/${id}`, headers: apiKeyHeader });
    expect(res.statusCode).toBe(200);
    return productJsonSchema.parse(res.json());
  };
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: headersFor(admin), ...(payload ? { payload } : {}) });
  const refused = async (url: string, payload: unknown, status: number) => {
    const before = [await db.$count(products), await db.$count(styles)];
    const res = await call('POST', url, payload);
    expect(res.statusCode).toBe(status);
    // A refused style writes nothing: no product, no style row.
    expect([await db.$count(products), await db.$count(styles)]).toEqual(before);
    return (res.json() as { errorMessage: string }).errorMessage;
  };

  it("keeps SPEC's product shape for a one-colour product, adding colour and colours", async () => {
    const plain = await createProduct(db, { name: 'Plain Tee', stock: { M: 2 } });
    const item = await getItem(plain.itemId);
    expect(Object.keys(item).sort()).toEqual(
      [...SPEC_KEYS, 'sizesInStock', 'soldOut', 'colour', 'colours'].sort(),
    );
    expect(item).toMatchObject({
      name: 'Plain Tee',
      price: 799,
      actualPrice: 1299,
      colour: null,
      colours: [],
    });
    expect(item.size).toEqual({ S: 0, M: 2, L: 0, XL: 0, XXL: 0, XXXL: 0 });
  });

  it("makes a one-colour style through SPEC's upload, with or without a colour", async () => {
    const res = await call(
      'POST',
      '/api/admins/upload',
      uploadPayload({ colour: { name: 'Olive', hex: '#556B2F', family: 'green' } }),
    );
    expect(res.statusCode).toBe(201);
    const item = await getItem(res.json().itemId);
    expect(item.colour).toEqual({ name: 'Olive', hex: '#556b2f', family: 'green' });
    expect(item.colours).toEqual([
      {
        itemId: item.itemId,
        name: 'Olive',
        hex: '#556b2f',
        family: 'green',
        image: item.image,
        inStock: true,
      },
    ]);
    const without = await call('POST', '/api/admins/upload', uploadPayload());
    expect((await getItem(without.json().itemId)).colours).toEqual([]);
  });

  it("lists a style's colours on each colour, in the admin's order, with whether each is in stock", async () => {
    const res = await call(
      'POST',
      '/api/admins/styles',
      stylePayload([
        colourPayload('Black', { hex: '#111111', family: 'black' }),
        colourPayload('Olive'),
        colourPayload('Sand', { hex: '#D8C3A5', family: 'beige', size: { S: 0 } }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const style = res.json();
    expect(style.colours.map((c: { name: string }) => c.name)).toEqual([
      'Oversized Tee — Black',
      'Oversized Tee — Olive',
      'Oversized Tee — Sand',
    ]);
    const ids = style.colours.map((c: { itemId: string }) => c.itemId);
    const olive = await getItem(ids[1]);
    expect(olive).toMatchObject({ name: 'Oversized Tee — Olive', price: 799, colour: { name: 'Olive' } });
    expect(olive.colours.map((c) => [c.itemId, c.name, c.hex, c.family, c.inStock])).toEqual([
      [ids[0], 'Black', '#111111', 'black', true],
      [ids[1], 'Olive', '#556b2f', 'green', true],
      [ids[2], 'Sand', '#d8c3a5', 'beige', false],
    ]);
    expect(olive.colours[1]!.image).toBe(olive.image);
    const reordered = await call('PUT', `/api/admins/styles/${style.id}/order`, {
      itemIds: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await getItem(ids[0])).colours.map((c) => c.name)).toEqual(['Sand', 'Black', 'Olive']);
    // One card for the style: Sand leads the new order but is sold out, so Black, the first in stock.
    const page = await app.inject({ url: '/get-items?category=overtees', headers: apiKeyHeader });
    const listed = (page.json() as { itemId: string; colours: unknown[] }[]).filter((p) =>
      ids.includes(p.itemId),
    );
    expect(listed.map((p) => p.itemId)).toEqual([ids[0]]);
    expect(listed[0]?.colours).toHaveLength(3);
  });

  it('adds a colour with the shared fields, and moves an existing product into a style', async () => {
    const { styleId } = await createStyle(db, 'Hoodie', [
      { colour: 'Grey', hex: '#888888', family: 'grey', category: 'hoodies', price: 1499 },
    ]);
    const added = await call('POST', `/api/admins/styles/${styleId}/colours`, {
      colours: [colourPayload('Navy', { hex: '#1f2a44', family: 'blue' })],
    });
    expect(added.statusCode).toBe(200);
    const navy = await getItem(added.json().colours[1].itemId);
    expect(navy).toMatchObject({ name: 'Hoodie — Navy', category: 'hoodies', price: 1499 });
    const loner = await createProduct(db, { name: 'Red Hoodie', category: 'hoodies' });
    const moved = await call('POST', `/api/admins/styles/${styleId}/members`, {
      itemId: loner.itemId,
      colour: { name: 'Red', hex: '#aa2222', family: 'red' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await getItem(loner.itemId)).colours.map((c) => c.name)).toEqual(['Grey', 'Navy', 'Red']);
    const another = await createProduct(db, { name: 'Sweatshirt' });
    const made = await call('POST', '/api/admins/styles/from-product', {
      name: 'Sweatshirt',
      itemId: another.itemId,
      colour: { name: 'Cream', hex: '#fff8e7', family: 'white' },
    });
    expect(made.statusCode).toBe(200);
    expect((await getItem(another.itemId)).colours.map((c) => c.name)).toEqual(['Cream']);
  });

  it('refuses bad colours with readable messages and saves nothing', async () => {
    const url = '/api/admins/styles';
    expect(await refused(url, stylePayload([colourPayload('Olive', { image2: '' })]), 400)).toBe(
      'Please choose all four images.',
    );
    expect(await refused(url, stylePayload([colourPayload('Olive', { image3: undefined })]), 400)).toBe(
      'Please choose all four images.',
    );
    expect(await refused(url, stylePayload([colourPayload('Olive', { hex: '#12345g' })]), 400)).toBe(
      COLOUR_MESSAGES.hexInvalid,
    );
    expect(await refused(url, stylePayload([colourPayload('Olive', { hex: 'olive' })]), 400)).toBe(
      COLOUR_MESSAGES.hexInvalid,
    );
    expect(await refused(url, stylePayload([colourPayload('Olive', { family: 'teal' })]), 400)).toBe(
      COLOUR_MESSAGES.familyInvalid,
    );
    expect(await refused(url, stylePayload([colourPayload('Olive'), colourPayload(' olive ')]), 400)).toBe(
      'Each colour of a style needs its own name: "olive" is given twice.',
    );
    expect(await refused(url, stylePayload([]), 400)).toBe(COLOUR_MESSAGES.colourNeeded);
    // The second colour is good, the first is not: still nothing saved.
    expect(
      await refused(
        url,
        stylePayload([
          colourPayload('Black', { image: 'data:image/png;base64,AAAA' }),
          colourPayload('Olive'),
        ]),
        400,
      ),
    ).toMatch(/WebP|image/);

    const { styleId } = await createStyle(db, 'Tee', [{ colour: 'Olive', hex: '#556b2f', family: 'green' }]);
    expect(
      await refused(`/api/admins/styles/${styleId}/colours`, { colours: [colourPayload('OLIVE')] }, 409),
    ).toBe('Each colour of a style needs its own name: "OLIVE" is given twice.');
    const loner = await createProduct(db);
    expect(
      await refused(
        `/api/admins/styles/${styleId}/members`,
        { itemId: loner.itemId, colour: { name: 'Olive', hex: '#000000', family: 'black' } },
        409,
      ),
    ).toContain('"Olive" is given twice');
    expect(await refused('/api/admins/styles/999999/colours', { colours: [colourPayload('Red')] }, 404)).toBe(
      COLOUR_MESSAGES.styleNotFound,
    );
  });

  it('refuses an order that leaves out or repeats a colour', async () => {
    const { styleId, items } = await createStyle(db, 'Crew', [
      { colour: 'Black', hex: '#000000', family: 'black' },
      { colour: 'White', hex: '#ffffff', family: 'white' },
    ]);
    const res = await call('PUT', `/api/admins/styles/${styleId}/order`, { itemIds: [items[0]!.itemId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(COLOUR_MESSAGES.orderMismatch);
  });

  it('lists every style newest first, each colour in order with its stock and whether it is hidden', async () => {
    const one = await createStyle(db, 'Lister One', [
      { colour: 'Black', hex: '#000000', family: 'black', stock: { M: 2 } },
      { colour: 'White', hex: '#ffffff', family: 'white', stock: { M: 0 } },
    ]);
    const two = await createStyle(db, 'Lister Two', [
      { colour: 'Olive', hex: '#556b2f', family: 'green', stock: { L: 1 } },
      { colour: 'Sand', hex: '#c2b280', family: 'beige', stock: { L: 1 } },
    ]);
    const gone = await createStyle(db, 'Lister Gone', [{ colour: 'Grey', hex: '#808080', family: 'grey' }]);
    const archive = (id: number) =>
      db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
    await archive(two.items[1]!.id);
    await archive(gone.items[0]!.id);
    await db.update(products).set({ hidden: true }).where(eq(products.id, one.items[1]!.id));

    const res = await call('GET', '/api/admins/styles');
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminStyleSummary[];
    const ids = list.map((style) => style.id);
    // Newest first; a style whose every colour is archived is no longer listed.
    expect(ids.indexOf(two.styleId)).toBeLessThan(ids.indexOf(one.styleId));
    expect(ids).not.toContain(gone.styleId);
    const colours = (styleId: number) =>
      list
        .find((style) => style.id === styleId)!
        .colours.map(({ name, hidden, inStock }) => ({ name, hidden, inStock }));
    expect(colours(one.styleId)).toEqual([
      { name: 'Black', hidden: false, inStock: true },
      { name: 'White', hidden: true, inStock: false },
    ]);
    expect(colours(two.styleId)).toEqual([{ name: 'Olive', hidden: false, inStock: true }]);
    expect(list.find((style) => style.id === one.styleId)).toMatchObject({
      name: 'Lister One',
      image: expect.stringMatching(/^\/images\//),
    });
  });

  it('answers style calls to admins only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admins/styles/1', headers: apiKeyHeader });
    expect(res.statusCode).toBe(401);
  });
});
