/** Each product's HSN code: the category's default unless the admin gives one (docs/product.md, "Invoices"). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { HSN_MESSAGE } from '#shared/gst/hsn';
import { headersFor, uploadPayload } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin } from '#tests/support/factories';

describe('HSN code per product', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: headersFor(admin), payload });
  const hsnOf = async (itemId: string) =>
    (await db.select({ hsn: products.hsnCode }).from(products).where(eq(products.itemId, itemId)))[0]!.hsn;

  it('defaults by category: 6109 for tees, 6110 for hoodies and sweatshirts', async () => {
    const tee = (await call('POST', '/api/admins/upload', uploadPayload())).json();
    const hoodie = (await call('POST', '/api/admins/upload', uploadPayload({ category: 'hoodies' }))).json();
    const sweat = (
      await call('POST', '/api/admins/upload', uploadPayload({ category: 'sweat shirt', hsnCode: '' }))
    ).json();
    expect([await hsnOf(tee.itemId), await hsnOf(hoodie.itemId), await hsnOf(sweat.itemId)]).toEqual([
      '6109',
      '6110',
      '6110',
    ]);
  });

  it('keeps the code the admin gives, refuses a malformed one, and can be edited', async () => {
    const res = await call('POST', '/api/admins/upload', uploadPayload({ hsnCode: '61091000' }));
    expect(res.statusCode).toBe(201);
    expect(await hsnOf(res.json().itemId)).toBe('61091000');
    const bad = await call('POST', '/api/admins/upload', uploadPayload({ hsnCode: '61' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe(HSN_MESSAGE);
    const edited = await call('PATCH', '/api/admins/update-item', {
      itemId: res.json().itemId,
      hsnCode: '6105',
    });
    expect(edited.statusCode).toBe(200);
    expect(await hsnOf(res.json().itemId)).toBe('6105');
  });
});
