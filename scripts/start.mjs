/**
 * npm start (docs/decisions/029-start-up.md). Plain JavaScript, the one such file, because it
 * runs before any TypeScript can: on a restart, with dist/start-check.json saying the web app and
 * the compiled server are newer than their sources and Node.js is the version last checked, it
 * runs the compiled shop at once. Loading tsx and running every package through its hooks cost
 * about 0.5 s of such a start. Anything else (a first start, an edit, another Node.js, a missing
 * build) goes through scripts/start.ts under tsx, which checks, builds and writes that file again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The newest modification time in a file or folder tree; 0 when it does not exist (as build-web.ts). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether dist/start-check.json (scripts/start-check.ts) still holds; false when missing or unreadable. */
function builtAndChecked() {
  try {
    const check = JSON.parse(readFileSync(path.join(root, 'dist/start-check.json'), 'utf8'));
    if (check.node !== process.versions.node) return false;
    return check.builds.every(({ outputs, sources }) => {
      const built = Math.min(...outputs.map((file) => newestMtime(path.join(root, file))));
      return built > 0 && sources.every((source) => newestMtime(path.join(root, source)) <= built);
    });
  } catch {
    return false;
  }
}

if (builtAndChecked()) {
  const shop = await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href);
  await shop.main();
} else {
  // The same loader `node --import tsx` registers.
  await import('tsx');
  await import('./start.ts');
}
