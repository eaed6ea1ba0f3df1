/**
 * npm run bench:profile: where a catalogue read's time goes. Runs the seeded shop under
 * `node --cpu-prof` (its own Node.js flags besides), loads each catalogue path in turn with
 * autocannon, then cuts the profile into each path's window and prints the cost of each step of a
 * request in microseconds of CPU per request (bench/profile-analysis.ts says how samples are
 * assigned to steps), and the functions that ran the most.
 *
 * BENCH_ENGINE=PGlite|PostgreSQL (PGlite), PROFILE_SECONDS (5), BENCH_CONNECTIONS (32),
 * PROFILE_PATHS (a comma-separated list of substrings to keep some paths only), PROFILE_TOP (12).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { breakdown, readProfile } from './profile-analysis';
import { catalogHeaders, catalogPaths, pathLabel, postgresServerUrl, round, startBenchShop } from './support';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TOP = Number(process.env.PROFILE_TOP ?? 12);
const engine = process.env.BENCH_ENGINE === 'PostgreSQL' ? 'PostgreSQL' : 'PGlite';
const only = process.env.PROFILE_PATHS?.split(',').filter(Boolean);

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: catalogHeaders });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total;
}

const profileDir = mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'));
const serverUrl = engine === 'PostgreSQL' ? await postgresServerUrl() : undefined;
if (engine === 'PostgreSQL' && !serverUrl) throw new Error('PostgreSQL is not reachable.');
const shop = await startBenchShop(engine, serverUrl, undefined, [
  '--cpu-prof',
  `--cpu-prof-dir=${profileDir}`,
  '--cpu-prof-interval=100',
]);
const windows: Array<{ path: string; from: number; to: number; requests: number }> = [];
try {
  const paths = (await catalogPaths(shop.url)).filter((p) => !only || only.some((part) => p.includes(part)));
  for (const p of paths) await load(`${shop.url}${p}`, 2);
  for (const p of paths) {
    const from = nowUs();
    const requests = await load(`${shop.url}${p}`, SECONDS);
    windows.push({ path: p, from, to: nowUs(), requests });
  }
} finally {
  // SIGTERM: the shop shuts down and exits, and Node writes the profile on exit.
  await shop.cleanup();
}

// One profile per thread (pino-pretty's transport runs in a worker); thread 0 is the main one.
const file = readdirSync(profileDir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
if (!file) throw new Error(`No profile was written in ${profileDir}.`);
const profile = readProfile(path.join(profileDir, file));
console.log(
  `\nCPU profile of the shop (${engine}), ${CONNECTIONS} connections, ${SECONDS} s a path, ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}\n` +
    `Profile: ${path.join(profileDir, file)}`,
);
for (const window of windows) {
  const result = breakdown(profile, window.from, window.to);
  const perRequest = (ms: number) => round((ms * 1000) / window.requests, 1);
  console.log(
    `\n${pathLabel(window.path)}: ${round(window.requests / SECONDS)} req/s, ` +
      `${perRequest(result.busyMs)} µs of CPU per request`,
  );
  console.table(
    result.steps
      .filter((row) => row.share >= 0.005)
      .map((row) => ({
        step: row.step,
        'µs/req': perRequest(row.ms),
        share: `${round(row.share * 100, 1)}%`,
      })),
  );
  console.table(
    result.functions.slice(0, TOP).map((row) => ({
      'function (self)': row.fn,
      'µs/req': perRequest(row.ms),
      share: `${round(row.share * 100, 1)}%`,
    })),
  );
}
