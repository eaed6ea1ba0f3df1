/**
 * Closing two-step sign-in's window (docs/decisions/045-staff-roles.md): a member whose role
 * requires it goes on with the password alone for TWO_STEP_GRACE_DAYS after their account was
 * made; after that every back-office call but their own account's (setting it up) is refused, and
 * an authenticator app or a member whose role does not require it is never held back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '#server/db/schema';
import { TWO_STEP_GRACE_DAYS, TWO_STEP_LOCK_MESSAGE } from '#shared/permissions';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, type TestAccount } from '#tests/support/factories';
import { totpFor } from './two-step';

const DAY = 86_400_000;

describe('two-step sign-in past its due date', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const start = clock();

  /** A member whose account was made `daysAgo` days before the clock. */
  async function member(daysAgo: number, roles: string[] = ['owner']): Promise<TestAccount> {
    const account = await createAdmin(db, { roles });
    await db
      .update(admins)
      .set({ createdAt: new Date(start.getTime() - daysAgo * DAY) })
      .where(eq(admins.id, account.id));
    return account;
  }
  const call = (
    account: TestAccount,
    url: string,
    method: 'GET' | 'POST' | 'PUT' = 'GET',
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...headersFor(account), origin: TEST_ORIGIN, 'content-type': 'application/json' },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  it('lets an Owner in with the password alone inside the grace days, and says by when', async () => {
    const owner = await member(TWO_STEP_GRACE_DAYS - 1);
    expect((await call(owner, '/api/admins/orders')).statusCode).toBe(200);
    const me = (await call(owner, '/api/admins/me')).json();
    expect(me.twoStepDue).toBe(true);
    expect(me.twoStepDueBy).toBe(new Date(start.getTime() + DAY).toISOString());
  });

  it('past them, refuses all but setting it up; once set up, everything opens again', async () => {
    const owner = await member(TWO_STEP_GRACE_DAYS);
    const refused = await call(owner, '/api/admins/orders');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: TWO_STEP_LOCK_MESSAGE, code: 'two_step_required' });
    expect((await call(owner, '/api/admins/settings')).statusCode).toBe(403);
    // Their own account stays open: the profile (so the pages can send them to the set-up), the set-up.
    expect((await call(owner, '/api/admins/me')).statusCode).toBe(200);
    const started = await call(owner, '/api/admins/two-step/enrol', 'POST', {});
    expect(started.statusCode, started.body).toBe(200);
    const code = totpFor(started.json().secret, owner.email).generate({ timestamp: clock().getTime() });
    const confirmed = await call(owner, '/api/admins/two-step/confirm', 'POST', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call(owner, '/api/admins/orders')).statusCode).toBe(200);
    expect((await call(owner, '/api/admins/me')).json()).toMatchObject({
      twoStepDue: false,
      twoStepDueBy: null,
    });
  });

  it('never holds back a member whose roles do not require it, until the Owner requires it of all', async () => {
    const packer = await member(90, ['operations']);
    expect((await call(packer, '/api/admins/orders')).statusCode).toBe(200);
    expect((await call(packer, '/api/admins/me')).json()).toMatchObject({
      twoStepDue: false,
      twoStepDueBy: null,
    });
    const owner = await member(0);
    const saved = await call(owner, '/api/admins/settings/staff', 'PUT', { twoStepForAll: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(packer, '/api/admins/orders')).json().code).toBe('two_step_required');
  });
});
