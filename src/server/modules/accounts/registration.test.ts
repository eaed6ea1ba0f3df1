import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageConfirmations, emailCodes, users } from '#server/db/schema';
import { NOTICE_VERSIONS } from '#shared/notice-versions';
import {
  call,
  freshIp,
  latestCodeFor,
  logIn,
  shopperFields,
  signUpShopper,
  verifyEmail,
} from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { verifiedEmailCookieValue } from './verified-email';

describe('sign-up with an emailed code', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const register = (body: Record<string, unknown>, cookie?: string) =>
    call(app, 'POST', '/api/users/register', body, { cookie });

  it('mails a 6-digit code, stores only its hash, and verifies the email with it', async () => {
    const { email } = shopperFields();
    const res = await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A verification code has been sent to your email.' });
    const code = await latestCodeFor(db, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);

    const ok = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your email is verified.' });
  });

  it('creates the account once the email is verified, and the user can log in', async () => {
    const shopper = await signUpShopper(app, db);
    const [row] = await db.select().from(users).where(eq(users.email, shopper.email));
    expect(row).toMatchObject({ firstName: 'Priya', lastName: 'Sharma', userName: shopper.userName });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await call(app, 'POST', '/api/users/login', {
      userName: shopper.userName,
      password: shopper.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the sign-up’s 18-or-older confirmation, so offers need no second one; refuses anything but yes', async () => {
    const fields = shopperFields();
    const cookie = await verifyEmail(app, db, fields.email);
    const body = { ...fields, confirmPassword: fields.password };
    const refused = await register({ ...body, confirmAdult: false }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe('Please confirm you are 18 or older.');
    expect((await register({ ...body, confirmAdult: true }, cookie)).statusCode).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, fields.email));
    const [age] = await db.select().from(ageConfirmations).where(eq(ageConfirmations.accountId, user!.id));
    expect(age).toMatchObject({ noticeVersion: NOTICE_VERSIONS.signUp, confirmedAt: clock() });
    const sessionCookie = await logIn(app, fields.userName, fields.password);
    const offers = await app.inject({
      method: 'PUT',
      url: '/api/users/me/consents',
      headers: { cookie: sessionCookie },
      payload: { purpose: 'offers', granted: true },
    });
    expect(offers.statusCode, offers.body).toBe(200);
  });

  it('refuses an unverified email', async () => {
    const shopper = shopperFields();
    const res = await register({ ...shopper, confirmPassword: shopper.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Please verify your email before signing up.',
      code: 'email_not_verified',
    });
  });

  it('refuses an email whose code was requested but never entered', async () => {
    const shopper = shopperFields();
    await call(app, 'POST', '/api/users/get-otp', { email: shopper.email }, { ip: freshIp() });
    const res = await register({ ...shopper, confirmPassword: shopper.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please verify your email before signing up.');
  });

  it('refuses a verification older than 30 minutes', async () => {
    const shopper = shopperFields();
    const cookie = await verifyEmail(app, db, shopper.email);
    clock.advance(31 * 60 * 1000);
    const res = await register({ ...shopper, confirmPassword: shopper.password }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please verify your email before signing up.');
  });

  it('uses the verification up: it cannot create a second account', async () => {
    const shopper = await signUpShopper(app, db);
    const res = await register({
      ...shopper,
      userName: `${shopper.userName}x`,
      confirmPassword: shopper.password,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers get-otp for a registered email, in any case, with 409', async () => {
    const shopper = await signUpShopper(app, db);
    const res = await call(
      app,
      'POST',
      '/api/users/get-otp',
      { email: shopper.email.toUpperCase() },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'This email is already registered. Please log in, or reset your password.',
    );
  });

  it('refuses a taken email case-insensitively with 409', async () => {
    const first = await signUpShopper(app, db);
    // Registered another way (e.g. a race with get-otp): the register call itself still refuses.
    const second = shopperFields({ email: first.email.toUpperCase() });
    const [verification] = await db
      .insert(emailCodes)
      .values({
        email: second.email.toLowerCase(),
        purpose: 'verify',
        codeHash: 'x',
        expiresAt: clock(),
        verifiedAt: clock(),
        createdAt: clock(),
      })
      .returning({ id: emailCodes.id });
    const cookie = `vmail=${verifiedEmailCookieValue(verification!.id, 'x', second.email)}`;
    const res = await register({ ...second, confirmPassword: second.password }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'This email is already registered. Please log in, or reset your password.',
    );
  });

  it('refuses a taken user name case-insensitively with 409 and keeps the verification', async () => {
    const first = await signUpShopper(app, db);
    const second = shopperFields({ userName: first.userName.toUpperCase() });
    const cookie = await verifyEmail(app, db, second.email);
    const res = await register({ ...second, confirmPassword: second.password }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('This user name is already taken. Please choose another.');
    const retry = await register(
      { ...second, userName: `${first.userName}2`, confirmPassword: second.password },
      cookie,
    );
    expect(retry.statusCode).toBe(201);
  });

  it('answers every missing field with the wording of docs/product.md section 5', async () => {
    const full: Record<string, string> = { ...shopperFields(), confirmPassword: 'a-long-password' };
    const cases: [string, string][] = [
      ['firstName', "First name can't be empty"],
      ['lastName', "Last name can't be empty"],
      ['email', "Email can't be empty"],
      ['userName', "User name can't be empty"],
      ['password', "Password can't be empty"],
      ['confirmPassword', "Confirm password can't be empty"],
    ];
    for (const [field, message] of cases) {
      const res = await register({ ...full, [field]: '' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errorMessage, field).toBe(message);
      const { [field]: _, ...without } = full;
      expect((await register(without)).json().errorMessage, field).toBe(message);
    }
    const blank = await register({ ...full, firstName: '   ' });
    expect(blank.json().errorMessage).toBe("First name can't be empty");
  });

  it('refuses different passwords and passwords under 8 characters', async () => {
    const shopper = shopperFields();
    const differ = await register({ ...shopper, confirmPassword: `${shopper.password}!` });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errorMessage).toBe('Passwords do not match');
    const short = await register({ ...shopper, password: 'short12', confirmPassword: 'short12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMessage).toBe('Password must be at least 8 characters.');
  });

  it('refuses an empty or malformed email when asking for a code', async () => {
    const empty = await call(app, 'POST', '/api/users/get-otp', { email: ' ' }, { ip: freshIp() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe("Email can't be empty");
    const bad = await call(app, 'POST', '/api/users/get-otp', { email: 'not-an-email' }, { ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('Please enter a valid email address.');
  });

  it('refuses an empty code with the message of docs/product.md section 5', async () => {
    const { email } = shopperFields();
    const res = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe("OTP can't be empty");
    const short = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: '123' });
    expect(short.json().errorMessage).toBe('The code has 6 digits.');
  });
});
