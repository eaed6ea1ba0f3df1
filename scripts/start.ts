/**
 * npm start when scripts/start.mjs cannot run the compiled shop at once: check Node.js and the
 * configuration, build the web app and compile the server if either is stale, note that all is
 * checked (scripts/start-check.ts), then run the compiled shop (docs/decisions/029-start-up.md).
 */
// First, so an old Node.js is named before anything else can fail on it.
import './require-node';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '#server/config';
import { buildServerIfStale, serverBundle } from './build-server';
import { buildWebIfStale } from './build-web';
import { writeStartCheck } from './start-check';

try {
  loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
buildWebIfStale();
await buildServerIfStale();
writeStartCheck();
const shop = (await import(pathToFileURL(serverBundle).href)) as typeof import('#server/main');
await shop.main();
