import { describe, expect, it } from 'vitest';
import { call, freshIp, logIn, sessionCookieFrom, signUpShopper } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { createShopper, TEST_PASSWORD } from '#tests/support/factories';

const WRONG = 'The user name, email or password is incorrect.';

describe('shopper login, profile and logout', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const login = (userName: string, password: string, ip?: string) =>
    call(app, 'POST', '/api/users/login', { userName, password }, { ip });
  const me = (cookie?: string) => call(app, 'GET', '/api/users/me', undefined, { cookie });

  it('logs in by user name and by email, in any case, and answers the profile', async () => {
    const shopper = await signUpShopper(app, db, { firstName: 'Meera', lastName: 'Iyer' });
    for (const name of [
      shopper.userName,
      shopper.email,
      shopper.userName.toUpperCase(),
      shopper.email.toUpperCase(),
    ]) {
      const res = await login(name, shopper.password);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Meera',
        userName: shopper.userName,
        email: shopper.email,
      });
    }
    const cookie = await logIn(app, shopper.userName, shopper.password);
    const profile = await me(cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const body = profile.json();
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'firstName',
      'lastLogIn',
      'lastName',
      'mobile',
      'userName',
    ]);
    expect(body).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', userName: shopper.userName });
    expect(new Date(body.lastLogIn).getTime()).toBe(clock().getTime());
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const shopper = await createShopper(db);
    const wrongPassword = await login(shopper.userName, 'not-the-password');
    const unknownName = await login('nobody-by-this-name', 'not-the-password');
    const unknownEmail = await login('nobody@example.in', TEST_PASSWORD);
    for (const res of [wrongPassword, unknownName, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errorMessage: WRONG, code: 'invalid_login' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('needs both fields', async () => {
    expect((await login('', 'x')).json().errorMessage).toBe("User name or email can't be empty");
    expect((await login('someone', '')).json().errorMessage).toBe("Password can't be empty");
  });

  it('answers 429 with Retry-After after 10 failures in 15 minutes from one IP for one account', async () => {
    const shopper = await createShopper(db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login(shopper.userName, 'wrong-password', ip)).statusCode).toBe(401);
    const blocked = await login(shopper.userName, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorMessage).toBe('Too many failed logins. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    // Logging in by the email counts against the same account.
    expect((await login(shopper.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    // Another address is not blocked; the window ends after 15 minutes.
    expect((await login(shopper.userName, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    clock.advance(15 * 60 * 1000);
    expect((await login(shopper.userName, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('throttles unknown user names the same way', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login('ghost-user', 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login('ghost-user', 'wrong-password', ip)).statusCode).toBe(429);
  });

  it('forgives earlier failures after a successful login', async () => {
    const shopper = await createShopper(db);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await login(shopper.userName, 'wrong-password', ip);
    expect((await login(shopper.userName, TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(shopper.userName, 'wrong', ip)).statusCode).toBe(401);
  });

  it('answers /me with 401 when signed out or with a made-up cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('sid=made-up-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ errorMessage: 'Please log in to continue.', code: 'unauthorized' });
  });

  it('rotates the session at login: the token the browser had before stops working', async () => {
    const shopper = await createShopper(db);
    const before = shopper.cookie;
    expect((await me(before)).statusCode).toBe(200);
    const res = await call(
      app,
      'POST',
      '/api/users/login',
      { userName: shopper.userName, password: TEST_PASSWORD },
      { cookie: before },
    );
    const after = sessionCookieFrom(res);
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('logs out by deleting the session on the server', async () => {
    const shopper = await createShopper(db);
    const cookie = await logIn(app, shopper.userName, TEST_PASSWORD);
    const res = await call(app, 'GET', '/api/users/logout', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    // The old cookie, replayed, no longer opens anything.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/users/logout', undefined, { cookie })).statusCode).toBe(401);
    // The other sessions of the account are untouched.
    expect((await me(shopper.cookie)).statusCode).toBe(200);
  });

  it('refuses a logout started by another site', async () => {
    const shopper = await createShopper(db);
    const res = await call(app, 'GET', '/api/users/logout', undefined, {
      cookie: shopper.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(shopper.cookie)).statusCode).toBe(200);
  });

  it('answers logout with 401 when not signed in', async () => {
    const res = await call(app, 'GET', '/api/users/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorMessage: 'You are not logged in.', code: 'unauthorized' });
  });

  it('refuses a cross-origin login (403) and a text/plain one (415)', async () => {
    const shopper = await createShopper(db);
    const body = JSON.stringify({ userName: shopper.userName, password: TEST_PASSWORD });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
    const plain = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: body,
    });
    expect(plain.statusCode).toBe(415);
    for (const url of ['/api/users/get-otp', '/api/users/register', '/api/users/get-reset-otp']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(res.statusCode, url).toBe(415);
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/users/reset-password',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(patch.statusCode).toBe(403);
  });
});
