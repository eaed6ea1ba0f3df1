import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToExit, spawnShop, startShopProcess } from '../support/process';

describe('start-up', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same DATA_DIR at once, while the first keeps serving', {
    timeout: 120_000,
  }, async () => {
    const first = await startShopProcess({ DATA_DIR: dataDir });
    try {
      // A second process that waited on the lock would still be waiting while the first serves:
      // killed at the time limit, it has no exit code. How long a start takes on a busy machine
      // is not what this checks.
      const second = await runToExit(spawnShop({ DATA_DIR: dataDir }), 30_000);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/holds the lock .*shop\.lock/);

      const health = await fetch(`${first.url}/readyz`);
      expect(health.status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    // After a clean stop the lock is released and the same data opens again.
    const again = await startShopProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    await again.stop();
  });

  it('stops with one line naming PORT when PORT=abc', { timeout: 60_000 }, async () => {
    const result = await runToExit(
      spawnShop({ PORT: 'abc', DATA_DIR: dataDir }, 'scripts/start.mjs'),
      20_000,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid PORT="abc"/);
  });

  it('runs compiled as npm start does: seeds the demo catalogue and prints only what the operator needs', {
    timeout: 240_000,
  }, async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
    const shop = await startShopProcess(
      { DATA_DIR: fresh, SEED_DEMO: 'true', LOG_LEVEL: 'info' },
      200_000,
      [],
      'scripts/start.mjs',
    );
    try {
      expect(existsSync('dist/server/main.mjs')).toBe(true);
      const items = await fetch(`${shop.url}/get-items`, { headers: { 'x-api-key': 'dev-api-key' } });
      expect(((await items.json()) as unknown[]).length).toBe(8);
      const page = await fetch(`${shop.url}/products?category=hoodies&size=M`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Hoodies');
      // Nothing a newcomer cannot act on: no bundler or runtime warnings.
      expect(shop.output()).not.toMatch(/warn|deprecat|experimental/i);
    } finally {
      expect(await shop.stop()).toBe(0);
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('restarts without loading TypeScript once the builds are checked (docs/decisions/029-start-up.md)', {
    timeout: 240_000,
  }, async () => {
    // Says on exit whether a TypeScript loader (tsx) hooked into this process.
    const probe = `data:text/javascript,${encodeURIComponent(
      "import m from 'node:module'; process.on('exit', () => console.log('typescript loader: ' + ('.ts' in m._extensions)));",
    )}`;
    const startTwice = [];
    for (let i = 0; i < 2; i++) {
      const shop = await startShopProcess(
        { DATA_DIR: dataDir },
        200_000,
        ['--import', probe],
        'scripts/start.mjs',
      );
      expect(await shop.stop()).toBe(0);
      startTwice.push(shop.output());
    }
    // The first start may build and check; the second finds both done and runs the compiled shop.
    expect(startTwice[1]).toContain('typescript loader: false');
    expect(existsSync('dist/start-check.json')).toBe(true);
  });
});
