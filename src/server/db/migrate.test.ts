/**
 * A restart skips Drizzle's migration check when the database already has the newest committed
 * migration, asked in one query (docs/decisions/029-start-up.md).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db';
import { createPglite, fromPglite } from './client';
import { hasNewestMigration, migrate } from './migrate';

describe('migration check at start-up', () => {
  it('finds a new database without the migrations, then with them once migrated', async () => {
    const database = fromPglite(await createPglite());
    try {
      expect(await hasNewestMigration(database)).toBe(false);
      await migrate(database);
      expect(await hasNewestMigration(database)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('finds a database missing the newest migration', async () => {
    const database = await createTestDatabase();
    expect(await hasNewestMigration(database)).toBe(true);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await hasNewestMigration(database)).toBe(false);
  });
});
