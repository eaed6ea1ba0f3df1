import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, logIn, sessionCookieFrom } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { createShopper, TEST_PASSWORD } from '#tests/support/factories';
import { sessions } from '../db/schema';
import { purgeExpiredSessions } from './sessions';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('shopper sessions', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const me = (cookie: string) => call(app, 'GET', '/api/users/me', undefined, { cookie });

  it('set an httpOnly, SameSite=Lax cookie on the whole site, not Secure outside production', async () => {
    const shopper = await createShopper(db);
    const res = await call(app, 'POST', '/api/users/login', {
      userName: shopper.userName,
      password: TEST_PASSWORD,
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('Domain');
  });

  it('store only a hash of the token', async () => {
    const shopper = await createShopper(db);
    const cookie = await logIn(app, shopper.userName, TEST_PASSWORD);
    const token = cookie.split('=')[1]!;
    const rows = await db.select().from(sessions).where(eq(sessions.accountId, shopper.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
  });

  it('end after 7 idle days, but stay alive while used', async () => {
    const shopper = await createShopper(db);
    const cookie = await logIn(app, shopper.userName, TEST_PASSWORD);
    clock.advance(7 * DAY - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(7 * DAY - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(7 * DAY + MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('end 30 days after login however often they are used', async () => {
    const shopper = await createShopper(db);
    const cookie = await logIn(app, shopper.userName, TEST_PASSWORD);
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(6 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('are purged from the table once expired', async () => {
    const shopper = await createShopper(db);
    const cookie = await logIn(app, shopper.userName, TEST_PASSWORD);
    clock.advance(8 * DAY);
    expect(await purgeExpiredSessions(db, clock())).toBeGreaterThan(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('shopper sessions in production', async () => {
  const { app, database } = await createTestApp({ NODE_ENV: 'production' });

  it('use a Secure cookie named with the __Host- prefix', async () => {
    const shopper = await createShopper(database.db);
    const res = await call(app, 'POST', '/api/users/login', {
      userName: shopper.userName,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toContain('Secure');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Domain');
    const cookie = sessionCookieFrom(res, '__Host-sid');
    expect((await call(app, 'GET', '/api/users/me', undefined, { cookie })).statusCode).toBe(200);
    // A plain "sid" cookie means nothing in production.
    const plain = `sid=${cookie.split('=')[1]}`;
    expect((await call(app, 'GET', '/api/users/me', undefined, { cookie: plain })).statusCode).toBe(401);
    const out = await call(app, 'GET', '/api/users/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    // Clearing a __Host- cookie must repeat Secure, or the browser ignores it.
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;.*Secure/);
  });
});
