import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { adminProfileSchema } from '#shared/admin';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, createShopper, TEST_PASSWORD } from '#tests/support/factories';
import { INVALID_LOGIN_MESSAGE } from '../accounts/login';

describe('admin login, profile and logout', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  // Factory sessions start at the real time; tests that move the clock must not leak into others.
  beforeEach(() => clock.set(new Date()));

  const login = (userName: string, password: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/admins/login',
      headers: { ...apiKeyHeader, origin: TEST_ORIGIN },
      payload: { userName, password },
      remoteAddress: ip,
    });
  const sessionCookie = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = res.cookies.find((c) => c.name === 'aid');
    return cookie ? `aid=${cookie.value}` : '';
  };
  const me = (cookie: string, headers = apiKeyHeader) =>
    app.inject({ url: '/api/admins/me', headers: { ...headers, cookie } });

  it('signs in by user name or by email with a separate aid cookie and answers the admin profile', async () => {
    const admin = await createAdmin(db, { userName: 'Owner1', email: 'owner1@example.in' });
    for (const userName of ['owner1', 'OWNER1@example.in']) {
      const res = await login(userName, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const profile = adminProfileSchema.parse(res.json());
      expect(profile).toMatchObject({ userName: 'Owner1', email: 'owner1@example.in', isAdmin: true });
      expect(profile.lastLogIn).not.toBe('');
      const cookie = res.cookies.find((c) => c.name === 'aid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.maxAge).toBe(12 * 3600);
      expect(res.cookies.some((c) => c.name === 'sid')).toBe(false);
      const profileRes = await me(sessionCookie(res));
      expect(profileRes.statusCode).toBe(200);
      expect(profileRes.json()).toEqual(profile);
      expect(profileRes.headers['cache-control']).toBe('no-store');
    }
    const events = await db.select().from(adminEvents).where(eq(adminEvents.adminId, admin.id));
    expect(events.filter((e) => e.type === 'admin.login')).toHaveLength(2);
  });

  it('answers a wrong password and an unknown name alike, with 401', async () => {
    await createAdmin(db, { userName: 'owner2' });
    const wrong = await login('owner2', 'not the password');
    const unknown = await login('nobody-here', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errorMessage: INVALID_LOGIN_MESSAGE, code: 'invalid_login' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a shopper account at the admin login', async () => {
    const shopper = await createShopper(db);
    expect((await login(shopper.userName, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses empty fields with 400 and makes no session', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.cookies).toHaveLength(0);
  });

  it('throttles after 10 failures per account and IP with 429 and Retry-After, even for the right password', async () => {
    await createAdmin(db, { userName: 'owner3' });
    for (let i = 0; i < 10; i++) expect((await login('owner3', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('owner3', TEST_PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('owner3', TEST_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login('owner3', TEST_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('ends the session after 30 idle minutes', async () => {
    const admin = await createAdmin(db);
    expect((await me(admin.cookie)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    expect((await me(admin.cookie)).statusCode).toBe(401);
  });

  it('ends the session 12 hours after login even when used all along', async () => {
    const res = await login((await createAdmin(db, { userName: 'owner4' })).userName, TEST_PASSWORD);
    const cookie = sessionCookie(res);
    for (let minutes = 0; minutes < 12 * 60 - 25; minutes += 25) {
      clock.advance(25 * 60 * 1000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(30 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logs out server-side; a second logout and a visitor logout answer 401', async () => {
    const res = await login((await createAdmin(db, { userName: 'owner5' })).userName, TEST_PASSWORD);
    const cookie = sessionCookie(res);
    const out = await app.inject({ url: '/api/admins/logout', headers: { ...apiKeyHeader, cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'aid')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await app.inject({ url: '/api/admins/logout', headers: { ...apiKeyHeader, cookie } });
    expect(again.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admins/logout', headers: apiKeyHeader })).statusCode).toBe(401);
  });

  it('refuses a logout another site started, keeping the session', async () => {
    const admin = await createAdmin(db);
    const res = await app.inject({
      url: '/api/admins/logout',
      headers: { ...headersFor(admin), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('answers me with 401 for a visitor and 403 without the API key', async () => {
    const admin = await createAdmin(db);
    expect((await me('')).statusCode).toBe(401);
    const noKey = await app.inject({ url: '/api/admins/me', headers: { cookie: admin.cookie } });
    expect(noKey.statusCode).toBe(403);
    expect((await me(admin.cookie, { 'x-api-key': 'wrong' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admins/me', headers: headersFor(admin) })).statusCode).toBe(200);
  });
});
