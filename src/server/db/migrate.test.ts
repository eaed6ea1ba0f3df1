/**
 * A restart skips Drizzle's migration check when the database already has the newest committed
 * migration, asked in one query (docs/decisions/029-start-up.md).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db';
import { createPglite, executeRows, fromPglite } from './client';
import { hasNewestMigration, migrate, migrationsFolder } from './migrate';

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

  it('brings 0035 (passkeys) to a database that already had 0036, numbered after it but written later', async () => {
    // Drizzle applies only migrations whose journal time is later than the newest one recorded,
    // so 0035's time is set after 0036's: a database migrated before 0035 existed still gets it.
    const before = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      // The folder as it was when 0036 was the newest: without 0035 and without what came after.
      cpSync(migrationsFolder, before, { recursive: true });
      const journalFile = path.join(before, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { idx: number; tag: string }[];
      };
      const absent = journal.entries.filter((entry) => entry.idx === 35 || entry.idx > 36);
      for (const entry of absent) rmSync(path.join(before, `${entry.tag}.sql`));
      journal.entries = journal.entries.filter((entry) => !absent.includes(entry));
      writeFileSync(journalFile, JSON.stringify(journal));
      const database = fromPglite(await createPglite());
      try {
        await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
        expect(await hasNewestMigration(database)).toBe(false);
        await migrate(database);
        const [row] = await executeRows<{ table: string | null }>(
          database.db,
          sql`select to_regclass('admin_passkeys')::text as table`,
        );
        expect(row?.table).toBe('admin_passkeys');
      } finally {
        await database.close();
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
