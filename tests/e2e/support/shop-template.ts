/**
 * The journeys' global setup: one shop started once per run on a fresh DATA_DIR (migrated, the demo
 * catalogue seeded, the journeys' administrator made), stopped, and its folder kept as a template.
 * Each journey then starts its own shop on a copy of that folder, so it still has a database of its
 * own while skipping the migrations, the seeding and the administrator's password hash
 * (docs/decisions/032-tests-on-both-engines.md, "Journeys").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#server/config';
import { startShop } from '#server/main';
import { e2eShopEnv } from './shop-env';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-template-'));
  const config = loadConfig(e2eShopEnv(dataDir));
  const shop = await startShop(config, { logger: false }, { runJobs: false });
  await shop.stop();
  project.provide('e2eTemplateDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
