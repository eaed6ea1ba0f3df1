/**
 * Builds the web app when dist/web or its server renderer (dist/ssr) is missing or older than
 * their sources (docs/decisions/023-server-rendering.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the web app is built from, relative to the project's root. */
export const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
/** The files a build writes last-checked against its sources, relative to the project's root. */
export const WEB_OUTPUTS = ['dist/web/index.html', 'dist/ssr/entry-server.js'];

/** The newest modification time in a file or folder tree; 0 when it does not exist. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(outDir = path.join(root, 'dist/web')): boolean {
  const outputs = [path.join(outDir, 'index.html'), path.join(outDir, '..', 'ssr', 'entry-server.js')];
  if (outputs.some((file) => !existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return WEB_SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** The x-api-key the web app is built with; the same rule as vite.config.ts. */
export function webApiKey(): string {
  return process.env.VITE_API_KEY ?? process.env.API_KEY ?? 'dev-api-key';
}

/** True when the built app in `outDir` sends `apiKey` (a build made with another key would not). */
export function webBuildUsesKey(apiKey: string, outDir = path.join(root, 'dist/web')): boolean {
  const assets = path.join(outDir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some(
    (name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(apiKey),
  );
}

export function buildWebIfStale(options: { apiKey?: string } = {}): void {
  if (!webBuildIsStale() && (options.apiKey === undefined || webBuildUsesKey(options.apiKey))) return;
  console.log('Building the web app...');
  // The browser's build, then the server's renderer of the same pages.
  for (const args of [[], ['--ssr']]) {
    const result = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('The web app failed to build.');
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
