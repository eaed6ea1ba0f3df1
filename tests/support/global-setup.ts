/**
 * Provides the migrated template database each test file copies (far faster than migrating per
 * file). The PGlite template is kept on disk between runs, keyed by a hash of the migrations and
 * the PGlite version, so a warm run migrates nothing; the PostgreSQL template is made per run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '#server/db/client';
import { migrate } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string } | null;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = path.join(root, 'src/server/db/migrations');
/** Gitignored (node_modules); deleting it only costs one migration on the next run. */
export const TEMPLATE_CACHE_DIR = path.join(root, 'node_modules/.cache/shop-test-template');

/** Changes whenever a migration, the migration runner or PGlite changes. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(sql|json)$/.test(file))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  hash.update(readFileSync(path.join(root, 'src/server/db/migrate.ts')));
  hash.update(
    JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'))
      .version,
  );
  return hash.digest('hex').slice(0, 16);
}

/** The cached PGlite template for the current migrations, made (once) when missing. */
export async function pgliteTemplate(): Promise<string> {
  const templatePath = path.join(TEMPLATE_CACHE_DIR, `template-${migrationsHash()}.tar`);
  if (existsSync(templatePath)) return templatePath;
  mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
  const client = await createPglite();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed, so a concurrent run never reads half a template.
  const partial = `${templatePath}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templatePath);
  return templatePath;
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplatePath', await pgliteTemplate());

  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let dropTemplate = async () => {};
  if (url) {
    // One template per run and project: the db and process projects set up side by side.
    const name = `shop_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const database = await fromPostgres(withDatabase(url, name), 1);
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', { url, name });
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await dropTemplate();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
