/** Starts the built shop on a free port with a temporary DATA_DIR; stopped after the file. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { AppOptions } from '#server/app';
import { loadConfig } from '#server/config';
import { type RunningShop, startShop } from '#server/main';

export const E2E_ADMIN = { userName: 'admin', email: 'admin@oversized.test', password: 'admin-password-123' };

/** `overrides` replace parts of the app's dependencies, e.g. where the shop delivers. */
export async function startTestShop(
  env: Record<string, string> = {},
  overrides: Partial<AppOptions> = {},
): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.userName,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...env,
  });
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
