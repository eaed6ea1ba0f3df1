import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { SIZES } from '#shared/constants';
import { SIZE_GUIDE_MESSAGES, type SizeGuide } from '#shared/size-guide';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, createShopper } from '#tests/support/factories';

const guideUrl = (category: string) => `/api/size-guide/${encodeURIComponent(category)}`;
const adminUrl = (category: string) => `/api/admins/size-guide/${encodeURIComponent(category)}`;

/** A valid chart: chest 40..50 and length 26..31 inches, S to XXXL. */
function chart(
  change: (sizes: Record<string, { chestInches: unknown; lengthInches: unknown }>) => void = () => {},
) {
  const sizes = Object.fromEntries(
    SIZES.map((size, i) => [size, { chestInches: 40 + i * 2, lengthInches: 26 + i }]),
  );
  change(sizes);
  return { sizes };
}

describe('the size guide', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);

  const read = async (category: string) => {
    const res = await app.inject({ url: guideUrl(category), headers: apiKeyHeader });
    return { res, guide: res.json() as SizeGuide };
  };
  const put = (category: string, payload: unknown, account = admin) =>
    app.inject({
      method: 'PUT',
      url: adminUrl(category),
      headers: headersFor(account),
      payload: payload as object,
    });

  it('has defaults for the three categories, every size in inches and centimetres', async () => {
    for (const [category, label] of [
      ['overtees', 'Oversized Tees'],
      ['hoodies', 'Hoodies'],
      ['sweat shirt', 'SweatShirts'],
    ] as const) {
      const { res, guide } = await read(category);
      expect(res.statusCode).toBe(200);
      expect(guide.category).toBe(category);
      expect(guide.label).toBe(label);
      expect(guide.sizes.map((row) => row.size)).toEqual([...SIZES]);
      for (const row of guide.sizes) {
        expect(row.chest.cm).toBe(Math.round(row.chest.inches * 2.54));
        expect(row.length.cm).toBe(Math.round(row.length.inches * 2.54));
      }
    }
    const tees = (await read('overtees')).guide;
    expect(tees.sizes[0]).toEqual({
      size: 'S',
      chest: { inches: 42, cm: 107 },
      length: { inches: 27.5, cm: 70 },
    });
    expect(tees.sizes[4]).toEqual({
      size: 'XXL',
      chest: { inches: 50, cm: 127 },
      length: { inches: 31.5, cm: 80 },
    });
  });

  it('answers 404 for a category without a guide, and 403 without the API key', async () => {
    const { res } = await read('jeans');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: SIZE_GUIDE_MESSAGES.notFound });
    expect((await app.inject({ url: guideUrl('hoodies') })).statusCode).toBe(403);
  });

  it('the admin replaces a chart; the shopper reads it, centimetres derived; the change is audited', async () => {
    const res = await put(
      'hoodies',
      chart((s) => (s.M!.chestInches = 42.5)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { guide } = await read('hoodies');
    expect(res.json()).toEqual(guide);
    expect(guide.sizes[1]).toEqual({
      size: 'M',
      chest: { inches: 42.5, cm: 108 },
      length: { inches: 27, cm: 69 },
    });
    expect(guide.sizes[5]).toEqual({
      size: 'XXXL',
      chest: { inches: 50, cm: 127 },
      length: { inches: 31, cm: 79 },
    });
    // Other categories keep theirs.
    expect((await read('overtees')).guide.sizes[0]!.chest.inches).toBe(42);
    const events = await db.select().from(adminEvents).where(eq(adminEvents.type, 'size_guide.updated'));
    expect(events.map((e) => [e.adminId, (e.data as { category: string }).category])).toEqual([
      [admin.id, 'hoodies'],
    ]);
  });

  it.each([
    ['a negative chest', chart((s) => (s.S!.chestInches = -40)), SIZE_GUIDE_MESSAGES.chestRange],
    ['a zero length', chart((s) => (s.S!.lengthInches = 0)), SIZE_GUIDE_MESSAGES.lengthRange],
    ['a chest of 200 inches', chart((s) => (s.XXXL!.chestInches = 200)), SIZE_GUIDE_MESSAGES.chestRange],
    ['a length of 60 inches', chart((s) => (s.XXXL!.lengthInches = 60)), SIZE_GUIDE_MESSAGES.lengthRange],
    ['a length given as text', chart((s) => (s.L!.lengthInches = '28')), SIZE_GUIDE_MESSAGES.lengthRange],
    ['42.3 inches', chart((s) => (s.L!.chestInches = 42.3)), SIZE_GUIDE_MESSAGES.halfInch],
    ['a missing size', chart((s) => delete s.XXL), SIZE_GUIDE_MESSAGES.sizesMissing],
    ['no sizes at all', {}, SIZE_GUIDE_MESSAGES.sizesMissing],
    ['an XL smaller than the L', chart((s) => (s.XL!.chestInches = 41)), SIZE_GUIDE_MESSAGES.growing],
  ])('refuses %s with 400 and a clear message, changing nothing', async (_case, payload, message) => {
    const before = (await read('sweat shirt')).guide;
    const res = await put('sweat shirt', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message });
    expect((await read('sweat shirt')).guide).toEqual(before);
  });

  it('answers 404 to a PUT for an unknown category', async () => {
    const res = await put('jeans', chart());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: SIZE_GUIDE_MESSAGES.notFound });
  });

  it('refuses a shopper and a visitor with 401', async () => {
    expect((await put('hoodies', chart(), shopper)).statusCode).toBe(401);
    const visitor = await app.inject({
      method: 'PUT',
      url: adminUrl('hoodies'),
      headers: apiKeyHeader,
      payload: chart(),
    });
    expect(visitor.statusCode).toBe(401);
  });
});
