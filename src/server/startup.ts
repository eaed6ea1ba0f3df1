/** Work done once at start-up after migrations: demo catalogue and first administrator. */
import type { FastifyBaseLogger } from 'fastify';
import { seedDemoCatalog } from './db/seed/seed-demo';
import type { AppDeps } from './deps';
import { ensureFirstAdmin } from './modules/admin/first-admin';

export async function prepareData(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  if (deps.config.seedDemo) await seedDemoCatalog(deps.db, log);
  await ensureFirstAdmin(deps.db, deps.config, log);
}
