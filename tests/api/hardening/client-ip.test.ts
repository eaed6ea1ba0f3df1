/**
 * The client's address comes from X-Forwarded-For only when the peer is a configured proxy
 * (TRUST_PROXY); otherwise any client could pick a new address per request and walk past every
 * per-address limit, and write a forged address into the admin audit log.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { createTestApp, TEST_API_KEY, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, createShopper, TEST_PASSWORD } from '#tests/support/factories';

const production = { NODE_ENV: 'production', API_KEY: TEST_API_KEY, PUBLIC_URL: TEST_ORIGIN };

function loginFrom(app: Awaited<ReturnType<typeof createTestApp>>['app'], peer: string, forwarded: string) {
  return (url: string, userName: string, password: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: peer,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'x-api-key': TEST_API_KEY,
        'x-forwarded-for': forwarded,
      },
      payload: JSON.stringify({ userName, password }),
    });
}

async function loggedIp(db: Awaited<ReturnType<typeof createTestApp>>['database']['db'], adminId: number) {
  const [event] = await db.select().from(adminEvents).where(eq(adminEvents.adminId, adminId));
  return (event?.data as { ip?: string } | undefined)?.ip;
}

describe('in production with no TRUST_PROXY', async () => {
  const { app, database } = await createTestApp(production);
  const shopper = await createShopper(database.db);

  it('still throttles 300 logins that each claim a new X-Forwarded-For', { timeout: 120_000 }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const forged = `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const res = await loginFrom(app, '203.0.113.7', forged)(
        '/api/users/login',
        shopper.userName,
        'wrong-pass',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(290);
  });

  it('writes the real peer address into the admin audit log', async () => {
    const admin = await createAdmin(database.db);
    const res = await loginFrom(app, '203.0.113.8', '192.0.2.66')(
      '/api/admins/login',
      admin.userName,
      TEST_PASSWORD,
    );
    expect(res.statusCode).toBe(200);
    expect(await loggedIp(database.db, admin.id)).toBe('203.0.113.8');
  });
});

describe('behind a configured proxy', async () => {
  const { app, database } = await createTestApp({ ...production, TRUST_PROXY: '10.0.0.0/8' });

  it('takes the client address from the proxy, and only from the proxy', async () => {
    const viaProxy = await createAdmin(database.db);
    const direct = await createAdmin(database.db);
    const proxied = loginFrom(app, '10.1.2.3', '192.0.2.10');
    expect((await proxied('/api/admins/login', viaProxy.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await loggedIp(database.db, viaProxy.id)).toBe('192.0.2.10');
    const forged = loginFrom(app, '203.0.113.9', '192.0.2.11');
    expect((await forged('/api/admins/login', direct.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await loggedIp(database.db, direct.id)).toBe('203.0.113.9');
  });
});

describe('behind one proxy hop', async () => {
  const { app, database } = await createTestApp({ ...production, TRUST_PROXY: '1' });

  it('takes the address the nearest proxy saw, not one the client added before it', async () => {
    const admin = await createAdmin(database.db);
    const res = await loginFrom(app, '10.9.9.9', '6.6.6.6, 192.0.2.20')(
      '/api/admins/login',
      admin.userName,
      TEST_PASSWORD,
    );
    expect(res.statusCode).toBe(200);
    expect(await loggedIp(database.db, admin.id)).toBe('192.0.2.20');
  });
});
