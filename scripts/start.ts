/** npm start: check Node.js and the configuration, build the web app if stale, then run the shop. */
// First, so an old Node.js is named before anything else can fail on it.
import './require-node';
import { ConfigError, loadConfig } from '#server/config';
import { main } from '#server/main';
import { buildWebIfStale } from './build-web';

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
await main();
