/**
 * Opens the database a shop process uses, while that process is stopped (PGlite allows one
 * process at a time) or alongside it (PostgreSQL), for tests that set up or inspect its data.
 */
import path from 'node:path';
import { type Db, fromPostgres, openPglite } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/lock';
import { migrate } from '#server/db/migrate';

export async function withShopDatabase<T>(
  target: { dataDir: string; databaseUrl?: string },
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const release = target.databaseUrl ? () => {} : acquireDataDirLock(target.dataDir);
  const database = target.databaseUrl
    ? await fromPostgres(target.databaseUrl, 5)
    : await openPglite(path.join(target.dataDir, 'pg'));
  try {
    await migrate(database);
    return await fn(database.db);
  } finally {
    await database.close();
    release();
  }
}
