/**
 * What lets `npm start` skip TypeScript on a restart (docs/decisions/029-start-up.md). Once
 * scripts/start.ts has checked Node.js and brought the web app and the compiled server up to
 * date, it writes dist/start-check.json: each build's outputs with the sources they are made
 * from, and the Node.js version that passed. scripts/start.mjs reads it on the next start; when
 * every output is still newer than its sources and Node.js is the same, it runs the compiled shop
 * without loading tsx.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_SOURCES } from './build-server';
import { WEB_OUTPUTS, WEB_SOURCES } from './build-web';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Read by scripts/start.mjs, which is plain JavaScript and names the same path. */
export const startCheckFile = path.join(root, 'dist/start-check.json');

/** Paths relative to the project's root; a folder stands for every file under it. */
export interface StartCheck {
  node: string;
  builds: { outputs: string[]; sources: string[] }[];
}

export function startCheck(node = process.versions.node): StartCheck {
  return {
    node,
    builds: [
      { outputs: WEB_OUTPUTS, sources: WEB_SOURCES },
      { outputs: ['dist/server/main.mjs'], sources: SERVER_SOURCES },
      // The file itself goes stale with what decides the start: the start scripts and the
      // engines range in package.json.
      {
        outputs: ['dist/start-check.json'],
        sources: [
          'package.json',
          'scripts/start.mjs',
          'scripts/start.ts',
          'scripts/start-check.ts',
          'scripts/build-web.ts',
          'scripts/require-node.ts',
          'scripts/node-version.ts',
        ],
      },
    ],
  };
}

export function writeStartCheck(): void {
  mkdirSync(path.dirname(startCheckFile), { recursive: true });
  const partial = `${startCheckFile}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(startCheck(), null, 2)}\n`);
  renameSync(partial, startCheckFile);
}
