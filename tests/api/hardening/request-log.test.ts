/**
 * The request log names the route and the answer's status, never the values of a query string:
 * an administrator's order search carries shoppers' mobile numbers and names in `q`
 * (docs/decisions/008-limits.md, Logs). Nor a secret in the path: the COD confirmation link's
 * token opens its order with no login (docs/product.md section 22).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_API_KEY, TEST_ORIGIN } from '#tests/support/app';
import { placeCodOrderFor } from '#tests/support/cart-factories';
import { mailedCodToken } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';

const production = { NODE_ENV: 'production', API_KEY: TEST_API_KEY, PUBLIC_URL: TEST_ORIGIN };

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('the request log of a production shop', async () => {
  // At `debug` every answered request has its line; what the line says is checked here.
  const { lines, stream } = logSink();
  const { app, database } = await createTestApp(production, { logger: { level: 'debug', stream } });
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
    // One line per request, once it is answered.
    expect(logged().map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    const completed = logged();
    expect(completed.map((line) => line.req)).toEqual([
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
    expect(completed.map((line) => line.res)).toEqual([
      { statusCode: 200, route: '/api/admins/orders/search' },
      { statusCode: 200, route: '/api/admins/orders/search' },
    ]);
  });

  it("keeps the shape of a COD confirmation link's path, never its token", async () => {
    const shopper = await createShopper(database.db);
    const product = await createProduct(database.db, { price: 999, stock: { M: 5 } });
    // In production the session cookie is a __Host- cookie.
    const orderId = await placeCodOrderFor(
      app,
      database.db,
      { ...shopper, cookie: `__Host-${shopper.cookie}` },
      product,
    );
    const token = await mailedCodToken(database.db, orderId);
    lines.length = 0;
    const opened = await app.inject({ url: `/api/cod/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const confirmed = await app.inject({ method: 'POST', url: `/api/cod/${token}/confirm`, payload: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The link as the shopper's browser opens it, and the same path spelt otherwise.
    await app.inject({ url: `/cod/${token}?utm_source=mail` });
    await app.inject({ url: `/api/%63od/${token}` });
    await app.inject({ url: `//COD/${token}` });

    const text = lines.join('');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.slice(0, 20));
    const urls = logged()
      .filter((line) => line.msg === 'request completed')
      .map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/api/cod/[Redacted]',
      '/api/cod/[Redacted]/confirm',
      '/cod/[Redacted]?utm_source=[Redacted]',
      '/api/cod/[Redacted]',
      '//COD/[Redacted]',
    ]);
  });

  it('keeps the path of a request that matched no route, without its query', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/admins/nothing-here?mobile=9876543210', headers });
    expect(lines.join('')).not.toContain('9876543210');
    const completed = logged().find((line) => line.msg === 'request completed');
    expect(completed?.req).toMatchObject({ url: '/api/admins/nothing-here?mobile=[Redacted]' });
    expect(completed?.res).toMatchObject({ statusCode: 404 });
  });
});

describe('the request log at the default level', async () => {
  const { lines, stream } = logSink();
  const { app } = await createTestApp(production, { logger: { level: 'info', stream } });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line for a refusal or a write, none for a quick successful read', async () => {
    lines.length = 0;
    const read = await app.inject({ url: '/get-items?page=1', headers: { 'x-api-key': TEST_API_KEY } });
    expect(read.statusCode).toBe(200);
    expect(logged()).toEqual([]);

    const refused = await app.inject({ url: '/get-items?page=1' });
    expect(refused.statusCode).toBe(403);
    const write = await app.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(write.statusCode).toBe(400);
    expect(logged().map((line) => [line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', 403],
      ['request completed', 400],
    ]);
  });
});
