/** Starts the built shop on a free port with a temporary DATA_DIR; stopped after the file. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import type { AppOptions } from '#server/app';
import { loadConfig } from '#server/config';
import { type RunningShop, startShop } from '#server/main';
import { e2eShopEnv } from './shop-env';

export { E2E_ADMIN } from './shop-env';

/** Variables that change what the shop writes when it first starts on an empty database. */
const FIRST_START_VARIABLES = ['SEED_DEMO', 'ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];

/**
 * `overrides` replace parts of the app's dependencies, e.g. where the shop delivers. The database
 * is a copy of the run's template (tests/e2e/support/shop-template.ts), the same as a first start
 * would make, unless `env` changes what a first start writes.
 */
export async function startTestShop(
  env: Record<string, string> = {},
  overrides: Partial<AppOptions> = {},
): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const template = inject('e2eTemplateDir');
  if (template && !FIRST_START_VARIABLES.some((name) => name in env)) {
    cpSync(template, dataDir, { recursive: true });
  }
  const config = loadConfig({ ...e2eShopEnv(dataDir), ...env });
  // PUBLIC_URL must match the real port for the Origin check; the port is known only after listening.
  // E2E_WEB_DIR lets parallel runs each use their own build of the web app.
  const shop = await startShop(
    { ...config, publicUrl: 'http://localhost' },
    { logger: false, ...overrides },
    { webDir: process.env.E2E_WEB_DIR },
  );
  shop.app.deps.config.publicUrl = shop.url;
  afterAll(async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return shop;
}
