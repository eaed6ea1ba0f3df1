/**
 * The repository's root, for files the server reads beside its code (fonts, the pincode
 * directory, migrations). This file sits two folders deep (src/server/), and so does the
 * compiled server `npm start` runs (dist/server/main.mjs, scripts/build-server.ts), so the same
 * line finds the root from both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A file under src/server, by its path from there. */
export function serverFile(relative: string): string {
  return path.join(projectRoot, 'src/server', relative);
}
