/**
 * npm run backup [-- <file>]: a consistent copy of the shop's data.
 * - PGlite: takes the DATA_DIR lock (so the shop must be stopped) and dumps the data directory
 *   to a .tar.gz that `npm run restore` or PGlite's loadDataDir can open.
 * - PostgreSQL (DATABASE_URL): runs pg_dump in its custom format; restore with pg_restore.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { createPglite } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/lock';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const kind = config.databaseUrl ? 'postgres.dump' : 'pglite.tar.gz';
const target = path.resolve(process.argv[2] ?? path.join('backups', `shop-${stamp}.${kind}`));
mkdirSync(path.dirname(target), { recursive: true });

if (config.databaseUrl) {
  const result = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${target}`, config.databaseUrl],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('pg_dump failed; is the PostgreSQL client installed and the server reachable?');
    process.exit(1);
  }
} else {
  const release = acquireDataDirLock(config.dataDir);
  try {
    const db = await createPglite({ dataDir: path.join(config.dataDir, 'pg') });
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    await db.close();
  } finally {
    release();
  }
}
console.log(`Backup written to ${target}`);
