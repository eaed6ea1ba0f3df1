/**
 * The first administrator, created at start-up when there is none (docs/architecture.md section 4): from
 * ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD, or outside production as `admin` with a random
 * password printed once, since a development shop should be usable without any set-up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { adminAccountSchema, anyAdminExists, createAdminAccount, generatePassword } from './admin-accounts';

export const DEV_ADMIN = { userName: 'admin', email: 'admin@oversized.local' } as const;

export type FirstAdminOutcome =
  | { created: false; reason: 'exists' | 'not-configured' | 'invalid' }
  | { created: true; userName: string; generatedPassword?: string };

/** Writes to the console, never to the log: the log may be shipped elsewhere; the password must not. */
export type Announce = (text: string) => void;

export async function ensureFirstAdmin(
  db: DbOrTx,
  config: Pick<Config, 'production' | 'firstAdmin'>,
  log: FastifyBaseLogger,
  announce: Announce = (text) => console.log(text),
): Promise<FirstAdminOutcome> {
  if (await anyAdminExists(db)) return { created: false, reason: 'exists' };
  const { userName, email, password } = config.firstAdmin;
  const anySet = userName !== undefined || email !== undefined || password !== undefined;

  if (anySet) {
    const parsed = adminAccountSchema.safeParse({ userName, email, password });
    if (!parsed.success) {
      const problem = parsed.error.issues[0]!;
      log.warn(
        `No administrator was created: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must all be set and valid (${String(problem.path[0])}: ${problem.message})`,
      );
      return { created: false, reason: 'invalid' };
    }
    let row: Awaited<ReturnType<typeof createAdminAccount>>;
    try {
      row = await createAdminAccount(db, parsed.data);
    } catch (err) {
      // A password the rules refuse (a common one, or the user name): the same warning as above.
      if (!(err instanceof AppError)) throw err;
      log.warn(`No administrator was created: ADMIN_PASSWORD: ${err.message}`);
      return { created: false, reason: 'invalid' };
    }
    if (!row) return { created: false, reason: 'exists' };
    log.info(`Created the first administrator "${row.userName}" from ADMIN_USERNAME`);
    return { created: true, userName: row.userName };
  }

  if (config.production) {
    log.warn(
      'No administrator exists and ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are not set; none was created. Set them and restart, or run `npm run admin -- create`.',
    );
    return { created: false, reason: 'not-configured' };
  }

  const generatedPassword = generatePassword();
  const row = await createAdminAccount(db, { ...DEV_ADMIN, password: generatedPassword });
  if (!row) return { created: false, reason: 'exists' };
  announce(
    [
      '',
      '  First administrator created (shown only this once):',
      `    user name: ${row.userName}`,
      `    password:  ${generatedPassword}`,
      '  Sign in at /admin/login; change it with `npm run admin -- reset-password --username admin`.',
      '',
    ].join('\n'),
  );
  return { created: true, userName: row.userName, generatedPassword };
}
