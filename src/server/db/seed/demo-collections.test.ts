/** The demo shop's collections: filled, each with a member's photo, on the home page and in the sitemap's list. */
import { describe, expect, it } from 'vitest';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { seedDemoCatalog } from './seed-demo';

describe('the demo collections', async () => {
  const { app, database } = await createTestApp();
  await seedDemoCatalog(database.db);
  const get = async <T>(url: string) => (await app.inject({ url, headers: apiKeyHeader })).json() as T;

  it('are three featured collections, each with products and a cover photo', async () => {
    const list = await get<{ slug: string; coverImage: string | null }[]>('/api/collections');
    expect(list.map((collection) => collection.slug).sort()).toEqual(['black-edit', 'new-in', 'under-1500']);
    // Three tiles, three different pieces.
    expect(new Set(list.map((collection) => collection.coverImage)).size).toBe(3);
    for (const collection of list) {
      expect(collection.coverImage).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
      const items = await get<unknown[]>(`/api/collections/${collection.slug}/items`);
      expect(items.length).toBeGreaterThan(0);
    }
  });

  it('shows black pieces in the black edit and nothing from ₹1,500 up under ₹1,500', async () => {
    const black = await get<{ colour: { family: string } | null }[]>('/api/collections/black-edit/items');
    expect(black.every((item) => item.colour?.family === 'black')).toBe(true);
    const cheap = await get<{ price: number }[]>('/api/collections/under-1500/items');
    expect(cheap.every((item) => item.price < 1500)).toBe(true);
  });
});
