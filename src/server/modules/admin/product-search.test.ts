/**
 * The back office's products list searches by name or item id (issue 40 point 17), hidden
 * products included, answered by the server page by page; % and _ are letters, not wildcards.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';
import { createStyle } from '#tests/support/style-factories';

describe('GET /api/admins/items-list?q=', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const headers = headersFor(await createAdmin(db));
  const moss = await createProduct(db, { name: 'Moss Heavy Hoodie' });
  const hidden = await createProduct(db, { name: 'Moss Boxy Tee' });
  await db.update(products).set({ hidden: true }).where(eq(products.id, hidden.id));
  await createProduct(db, { name: 'Sand 100% Cotton Tee' });
  await createProduct(db, { name: 'Ink Sweatshirt' });
  const names = async (q: string) => {
    const res = await app.inject({
      url: `/api/admins/items-list?page=1&q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((p) => p.name).sort();
  };

  it('finds words of the name in any case, and a product by its item id', async () => {
    expect(await names('moss')).toEqual(['Moss Boxy Tee', 'Moss Heavy Hoodie']);
    expect(await names('HOODIE')).toEqual(['Moss Heavy Hoodie']);
    expect(await names(moss.itemId)).toEqual(['Moss Heavy Hoodie']);
    expect(await names('no such thing')).toEqual([]);
  });

  it('takes % and _ as letters', async () => {
    expect(await names('100%')).toEqual(['Sand 100% Cotton Tee']);
    expect(await names('%')).toEqual(['Sand 100% Cotton Tee']);
    expect(await names('_')).toEqual([]);
  });

  it('refuses a search over 100 characters in words', async () => {
    const res = await app.inject({ url: `/api/admins/items-list?page=1&q=${'a'.repeat(101)}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Search text can be at most 100 characters.');
  });

  it("names the style a product is a colour of, so the list can open the style's editor", async () => {
    const { styleId } = await createStyle(db, 'Dune Tee', [
      { colour: 'Olive', hex: '#556b2f', family: 'green' },
    ]);
    const res = await app.inject({ url: '/api/admins/items-list?page=1&q=dune', headers });
    expect((res.json() as { styleId: number | null }[]).map((p) => p.styleId)).toEqual([styleId]);
    const ink = await app.inject({ url: '/api/admins/items-list?page=1&q=ink', headers });
    expect((ink.json() as { styleId: number | null }[]).map((p) => p.styleId)).toEqual([null]);
  });
});
