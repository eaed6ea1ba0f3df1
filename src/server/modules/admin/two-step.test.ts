/**
 * Two-step sign-in (BUSINESS.md section 15): TOTP checked against RFC 6238's test vectors with a
 * fixed clock, enrolment by QR code, sign-in with a code that works once, ten single-use recovery
 * codes, codes limited like passwords, and the key production cannot start without.
 */
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { assertStartable } from '#server/config-checks';
import { LOGIN_FAILURE_LIMIT } from '#server/modules/accounts/login-throttle';
import { RECOVERY_CODE_COUNT, TWO_STEP_MESSAGES } from '#shared/two-step';
import { sessionCookieFrom } from '#tests/support/account-factories';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, TEST_PASSWORD, type TestAccount } from '#tests/support/factories';
import { matchingStep, totpFor } from './two-step';

describe('TOTP against RFC 6238 appendix B (SHA-1), with a fixed clock', () => {
  // The RFC's 8-digit codes; a 6-digit code is the same number's last six digits.
  const totp = totpFor(Secret.fromLatin1('12345678901234567890').base32, 'rfc');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is %s', (seconds, eight) => {
    const at = new Date(seconds * 1000);
    expect(totp.generate({ timestamp: at.getTime() })).toBe(eight.slice(2));
    expect(matchingStep(totp, eight.slice(2), at)).toBe(Math.floor(seconds / 30));
    // One step either side is allowed for a phone's clock; two are not.
    expect(matchingStep(totp, eight.slice(2), new Date(at.getTime() + 30_000))).toBe(
      Math.floor(seconds / 30),
    );
    expect(matchingStep(totp, eight.slice(2), new Date(at.getTime() + 90_000))).toBeUndefined();
  });
});

describe('SECRETS_KEY', () => {
  it('production refuses to start without it; development and tests have a key of their own', () => {
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SECRETS_KEY must be set/);
    expect(() =>
      assertStartable(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(32) })),
    ).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'test' }).secretsKey).toBeTruthy();
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/Invalid SECRETS_KEY/);
  });
});

