/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverFile } from '#server/project-root';
import { type Database, executeRows } from './client';

export const migrationsFolder = serverFile('db/migrations');

/** An arbitrary constant shared by every instance, so concurrent start-ups migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_331_001;

/**
 * Whether the database already has the newest committed migration, asked in one query. Drizzle
 * applies the migrations newer than the newest it recorded; on a restart there are none, yet its
 * check (creating its schema and table if missing, then reading them) cost PGlite about 60 ms of
 * every start (docs/decisions/029-start-up.md).
 */
export async function hasNewestMigration(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [row] = await executeRows<{ newest: string | number | null }>(
      database.db,
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    return row?.newest != null && Number(row.newest) >= newest;
  } catch {
    // No table yet: a new database.
    return false;
  }
}

export async function migrate(database: Database): Promise<void> {
  if (await hasNewestMigration(database)) return;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Loaded only for PostgreSQL, as its driver is (docs/decisions/029-start-up.md).
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
