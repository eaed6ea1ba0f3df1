/**
 * Compiles the server into one file (dist/server/main.mjs) when it is missing or older than its
 * sources, so `npm start` loads plain JavaScript instead of transpiling some 300 TypeScript files
 * on every start (docs/decisions/029-start-up.md). Packages stay in node_modules; only the shop's
 * own code is joined. Tests and `npm run dev` run the sources as they are.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newestMtime } from './build-web';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the server is compiled from, relative to the project's root. */
export const SERVER_SOURCES = ['src/server', 'src/shared', 'package-lock.json', 'scripts/build-server.ts'];
export const serverBundle = path.join(root, 'dist/server/main.mjs');

export function serverBuildIsStale(): boolean {
  const built = newestMtime(serverBundle);
  return built === 0 || SERVER_SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function buildServerIfStale(): Promise<void> {
  if (!serverBuildIsStale()) return;
  const result = await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces in the logs name the TypeScript files and lines (node --enable-source-maps).
    // Without the sources' text, which a stack trace never needs, the map Node reads and parses
    // at every start is a fraction of the size (docs/decisions/029-start-up.md).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed into place, so a shop starting meanwhile never loads half a file.
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerIfStale();