describe('two-step sign-in', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;

  const post = (url: string, body: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        ...headersFor(cookie ? { cookie } : undefined),
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });
  const codeAt = (secret: string, email: string, offsetMs = 0) =>
    totpFor(secret, email).generate({ timestamp: clock().getTime() + offsetMs });

  /** An Owner who enrols through the API; returns the secret and the recovery codes. */
  async function enrolled(): Promise<{ member: TestAccount; secret: string; recoveryCodes: string[] }> {
    const member = await createAdmin(db);
    const started = await post('/api/admins/two-step/enrol', {}, member.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = started.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Oversized:/);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await post('/api/admins/two-step/confirm', { code: '000000' }, member.cookie);
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post(
      '/api/admins/two-step/confirm',
      { code: codeAt(secret, member.email) },
      member.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { member, secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  const passwordStep = async (member: TestAccount) => {
    const res = await post('/api/admins/login', { userName: member.userName, password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ twoStep: true, message: TWO_STEP_MESSAGES.codeNeeded });
    expect(res.cookies.find((c) => c.name === 'aid')).toBeUndefined();
    return sessionCookieFrom(res, 'apend');
  };

  it('after enrolment the password alone opens nothing; the code opens a session once', async () => {
    const { member, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    clock.advance(30_000);
    const pending = await passwordStep(member);
    const code = codeAt(secret, member.email);
    const signedIn = await post('/api/admins/login/code', { code }, pending);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = sessionCookieFrom(signedIn, 'aid');
    const me = await app.inject({
      method: 'GET',
      url: '/api/admins/me',
      headers: headersFor({ cookie: session }),
    });
    expect(me.statusCode).toBe(200);
    // The same code a second time, even within its 30 seconds, is refused.
    const again = await post('/api/admins/login/code', { code }, await passwordStep(member));
    expect(again.statusCode).toBe(401);
    expect(again.json().errorMessage).toBe(TWO_STEP_MESSAGES.wrongCode);
    // Without the pending cookie, or after five minutes, a code is no use.
    expect(
      (await post('/api/admins/login/code', { code: codeAt(secret, member.email, 30_000) })).statusCode,
    ).toBe(401);
    const late = await passwordStep(member);
    clock.advance(6 * 60_000);
    const expired = await post('/api/admins/login/code', { code: codeAt(secret, member.email) }, late);
    expect(expired.json().errorMessage).toBe(TWO_STEP_MESSAGES.signInAgain);
  });

  it('each recovery code works once', async () => {
    const { member, recoveryCodes } = await enrolled();
    const first = await post(
      '/api/admins/login/code',
      { code: recoveryCodes[0] },
      await passwordStep(member),
    );
    expect(first.statusCode, first.body).toBe(200);
    const reused = await post(
      '/api/admins/login/code',
      { code: recoveryCodes[0] },
      await passwordStep(member),
    );
    expect(reused.statusCode).toBe(401);
    const other = await post(
      '/api/admins/login/code',
      { code: recoveryCodes[1]!.toUpperCase() },
      await passwordStep(member),
    );
    expect(other.statusCode).toBe(200);
  });

  it('moves to a new phone only with the password, the old phone working until the new one is confirmed', async () => {
    const { member, secret: oldSecret, recoveryCodes: oldCodes } = await enrolled();
    const enrol = (body: unknown) => post('/api/admins/two-step/enrol', body, member.cookie);
    const withoutPassword = await enrol({});
    expect(withoutPassword.statusCode).toBe(403);
    expect(withoutPassword.json()).toEqual({
      errorMessage: TWO_STEP_MESSAGES.passwordNeeded,
      code: 'password_needed',
    });
    expect((await enrol({ password: 'not-the-password' })).json().errorMessage).toBe(
      TWO_STEP_MESSAGES.wrongPassword,
    );
    const started = await enrol({ password: TEST_PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const newSecret: string = started.json().secret;

    // Begun and not finished: the old phone still signs in, and two-step sign-in stays on.
    clock.advance(30_000);
    const meantime = await post(
      '/api/admins/login/code',
      { code: codeAt(oldSecret, member.email) },
      await passwordStep(member),
    );
    expect(meantime.statusCode, meantime.body).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/admins/me', headers: headersFor(member) });
    expect(me.json().twoStepOn).toBe(true);

    clock.advance(30_000);
    const confirmed = await post(
      '/api/admins/two-step/confirm',
      { code: codeAt(newSecret, member.email) },
      member.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // From now on the new phone's codes and recovery codes, not the old ones.
    clock.advance(30_000);
    const old = await post(
      '/api/admins/login/code',
      { code: codeAt(oldSecret, member.email) },
      await passwordStep(member),
    );
    expect(old.statusCode).toBe(401);
    const oldRecovery = await post(
      '/api/admins/login/code',
      { code: oldCodes[2] },
      await passwordStep(member),
    );
    expect(oldRecovery.statusCode).toBe(401);
    const fresh = await post(
      '/api/admins/login/code',
      { code: codeAt(newSecret, member.email) },
      await passwordStep(member),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('counts wrong passwords given to move to a new phone with the sign-in tries', async () => {
    const { member } = await enrolled();
    const answers: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++)
      answers.push(
        (await post('/api/admins/two-step/enrol', { password: `wrong-${i}` }, member.cookie)).statusCode,
      );
    expect(answers.slice(0, LOGIN_FAILURE_LIMIT).every((s) => s === 403)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('limits wrong codes like passwords', async () => {
    const { member } = await enrolled();
    const pending = await passwordStep(member);
    const answers: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++)
      answers.push((await post('/api/admins/login/code', { code: '123456' }, pending)).statusCode);
    expect(answers.slice(0, LOGIN_FAILURE_LIMIT).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('the secret is stored sealed, never as the text the app was given', async () => {
    const { member, secret } = await enrolled();
    const row = await db.query.admins.findFirst({ where: (a, { eq }) => eq(a.id, member.id) });
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
  });

  it('is due for Owners and Accounts by default, and for everyone when the Owner chooses', async () => {
    const me = async (member: TestAccount) =>
      (await app.inject({ method: 'GET', url: '/api/admins/me', headers: headersFor(member) })).json();
    const owner = await createAdmin(db);
    const accounts = await createAdmin(db, { roles: ['accounts'] });
    const packer = await createAdmin(db, { roles: ['operations'] });
    expect(await me(owner)).toMatchObject({ twoStepDue: true, twoStepOn: false });
    expect((await me(accounts)).twoStepDue).toBe(true);
    expect(await me(packer)).toMatchObject({ twoStepDue: false, roles: ['operations'] });
    expect((await me(packer)).permissions).toContain('orders.dispatch');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/staff',
      headers: { ...headersFor(owner), origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ twoStepForAll: true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(packer)).twoStepDue).toBe(true);
    const { member } = await enrolled();
    expect(await me(member)).toMatchObject({ twoStepDue: false, twoStepOn: true });
  });
});
