/**
 * npm run restore -- <file>: replaces the PGlite data in DATA_DIR with a backup made by
 * `npm run backup`. The shop must be stopped. The previous data is kept beside it.
 * (For PostgreSQL, use pg_restore --clean --dbname=$DATABASE_URL <file>.)
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { createPglite } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/lock';

const source = process.argv[2];
if (!source || !existsSync(source)) {
  console.error('Usage: npm run restore -- <backup file made by npm run backup>');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --dbname=$DATABASE_URL <file>.',
  );
  process.exit(1);
}
const release = acquireDataDirLock(config.dataDir);
try {
  const pgDir = path.join(config.dataDir, 'pg');
  const restored = await createPglite({
    dataDir: `${pgDir}.restoring`,
    loadDataDir: new Blob([readFileSync(source)]),
  });
  await restored.query('select 1');
  await restored.close();
  if (existsSync(pgDir)) renameSync(pgDir, `${pgDir}.before-restore-${Date.now()}`);
  renameSync(`${pgDir}.restoring`, pgDir);
  console.log(`Restored ${source} into ${pgDir}`);
} finally {
  release();
}
