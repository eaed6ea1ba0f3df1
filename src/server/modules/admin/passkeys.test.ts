/**
 * Passkeys as the staff's second step (BUSINESS.md section 15), with a software authenticator
 * (tests/support/software-authenticator.ts): a member adds one, signs in with it after the
 * password exactly as with a code, and the answers a passkey must not open are refused: a replay,
 * another challenge, a counter gone backwards, another member's passkey, too many tries.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { LOGIN_FAILURE_LIMIT } from '#server/modules/accounts/login-throttle';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { TWO_STEP_MESSAGES } from '#shared/two-step';
import { sessionCookieFrom } from '#tests/support/account-factories';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, TEST_PASSWORD, type TestAccount } from '#tests/support/factories';
import { SoftwareAuthenticator } from '#tests/support/software-authenticator';
import { findAdminById } from './admin-accounts';
import { confirmEnrolment, startEnrolment, totpFor } from './two-step';
import { secretsKeyOf } from './two-step-routes';

describe('passkeys', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  beforeEach(() => clock.set(new Date()));

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body: unknown = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...headersFor(cookie ? { cookie } : undefined),
        ...(method === 'GET' ? {} : { origin: TEST_ORIGIN, 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { payload: JSON.stringify(body) }),
    });
  const me = async (member: TestAccount) => (await call('GET', '/api/admins/me', member.cookie)).json();

  /** An Owner with one passkey added through the API. */
  async function withPasskey(name = 'Work laptop') {
    const member = await createAdmin(db);
    const authenticator = new SoftwareAuthenticator({ origin: TEST_ORIGIN });
    const options = await call('POST', '/api/admins/passkeys/options', member.cookie);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().rp).toEqual({ id: 'localhost', name: 'Oversized Admin' });
    const added = await call('POST', '/api/admins/passkeys', member.cookie, {
      name,
      response: authenticator.register(options.json()),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: PASSKEY_MESSAGES.added,
      passkey: { name, lastUsedAt: null },
    });
    return { member, authenticator, passkeyId: added.json().passkey.id as number };
  }

  const passwordStep = async (member: TestAccount) => {
    const res = await call('POST', '/api/admins/login', undefined, {
      userName: member.userName,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    return sessionCookieFrom(res, 'apend');
  };
  const signInOptions = async (pending: string) => {
    const res = await call('POST', '/api/admins/login/passkey/options', pending);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { challenge: string; allowCredentials: { id: string }[] };
  };
  const answer = (pending: string, response: unknown) =>
    call('POST', '/api/admins/login/passkey', pending, { response });

  it('a member adds a passkey; it counts as two-step enrolment and signs them in after the password', async () => {
    const { member, authenticator } = await withPasskey();
    expect((await me(member)).twoStepDue).toBe(false);
    const login = await call('POST', '/api/admins/login', undefined, {
      userName: member.userName,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(202);
    // No authenticator app: the page asks for the passkey, not for a code.
    expect(login.json()).toEqual({
      twoStep: true,
      message: PASSKEY_MESSAGES.passkeyNeeded,
      passkey: true,
      code: false,
    });
    expect(login.cookies.find((c) => c.name === 'aid')).toBeUndefined();
    const pending = sessionCookieFrom(login, 'apend');
    const options = await signInOptions(pending);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    const signedIn = await answer(pending, authenticator.assert(options));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ userName: member.userName, isAdmin: true });
    const session = sessionCookieFrom(signedIn, 'aid');
    expect((await call('GET', '/api/admins/me', session)).statusCode).toBe(200);
    const list = (await call('GET', '/api/admins/passkeys', member.cookie)).json();
    expect(list.passkeys).toEqual([
      expect.objectContaining({ name: 'Work laptop', lastUsedAt: expect.any(String) }),
    ]);
    const events = await db.select().from(adminEvents).where(eq(adminEvents.adminId, member.id));
    expect(events.map((e) => e.type)).toEqual(['passkey.added', 'admin.login']);
  });

  it("the Owner's staff list shows a member with a passkey as using two-step sign-in", async () => {
    const { member } = await withPasskey();
    const owner = await createAdmin(db);
    const staff = (await call('GET', '/api/admins/staff', owner.cookie)).json().staff;
    expect(staff.find((s: { id: number }) => s.id === member.id)).toMatchObject({ twoStep: true });
    expect(staff.find((s: { id: number }) => s.id === owner.id)).toMatchObject({ twoStep: false });
  });

  it('a member with an authenticator app too is asked for a code, and may use either', async () => {
    const { member, authenticator } = await withPasskey();
    const row = await findAdminById(db, member.id);
    const { secret } = await startEnrolment(db, row!, secretsKeyOf(app.deps.config));
    const code = totpFor(secret, member.email).generate({ timestamp: clock().getTime() });
    await confirmEnrolment(db, (await findAdminById(db, member.id))!, {
      code,
      secretsKey: secretsKeyOf(app.deps.config),
      now: clock(),
    });
    const login = await call('POST', '/api/admins/login', undefined, {
      userName: member.userName,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toEqual({ twoStep: true, message: TWO_STEP_MESSAGES.codeNeeded, passkey: true });
    const pending = sessionCookieFrom(login, 'apend');
    expect((await answer(pending, authenticator.assert(await signInOptions(pending)))).statusCode).toBe(200);
  });

  it('refuses a replayed answer, and one signed over another challenge', async () => {
    const { member, authenticator } = await withPasskey();
    const pending = await passwordStep(member);
    // A counter that stays 0, as synced passkeys keep none: only the spent challenge stops a replay.
    const response = authenticator.assert(await signInOptions(pending), 0);
    expect((await answer(pending, response)).statusCode).toBe(200);
    // The same answer again, after a fresh password step.
    const again = await passwordStep(member);
    const replayed = await answer(again, response);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ errorMessage: PASSKEY_MESSAGES.wrongPasskey, code: 'invalid_code' });
    // Signed by the right key, but over a challenge the shop never gave.
    const made = await answer(again, authenticator.assert({ challenge: 'bm90LWEtY2hhbGxlbmdl' }));
    expect(made.statusCode).toBe(401);
    // The challenge given still works.
    const options = await signInOptions(again);
    expect((await answer(again, authenticator.assert(options))).statusCode).toBe(200);
  });

  it('refuses a counter that went backwards: a copied passkey', async () => {
    const { member, authenticator } = await withPasskey();
    const first = await passwordStep(member);
    expect((await answer(first, authenticator.assert(await signInOptions(first), 10))).statusCode).toBe(200);
    authenticator.counter = 3;
    const second = await passwordStep(member);
    const copied = await answer(second, authenticator.assert(await signInOptions(second)));
    expect(copied.statusCode).toBe(401);
    authenticator.counter = 10;
    const third = await passwordStep(member);
    expect((await answer(third, authenticator.assert(await signInOptions(third)))).statusCode).toBe(200);
  });

  it("refuses another member's passkey, and does not let them remove it", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    const pending = await passwordStep(a.member);
    const options = await signInOptions(pending);
    const wrong = await answer(pending, b.authenticator.assert(options));
    expect(wrong.statusCode).toBe(401);
    const removal = await call('DELETE', `/api/admins/passkeys/${a.passkeyId}`, b.member.cookie, {
      password: TEST_PASSWORD,
    });
    expect(removal.statusCode).toBe(404);
    expect(removal.json().errorMessage).toBe(PASSKEY_MESSAGES.notFound);
    expect((await call('GET', '/api/admins/passkeys', a.member.cookie)).json().passkeys).toHaveLength(1);
    // Nor may B add A's passkey as their own.
    const options2 = await call('POST', '/api/admins/passkeys/options', b.member.cookie);
    const stolen = await call('POST', '/api/admins/passkeys', b.member.cookie, {
      name: 'Not mine',
      response: a.authenticator.register(options2.json()),
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().errorMessage).toBe(PASSKEY_MESSAGES.alreadyAdded);
  });

  it('counts wrong answers with wrong codes, under the same limit', async () => {
    const { member, authenticator } = await withPasskey();
    const pending = await passwordStep(member);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await call('POST', '/api/admins/login/code', pending, { code: '123456' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await answer(pending, authenticator.assert(await signInOptions(pending)));
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses a registration for another site, a reused challenge and a blank name', async () => {
    const member = await createAdmin(db);
    const authenticator = new SoftwareAuthenticator({ origin: TEST_ORIGIN });
    const add = (body: unknown) => call('POST', '/api/admins/passkeys', member.cookie, body);
    const options = (await call('POST', '/api/admins/passkeys/options', member.cookie)).json();
    const blank = await add({ name: '  ', response: authenticator.register(options) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorMessage).toBe(PASSKEY_MESSAGES.nameNeeded);
    const phishing = await add({
      name: 'Phone',
      response: authenticator.register(options, 'https://evil.example'),
    });
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().errorMessage).toBe(PASSKEY_MESSAGES.notAccepted);
    // That attempt used the challenge up: the right answer to it is refused too.
    expect((await add({ name: 'Phone', response: authenticator.register(options) })).statusCode).toBe(400);
    // A challenge lasts five minutes.
    const late = (await call('POST', '/api/admins/passkeys/options', member.cookie)).json();
    clock.advance(5 * 60_000 + 1_000);
    expect((await add({ name: 'Phone', response: authenticator.register(late) })).statusCode).toBe(400);
    const fresh = (await call('POST', '/api/admins/passkeys/options', member.cookie)).json();
    expect((await add({ name: 'Phone', response: authenticator.register(fresh) })).statusCode).toBe(200);
    // Without a pending sign-in the sign-in calls say to start again.
    const noPending = await call('POST', '/api/admins/login/passkey/options');
    expect(noPending.json().errorMessage).toBe(TWO_STEP_MESSAGES.signInAgain);
  });

  it('removes a passkey; without one the password alone signs in again', async () => {
    const { member, passkeyId } = await withPasskey();
    const remove = (body: unknown) =>
      call('DELETE', `/api/admins/passkeys/${passkeyId}`, member.cookie, body);
    // An open session alone does not take a member's second step away: the password is asked again.
    const withoutPassword = await remove({});
    expect(withoutPassword.statusCode).toBe(403);
    expect(withoutPassword.json()).toEqual({
      errorMessage: PASSKEY_MESSAGES.passwordNeeded,
      code: 'password_needed',
    });
    const wrongPassword = await remove({ password: 'not-the-password' });
    expect(wrongPassword.json().errorMessage).toBe(TWO_STEP_MESSAGES.wrongPassword);
    expect((await call('GET', '/api/admins/passkeys', member.cookie)).json().passkeys).toHaveLength(1);
    const removed = await remove({ password: TEST_PASSWORD });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', '/api/admins/passkeys', member.cookie)).json().passkeys).toEqual([]);
    expect((await me(member)).twoStepDue).toBe(true);
    const login = await call('POST', '/api/admins/login', undefined, {
      userName: member.userName,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const [event] = await db
      .select()
      .from(adminEvents)
      .where(and(eq(adminEvents.adminId, member.id), eq(adminEvents.type, 'passkey.removed')));
    expect(event?.data).toEqual({ passkeyId, name: 'Work laptop' });
  });
});
