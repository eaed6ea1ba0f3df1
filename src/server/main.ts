/** Entry point: read config, open the database, migrate, prepare data, listen, shut down gracefully. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppOptions, buildApp, defaultWebDir } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { assertStartable } from './config-checks';
import { type Database, fromPostgres, openPglite } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { startJobs } from './jobs';
import { redisCounters } from './lib/redis-counters';
import { prepareData } from './startup';

export interface RunningShop {
  url: string;
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  stop(): Promise<void>;
}

/** Starts the whole shop; used by main and by the browser journeys. */
export async function startShop(
  config: Config,
  overrides: Partial<AppOptions> = {},
  options: { webDir?: string; runJobs?: boolean } = {},
): Promise<RunningShop> {
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  let database: Database | undefined;
  try {
    database = config.databaseUrl
      ? await fromPostgres(config.databaseUrl)
      : await openPglite(path.join(config.dataDir, 'pg'));
    await migrate(database);
    const app = await buildApp({
      db: database.db,
      config,
      webDir: options.webDir ?? defaultWebDir,
      // Several instances share rate limits through Redis; one instance counts in memory.
      ...(config.redisUrl ? { counters: redisCounters(config.redisUrl) } : {}),
      logger: {
        level: config.logLevel,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'],
        ...(config.production ? {} : { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
      },
      ...overrides,
    });
    await prepareData(app.deps, app.log);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const stopJobs = options.runJobs === false ? async () => {} : startJobs(app.deps, app.log);
    const db = database;
    return {
      url: `http://localhost:${port}`,
      database: db,
      app,
      async stop() {
        await stopJobs();
        await app.close();
        await app.deps.counters.close();
        await db.close();
        releaseLock();
      },
    };
  } catch (err) {
    await database?.close().catch(() => {});
    releaseLock();
    throw err;
  }
}

export async function main() {
  let config: Config;
  try {
    config = loadConfig();
    assertStartable(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let shop: RunningShop;
  try {
    shop = await startShop(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    shop.app.log.info(`${signal} received, finishing in-flight requests`);
    await shop.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Printed once the handlers are in place: a stop sent as soon as the line appears (a
  // supervisor, a test) finishes cleanly instead of killing the process mid-start.
  console.log(`\n  The shop is open at ${shop.url}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
