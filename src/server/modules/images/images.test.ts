import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { fakeWebp } from '#tests/support/factories';
import { storeImage } from './store-image';

describe('images', async () => {
  const { app, database } = await createTestApp();
  const bytes = fakeWebp(2048);
  const id = await storeImage(database.db, bytes, 'image/webp');

  it('stores bytes under their sha-256, once however often they are stored', async () => {
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(await storeImage(database.db, Buffer.from(bytes), 'image/webp')).toBe(id);
    const [row] = await database.db.select({ n: count() }).from(images);
    expect(row!.n).toBe(1);
  });

  it('serves the bytes with immutable caching and an ETag, with no API key needed', async () => {
    const res = await app.inject({ url: `/images/${id}.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 304 to If-None-Match with the ETag', async () => {
    const res = await app.inject({ url: `/images/${id}.webp`, headers: { 'if-none-match': `"${id}"` } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown hash or a malformed name', async () => {
    for (const name of [`${'0'.repeat(64)}.webp`, `${id}.png`, 'abc.webp', `${id.toUpperCase()}.webp`]) {
      const res = await app.inject({ url: `/images/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: 'Image not found', code: 'not_found' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
