/**
 * npm test: typecheck, lint, the web app's build when stale (the API tests read its server-rendered
 * pages), API tests on PGlite, the engine-dependent ones again on PostgreSQL when TEST_DATABASE_URL
 * is set (tests/engines/both-engines.ts), then the browser journeys in Chromium. Stops at the first
 * failing step, and prints each step's time and the slowest test files at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOTH_ENGINES } from '../tests/engines/both-engines';
import { buildWebIfStale } from './build-web';
import { printReport, type Step } from './test-report';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(os.tmpdir(), 'shop-test-report-'));
const steps: Step[] = [];

function timed(title: string, work: () => boolean, jsonReport?: string): void {
  const started = performance.now();
  const ok = work();
  steps.push({ title, seconds: (performance.now() - started) / 1000, ok, jsonReport });
  if (!ok) {
    console.error(`\n${title} failed.`);
    printReport(steps, root);
    process.exit(1);
  }
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  timed(
    title,
    () => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0,
  );
}

/** A Vitest run whose JSON report feeds the closing summary. */
function vitest(title: string, args: string[], env: Record<string, string> = {}) {
  const jsonReport = path.join(reports, `${steps.length}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${jsonReport}`];
  console.log(`\n=== ${title} ===`);
  timed(
    title,
    () =>
      spawnSync('npx', ['vitest', 'run', ...reporters, ...args], {
        stdio: 'inherit',
        env: { ...process.env, ...env },
      }).status === 0,
    jsonReport,
  );
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('Typecheck', 'npx', ['tsc', '--noEmit']);
  run('Lint', 'npx', ['biome', 'check', '.']);
}
if (!only || only === 'api' || only === 'e2e') {
  // The API tests read the server-rendered pages of the built app, and the journeys drive it.
  console.log('\n=== Web app build (when stale) ===');
  timed('Web app build (when stale)', () => {
    buildWebIfStale();
    return true;
  });
}
if (!only || only === 'api') {
  vitest('API tests on PGlite', [], { TEST_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    // Only what can differ between the engines runs twice (docs/decisions/032).
    vitest(
      'API tests on PostgreSQL (both-engines list)',
      ['--project', 'db', '--project', 'process', ...Object.keys(BOTH_ENGINES)],
      {
        TEST_DB: 'postgres',
      },
    );
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
  }
}
if (!only || only === 'e2e') {
  run('Bundle budget', 'npx', ['tsx', 'bench/budget-check.ts']);
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const banner = '!'.repeat(78);
    console.error(
      `\n${banner}\n!! Chromium not found at ${chromium}: the browser journeys were NOT run.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`,
    );
    if (process.env.CI === 'true') process.exit(1);
  } else {
    vitest('Browser journeys', ['--config', 'vitest.e2e.config.ts'], { CHROMIUM_PATH: chromium });
  }
}
printReport(steps, root);
