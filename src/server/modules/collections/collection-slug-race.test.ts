/**
 * Two saves racing for one URL name (BUSINESS.md section 11): one collection is made, the other
 * save is refused in words. On PostgreSQL both may pass the read before either writes; the unique
 * index then decides (guards.ts), so this runs on both engines.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '#server/db/schema';
import { COLLECTION_MESSAGES } from '#shared/collections';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { collectionPayload } from '#tests/support/collection-factories';
import { createAdmin, createProduct } from '#tests/support/factories';

describe('one URL name, two saves at once', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const tee = await createProduct(db);

  it('makes one collection and refuses the other save in words', async () => {
    for (let round = 0; round < 3; round++) {
      const payload = collectionPayload({ itemIds: [tee.itemId] });
      const before = await db.$count(collections);
      const answers = await Promise.all(
        [0, 1].map(() =>
          app.inject({ method: 'POST', url: '/api/admins/collections', headers: headersFor(admin), payload }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json().errorMessage).toBe(COLLECTION_MESSAGES.slugTaken(payload.slug as string));
      expect(await db.$count(collections)).toBe(before + 1);
    }
  });
});
