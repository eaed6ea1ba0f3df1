import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '#server/db/lock';
import { adminEvents, adminPasskeys, adminRecoveryCodes, admins, sessions } from '#server/db/schema';
import { verifyPassword } from '#server/modules/accounts/passwords';
import { findAdminByUserName } from '#server/modules/admin/admin-accounts';
import { createSessionToken } from '#server/plugins/sessions';
import { databaseForProcess } from '#tests/support/admin-factories';
import { runToExit } from '#tests/support/process';

describe('npm run admin', async () => {
  const target = await databaseForProcess();
  const admin = (...args: string[]) =>
    runToExit(
      spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
        env: { ...process.env, NODE_ENV: 'test', ...target.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      60_000,
    );
  /** Runs `work` against the database while no command holds it. */
  const withDb = async <T>(work: (db: Awaited<ReturnType<typeof target.open>>['db']) => Promise<T>) => {
    const database = await target.open();
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };

  it('creates an administrator with the given password', async () => {
    const result = await admin(
      'create',
      '--username',
      'Owner',
      '--email',
      'Owner@Example.in',
      '--password',
      'first password 1',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Administrator "Owner" created.');
    expect(result.stdout).not.toContain('first password 1');
    const row = await withDb((db) => findAdminByUserName(db, 'owner'));
    // BUSINESS.md section 15: the command line makes an Owner.
    expect(row).toMatchObject({ userName: 'Owner', email: 'owner@example.in', roles: ['owner'] });
    expect(await verifyPassword(row!.passwordHash, 'first password 1')).toBe(true);
  });

  it('refuses a taken user name or email, a short password and missing arguments', async () => {
    const taken = await admin(
      'create',
      '--username',
      'owner',
      '--email',
      'x@example.in',
      '--password',
      'long enough 1',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/already exists/);
    const short = await admin(
      'create',
      '--username',
      'second',
      '--email',
      'second@example.in',
      '--password',
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 8 characters/);
    const usage = await admin('create', '--username', 'third');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/Usage:/);
    expect(await withDb((db) => db.$count(admins))).toBe(1);
  });

  it('generates and prints a password once when none is given off a terminal', async () => {
    const result = await admin('create', '--username', 'helper', '--email', 'helper@example.in');
    expect(result.code, result.stderr).toBe(0);
    const password = /Generated password \(shown only this once\): (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    const row = await withDb((db) => findAdminByUserName(db, 'helper'));
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
  });

  it('resets a password and signs that administrator out everywhere, leaving others signed in', async () => {
    const { ownerId, otherId } = await withDb(async (db) => {
      const owner = (await findAdminByUserName(db, 'owner'))!;
      const other = (await findAdminByUserName(db, 'helper'))!;
      await createSessionToken(db, 'admin', owner.id, new Date());
      await createSessionToken(db, 'admin', other.id, new Date());
      return { ownerId: owner.id, otherId: other.id };
    });
    const result = await admin('reset-password', '--username', 'OWNER', '--password', 'second password 2');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Password of "Owner" changed');
    await withDb(async (db) => {
      const row = (await findAdminByUserName(db, 'owner'))!;
      expect(await verifyPassword(row.passwordHash, 'second password 2')).toBe(true);
      expect(await verifyPassword(row.passwordHash, 'first password 1')).toBe(false);
      expect(await db.$count(sessions, eq(sessions.accountId, ownerId))).toBe(0);
      expect(await db.$count(sessions, eq(sessions.accountId, otherId))).toBe(1);
    });
  });

  it('refuses a common password, or the user name as the password, on create and on reset', async () => {
    const common = await admin(
      'create',
      '--username',
      'packer',
      '--email',
      'packer@example.in',
      '--password',
      'Password123',
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toMatch(/one of the most common passwords/);
    expect(common.stderr).not.toMatch(/\bat\b.*\.ts:\d+/);
    const ownName = await admin('reset-password', '--username', 'owner', '--password', 'OWNER@example.in');
    expect(ownName.code).toBe(1);
    expect(ownName.stderr).toMatch(/must not be your user name or email/);
    await withDb(async (db) => {
      expect(await findAdminByUserName(db, 'packer')).toBeUndefined();
      const owner = await findAdminByUserName(db, 'owner');
      expect(await verifyPassword(owner!.passwordHash, 'OWNER@example.in')).toBe(false);
    });
  });

  it('says so when no administrator has that name', async () => {
    const result = await admin('reset-password', '--username', 'ghost', '--password', 'whatever 123');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No administrator is named "ghost"/);
    const twoStep = await admin('reset-two-step', '--username', 'ghost');
    expect(twoStep.code).toBe(1);
    expect(twoStep.stderr).toMatch(/No administrator is named "ghost"/);
  });

  it('resets a lost second step: app, recovery codes and passkeys go, and the sessions end', async () => {
    const ownerId = await withDb(async (db) => {
      const owner = (await findAdminByUserName(db, 'owner'))!;
      await db
        .update(admins)
        .set({ totpSecret: 'sealed', totpEnrolledAt: new Date(), totpLastStep: 1 })
        .where(eq(admins.id, owner.id));
      await db.insert(adminRecoveryCodes).values({ adminId: owner.id, codeHash: 'hash' });
      await db.insert(adminPasskeys).values({
        adminId: owner.id,
        credentialId: 'cred-1',
        publicKey: Buffer.from([1, 2, 3]),
        transports: [],
        name: 'Lost phone',
      });
      await createSessionToken(db, 'admin', owner.id, new Date());
      return owner.id;
    });
    const result = await admin('reset-two-step', '--username', 'Owner');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Two-step sign-in of "Owner" reset');
    await withDb(async (db) => {
      const row = (await findAdminByUserName(db, 'owner'))!;
      expect(row).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null });
      expect(await db.$count(adminRecoveryCodes, eq(adminRecoveryCodes.adminId, ownerId))).toBe(0);
      expect(await db.$count(adminPasskeys, eq(adminPasskeys.adminId, ownerId))).toBe(0);
      expect(await db.$count(sessions, eq(sessions.accountId, ownerId))).toBe(0);
      const [event] = await db.select().from(adminEvents).where(eq(adminEvents.type, 'two_step.reset'));
      expect(event?.adminId).toBe(ownerId);
    });
  });

  it.runIf(target.env.DATA_DIR)(
    'refuses to touch the embedded database while the shop holds it',
    async () => {
      const release = acquireDataDirLock(target.env.DATA_DIR!);
      try {
        const result = await admin('reset-password', '--username', 'owner', '--password', 'third password 3');
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/holds the lock/);
      } finally {
        release();
      }
    },
  );
});
