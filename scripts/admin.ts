/**
 * Administrator accounts from the command line:
 *   npm run admin -- create --username <name> --email <email> [--password <password>]
 *   npm run admin -- reset-password --username <name> [--password <password>]
 *   npm run admin -- reset-two-step --username <name>
 * Without --password it asks on a terminal (an empty answer generates one) or, when not on a
 * terminal, generates one and prints it once. A reset signs that administrator out everywhere;
 * resetting two-step sign-in removes their authenticator app, recovery codes and passkeys.
 * On the embedded database it takes the DATA_DIR lock, so the shop must be stopped first; with
 * DATABASE_URL it works while the shop runs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '#server/config';
import { type Database, fromPostgres, openPglite } from '#server/db/client';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/lock';
import { migrate } from '#server/db/migrate';
import { AppError } from '#server/errors';
import {
  createAdminAccount,
  generatePassword,
  resetAdminPassword,
} from '#server/modules/admin/admin-accounts';
import { resetSecondStep } from '#server/modules/admin/two-step-reset';

const USAGE = `Usage:
  npm run admin -- create --username <name> --email <email> [--password <password>]
  npm run admin -- reset-password --username <name> [--password <password>]
  npm run admin -- reset-two-step --username <name>`;

class UsageError extends Error {}

async function choosePassword(given: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) return { password: given, generated: false };
  if (process.stdin.isTTY) {
    const typed = await askHidden('New password (leave empty to generate one): ');
    if (typed !== '') {
      if ((await askHidden('Repeat the password: ')) !== typed) throw new UsageError('The passwords differ.');
      return { password: typed, generated: false };
    }
  }
  return { password: generatePassword(), generated: true };
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(question);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let answer = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(answer);
          return;
        }
        answer = char === '\u007f' ? answer.slice(0, -1) : answer + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function openDatabase(): Promise<{ database: Database; release: () => void }> {
  const config = loadConfig();
  if (config.databaseUrl) return { database: await fromPostgres(config.databaseUrl, 1), release: () => {} };
  const release = acquireDataDirLock(config.dataDir);
  try {
    return { database: await openPglite(path.join(config.dataDir, 'pg')), release };
  } catch (err) {
    release();
    throw err;
  }
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const [command] = positionals;
  if (command !== 'create' && command !== 'reset-password' && command !== 'reset-two-step')
    throw new UsageError(USAGE);
  if (!values.username || (command === 'create' && !values.email)) throw new UsageError(USAGE);
  if (command === 'reset-two-step') return withDatabase(async (db) => resetTwoStepOf(db, values.username!));
  const { password, generated } = await choosePassword(values.password);
  const shown = generated ? `\nGenerated password (shown only this once): ${password}` : '';

  return withDatabase(async (db) => {
    if (command === 'create') {
      const created = await createAdminAccount(db, {
        userName: values.username!,
        email: values.email!,
        password,
      });
      if (!created) throw new UsageError('An administrator with that user name or email already exists.');
      return `Administrator "${created.userName}" created.${shown}`;
    }
    const admin = await resetAdminPassword(db, values.username!, password);
    if (!admin) throw new UsageError(`No administrator is named "${values.username}".`);
    return `Password of "${admin.userName}" changed; their sessions were signed out.${shown}`;
  });
}

async function resetTwoStepOf(db: Database['db'], userName: string): Promise<string> {
  const admin = await resetSecondStep(db, userName);
  if (!admin) throw new UsageError(`No administrator is named "${userName}".`);
  return `Two-step sign-in of "${admin.userName}" reset (app, recovery codes and passkeys removed); their sessions were signed out. They set it up again after signing in with the password.`;
}

async function withDatabase(work: (db: Database['db']) => Promise<string>): Promise<string> {
  const { database, release } = await openDatabase();
  try {
    await migrate(database);
    return await work(database.db);
  } finally {
    await database.close();
    release();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (err) {
  if (err instanceof ZodError) console.error(err.issues[0]!.message);
  else if (
    err instanceof UsageError ||
    err instanceof AppError ||
    err instanceof ConfigError ||
    err instanceof DataDirLockedError
  ) {
    console.error(err.message);
  } else if (err instanceof Error && err.message.includes('Unknown option'))
    console.error(`${err.message}\n${USAGE}`);
  else throw err;
  process.exit(1);
}
