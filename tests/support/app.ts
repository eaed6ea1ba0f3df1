/** Builds the API on a fresh test database, with a controllable clock and the default test config. */
import type { FastifyServerOptions } from 'fastify';
import { type App, type AppOptions, buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { type TestClock, testClock } from './clock';
import { createTestDatabase } from './test-db';

export const TEST_API_KEY = 'test-api-key';
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  database: Database;
  clock: TestClock;
}

/** One app per test file: call at the top of a describe or file. Closed after the file. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppOptions> & { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    API_KEY: TEST_API_KEY,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ db: database.db, config, clock, ...overrides });
  return { app, database, clock };
}

/** Headers the web app sends on catalogue and admin calls. */
export const apiKeyHeader = { 'x-api-key': TEST_API_KEY };
