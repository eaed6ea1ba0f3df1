/** A fresh database per test file, copied from the run's migrated template. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createPglite, type Database, fromPglite, fromPostgres } from '#server/db/client';
import { withDatabase } from './global-setup';

let counter = 0;

/** Opens a fresh copy of the template (PGlite, or PostgreSQL under TEST_DB=postgres); closed after the file. */
export async function createTestDatabase(): Promise<Database> {
  const database = await openCopy();
  afterAll(() => database.close());
  return database;
}

export async function openCopy(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const name = `shop_test_${process.pid}_${Date.now()}_${counter++}`;
    await adminQuery(pgTemplate.url, `create database ${name} template ${pgTemplate.name}`);
    const database = await fromPostgres(withDatabase(pgTemplate.url, name), 20);
    let closed = false;
    return {
      ...database,
      async close() {
        if (closed) return;
        closed = true;
        await database.close();
        await adminQuery(pgTemplate.url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  const client = await createPglite({ loadDataDir: blob });
  return fromPglite(client);
}

export function usingPostgres(): boolean {
  return inject('postgresTemplate') !== null;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated PostgreSQL database for a test that runs the shop as a separate process;
 * undefined on the PGlite run. Dropped after the file.
 */
export async function createPostgresDatabaseUrl(): Promise<string | undefined> {
  const pgTemplate = inject('postgresTemplate');
  if (!pgTemplate) return undefined;
  const name = `shop_proc_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(pgTemplate.url, `create database ${name} template ${pgTemplate.name}`);
  afterAll(() => adminQuery(pgTemplate.url, `drop database if exists ${name} with (force)`));
  return withDatabase(pgTemplate.url, name);
}
