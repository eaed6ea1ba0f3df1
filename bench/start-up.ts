/**
 * npm run bench:start-up: how long the shop takes to open, as `npm start` runs it
 * (docs/decisions/029-start-up.md). Three starts, each timed from the process's spawn to its
 * "The shop is open" line:
 *   first start: an empty data folder (migrations, the demo catalogue, the first administrator)
 *                and no compiled server (it is compiled first);
 *   restart:     the same data, the compiled server;
 *   sources:     the same data, the TypeScript sources through tsx (how every start ran before).
 * The web app is built beforehand when stale, as `npm start` would; its build is not timed here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBundle } from '../scripts/build-server';
import { buildWebIfStale } from '../scripts/build-web';
import { startShopProcess } from '../tests/support/process';

buildWebIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-up-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' };

async function timedStart(script: string): Promise<number> {
  const started = performance.now();
  // npm start's flags: the compiled server's stack traces read through its source map.
  const flags = script === 'scripts/start.mjs' ? ['--enable-source-maps'] : [];
  const shop = await startShopProcess(env, 180_000, flags, script);
  const ms = performance.now() - started;
  if ((await fetch(`${shop.url}/readyz`)).status !== 200) throw new Error('the shop is not ready');
  await shop.stop();
  return ms;
}

try {
  rmSync(serverBundle, { force: true });
  const first = await timedStart('scripts/start.mjs');
  const restart = await timedStart('scripts/start.mjs');
  const sources = await timedStart('src/server/main.ts');
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`first start (compile, migrate, seed): ${s(first)}`);
  console.log(`restart (compiled):                   ${s(restart)}`);
  console.log(`restart from sources through tsx:     ${s(sources)}`);
  console.log(`restart / sources:                    ${(restart / sources).toFixed(2)}`);
  console.log(
    `load average now: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
