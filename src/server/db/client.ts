/** Opens the database: PGlite in DATA_DIR/pg by default, PostgreSQL (node-postgres) with DATABASE_URL. */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: both speak the same PostgreSQL through the same Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction; operations accept either so callers can compose them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The rows of a raw statement. Both drivers answer `execute` with `{ rows }`, but Drizzle types the
 * answer per driver, so the one cast lives here.
 */
export async function executeRows<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: async () => (client.closed ? undefined : client.close()) };
}

/**
 * node-postgres and its Drizzle driver are loaded here, when a PostgreSQL database is opened, not
 * at start-up: a shop on PGlite never needs them, and loading them costs about 0.1 s of every
 * start (docs/decisions/029-start-up.md).
 */
export async function fromPostgres(url: string, max = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection lost while idle is reported on the pool, one lost while checked out (a running
  // transaction) on its client: without a listener on both, an 'error' event ends the process.
  // The query that was running rejects, its request answers 503 (db/outage.ts), and the pool opens
  // new connections once the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: async () => (pool.ended ? undefined : pool.end()) };
}

/**
 * Extensions the migrations create (pg_trgm for catalogue search,
 * docs/decisions/009-storefront-search-sizes-delivery.md). PGlite must load them each time it
 * opens a database, so every PGlite the shop, its scripts and its tests open comes from here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(dataDir: string): Promise<Database> {
  const client = await createPglite({ dataDir });
  return fromPglite(client);
}
