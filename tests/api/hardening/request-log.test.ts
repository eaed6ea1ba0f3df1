/**
 * The request log names the route and the answer's status, never the values of a query string:
 * an administrator's order search carries shoppers' mobile numbers and names in `q`
 * (docs/decisions/008-limits.md, Logs).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_API_KEY, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin } from '#tests/support/factories';

const production = { NODE_ENV: 'production', API_KEY: TEST_API_KEY, PUBLIC_URL: TEST_ORIGIN };

describe('the request log of a production shop', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { app, database } = await createTestApp(production, { logger: { level: 'info', stream } });
  const admin = await createAdmin(database.db);
  // In production the session cookie is a __Host- cookie.
  const headers = headersFor({ cookie: `__Host-${admin.cookie}` });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("keeps the route and the status of an admin search, not the shopper's mobile number or name", async () => {
    lines.length = 0;
    const res = await app.inject({
      url: `/api/admins/orders/search?q=${encodeURIComponent('98765 43210')}&page=1`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const again = await app.inject({
      url: '/api/admins/orders/search?q=Asha%20Verma',
      headers,
    });
    expect(again.statusCode).toBe(200);

    const text = lines.join('');
    for (const term of ['98765', '43210', 'Asha', 'Verma']) expect(text).not.toContain(term);
    const incoming = logged().filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req)).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/admins/orders/search',
        url: '/api/admins/orders/search?q=[Redacted]&page=[Redacted]',
      }),
      expect.objectContaining({
        route: '/api/admins/orders/search',
        url: '/api/admins/orders/search?q=[Redacted]',
      }),
    ]);
    const completed = logged().filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.res)).toEqual([
      { statusCode: 200, route: '/api/admins/orders/search' },
      { statusCode: 200, route: '/api/admins/orders/search' },
    ]);
  });

  it('keeps the path of a request that matched no route, without its query', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/admins/nothing-here?mobile=9876543210', headers });
    expect(lines.join('')).not.toContain('9876543210');
    const incoming = logged().find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ url: '/api/admins/nothing-here?mobile=[Redacted]' });
  });
});
