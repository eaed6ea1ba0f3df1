import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToExit, startShopProcess } from '../support/process';

function runScript(script: string, args: string[], env: Record<string, string>) {
  return runToExit(
    spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    60_000,
  );
}

describe('backup and restore of the embedded database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const dataDir = path.join(dir, 'data');
  const backupFile = path.join(dir, 'shop.tar.gz');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to back up while the shop runs, then backs up and restores once it is stopped', {
    timeout: 180_000,
  }, async () => {
    const shop = await startShopProcess({ DATA_DIR: dataDir });
    const whileRunning = await runScript('scripts/backup.ts', [backupFile], { DATA_DIR: dataDir });
    expect(whileRunning.code).not.toBe(0);
    expect(whileRunning.stderr).toMatch(/holds the lock/);
    await shop.stop();

    const backup = await runScript('scripts/backup.ts', [backupFile], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);

    const restoredDir = path.join(dir, 'restored');
    const restore = await runScript('scripts/restore.ts', [backupFile], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await startShopProcess({ DATA_DIR: restoredDir });
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
    await restored.stop();
  });
});
