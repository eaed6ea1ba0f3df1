/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverFile } from '#server/project-root';
import type { Database } from './client';

export const migrationsFolder = serverFile('db/migrations');

/** An arbitrary constant shared by every instance, so concurrent start-ups migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_331_001;

export async function migrate(database: Database): Promise<void> {
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
