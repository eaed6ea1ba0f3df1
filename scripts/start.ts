/** npm start: check the configuration, build the web app if stale, then run the shop. */
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
