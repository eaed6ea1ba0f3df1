import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { admins } from '#server/db/schema';
import { databaseForProcess } from '#tests/support/admin-factories';
import { startShopProcess } from '#tests/support/process';
import { createTestDatabase } from '#tests/support/test-db';
import { verifyPassword } from '../accounts/passwords';
import { findAdminByUserName } from './admin-accounts';
import { DEV_ADMIN, ensureFirstAdmin } from './first-admin';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (message: string) => lines.push({ level, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as Parameters<
    typeof ensureFirstAdmin
  >[2];
  return { log, lines };
}

const configFrom = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('the first administrator at start-up', async () => {
  // One empty database per case (created here: hooks belong to the file, not to a test).
  const [fromVariables, development, production, partial] = [
    await createTestDatabase(),
    await createTestDatabase(),
    await createTestDatabase(),
    await createTestDatabase(),
  ];
  const target = await databaseForProcess();

  it('is created from ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const { db } = fromVariables;
    const { log, lines } = recordingLog();
    const printed: string[] = [];
    const config = configFrom({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'Owner@Shop.in',
      ADMIN_PASSWORD: 'a long secret 42',
    });
    expect(await ensureFirstAdmin(db, config, log, (t) => printed.push(t))).toEqual({
      created: true,
      userName: 'owner',
    });
    const row = await findAdminByUserName(db, 'owner');
    expect(row!.email).toBe('owner@shop.in');
    // BUSINESS.md section 15: the first administrator is an Owner.
    expect(row!.roles).toEqual(['owner']);
    expect(await verifyPassword(row!.passwordHash, 'a long secret 42')).toBe(true);
    expect(printed).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('a long secret 42');
    // A restart, even with other values, changes nothing.
    const again = configFrom({
      ADMIN_USERNAME: 'other',
      ADMIN_EMAIL: 'o@shop.in',
      ADMIN_PASSWORD: 'x'.repeat(12),
    });
    expect(await ensureFirstAdmin(db, again, log)).toEqual({ created: false, reason: 'exists' });
    expect(await db.$count(admins)).toBe(1);
  });

  it('outside production without the variables: user admin with a random password printed once', async () => {
    const { db } = development;
    const { log } = recordingLog();
    const printed: string[] = [];
    const outcome = await ensureFirstAdmin(db, configFrom({ NODE_ENV: 'development' }), log, (t) =>
      printed.push(t),
    );
    expect(outcome.created).toBe(true);
    const password = outcome.created ? outcome.generatedPassword! : '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(printed.join('')).toContain(password);
    expect(printed.join('')).toContain(`user name: ${DEV_ADMIN.userName}`);
    const row = await findAdminByUserName(db, 'admin');
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
    expect(await ensureFirstAdmin(db, configFrom({}), log, (t) => printed.push(t))).toMatchObject({
      created: false,
    });
    expect(printed).toHaveLength(1);
  });

  it('in production without the variables: a clear warning and no administrator', async () => {
    const { db } = production;
    const { log, lines } = recordingLog();
    const outcome = await ensureFirstAdmin(db, configFrom({ NODE_ENV: 'production' }), log);
    expect(outcome).toEqual({ created: false, reason: 'not-configured' });
    expect(await db.$count(admins)).toBe(0);
    expect(lines).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are not set/),
      },
    ]);
  });

  it('with only some variables, or a short, common or own-name password: a warning naming the problem and no administrator', async () => {
    const { db } = partial;
    const { log, lines } = recordingLog();
    expect(await ensureFirstAdmin(db, configFrom({ ADMIN_USERNAME: 'owner' }), log)).toMatchObject({
      reason: 'invalid',
    });
    const short = configFrom({ ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'o@shop.in', ADMIN_PASSWORD: 'short' });
    expect(await ensureFirstAdmin(db, short, log)).toMatchObject({ reason: 'invalid' });
    const common = configFrom({
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'o@shop.in',
      ADMIN_PASSWORD: 'Password123',
    });
    expect(await ensureFirstAdmin(db, common, log)).toMatchObject({ reason: 'invalid' });
    const ownName = configFrom({
      ADMIN_USERNAME: 'shopowner',
      ADMIN_EMAIL: 'o@shop.in',
      ADMIN_PASSWORD: 'ShopOwner',
    });
    expect(await ensureFirstAdmin(db, ownName, log)).toMatchObject({ reason: 'invalid' });
    expect(await db.$count(admins)).toBe(0);
    expect(lines.map((l) => l.message)).toEqual([
      expect.stringContaining('email'),
      expect.stringContaining('password: The password must be at least 8 characters.'),
      expect.stringContaining('ADMIN_PASSWORD: This password is one of the most common passwords.'),
      expect.stringContaining('ADMIN_PASSWORD: Your password must not be your user name or email.'),
    ]);
  });

  it('is created by a real start-up, printing the generated password to the console only once', async () => {
    const first = await startShopProcess({ ...target.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    await first.stop();
    const password = /password:\s+(\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    const second = await startShopProcess({ ...target.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    await second.stop();
    expect(second.output()).not.toContain('First administrator created');
    const database = await target.open();
    try {
      const row = await findAdminByUserName(database.db, 'admin');
      expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
