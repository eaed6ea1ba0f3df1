/**
 * Every route that takes a body or a query, fed hostile input: never a 5xx, always a readable
 * errorMessage on refusal, and a refused request changes nothing in the database.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { STYLE_BODY_LIMIT_BYTES } from '#server/modules/admin/style-routes';
import { REVIEW_BODY_LIMIT_BYTES, REVIEW_MESSAGES } from '#shared/reviews';
import { apiKeyHeader, createTestApp } from '../support/app';
import { createAdmin, createProduct, createShopper } from '../support/factories';
import { hostileBody, hostileQuery, schemaKeys } from '../support/route-fuzz';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Routes with a larger body limit than the app's, and what they answer past it. */
const LARGER_BODIES: Record<string, { limit: number; message: string }> = {
  // A review carries up to three 5 MB photos (docs/decisions/027-review-photos.md).
  'POST /api/users/reviews/:itemId': { limit: REVIEW_BODY_LIMIT_BYTES, message: REVIEW_MESSAGES.tooLarge },
  // A style's colours carry four photos each (docs/decisions/037-colours-as-items.md).
  'POST /api/admins/styles': { limit: STYLE_BODY_LIMIT_BYTES, message: 'The request body is too large.' },
  'POST /api/admins/styles/:styleId/colours': {
    limit: STYLE_BODY_LIMIT_BYTES,
    message: 'The request body is too large.',
  },
};

/** Tables a refused request may still touch on purpose: a wrong one-time code counts an attempt. */
const ALLOWED_ON_REFUSAL: Record<string, string[]> = {
  'PATCH /api/users/validate-otp': ['email_codes'],
  'PATCH /api/users/reset-password': ['email_codes'],
};

let tableNames: string[] | undefined;

/** A hash of every table's rows, in one statement (the tables are listed once per file). */
async function fingerprint(db: Db, skip: string[] = []): Promise<Record<string, string>> {
  if (!tableNames) {
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tableNames = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
  }
  const hashes = tableNames
    .filter((table) => !skip.includes(table))
    .map(
      (table) =>
        `select '${table}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t) as h`,
    );
  const rows = await db.execute(sql.raw(hashes.join(' union all ')));
  const out: Record<string, string> = {};
  for (const row of (rows as unknown as { rows: Array<{ name: string; h: string }> }).rows)
    out[row.name] = row.h;
  return out;
}

describe('hostile input', async () => {
  // Every route gets RUNS requests from one address: more than the per-minute limit allows in all,
  // which has its own tests (tests/api/hardening); here it would only turn late routes into 429s.
  const { app, database } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const shopper = await createShopper(database.db);
  const admin = await createAdmin(database.db);
  const product = await createProduct(database.db);
  await app.ready();
  const headers = { ...apiKeyHeader, cookie: `${shopper.cookie}; ${admin.cookie}` };
  const routes = app.routeTable.filter(
    (r) =>
      (r.url.startsWith('/api/') || r.url === '/get-items') &&
      (r.schema?.body || r.schema?.querystring || r.method !== 'GET'),
  );
  const fillParams = (url: string) => url.replace(/:[^/]+/g, product.itemId);

  it('finds the API routes to attack', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const bodyKeys = schemaKeys(route.schema?.body);
    const queryKeys = schemaKeys(route.schema?.querystring);
    it(`${key} survives hostile input`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody(bodyKeys), hostileQuery(queryKeys), async (body, query) => {
          const skip = ALLOWED_ON_REFUSAL[key] ?? [];
          const before = await fingerprint(database.db, skip);
          const takesBody = route.method !== 'GET';
          const res = await app.inject({
            method: route.method as 'GET',
            url: `${fillParams(route.url)}${query ? `?${query}` : ''}`,
            headers: takesBody ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(takesBody ? { payload: body } : {}),
          });
          expect(res.statusCode, `${key} ${body.slice(0, 200)} -> ${res.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
          if (res.statusCode >= 400) {
            expect(typeof res.json().errorMessage).toBe('string');
            expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
            expect(await fingerprint(database.db, skip)).toEqual(before);
          }
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    });

    if (route.method !== 'GET') {
      it(`${key} refuses an oversized body with 413`, async () => {
        const larger = LARGER_BODIES[key];
        const res = await app.inject({
          method: route.method as 'POST',
          url: fillParams(route.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ padding: 'x'.repeat(larger ? larger.limit + 1024 : 1100 * 1024) }),
        });
        expect(res.statusCode, res.body).toBe(413);
        expect(res.json().errorMessage).toBe(larger?.message ?? 'The request body is too large.');
      });
    }
  }

  // A path id past what the database's integer holds is refused by the route, not by the query.
  it('answers every route with an out-of-range path id without a 5xx', async () => {
    const withParams = app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url.includes('/:'));
    expect(withParams.length).toBeGreaterThan(10);
    for (const route of withParams)
      for (const id of ['2147483648', '99999999999999999999', '-1']) {
        const takesBody = route.method !== 'GET';
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[^/]+/g, id),
          headers: takesBody ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(takesBody ? { payload: '{}' } : {}),
        });
        expect(
          res.statusCode,
          `${route.method} ${route.url} with ${id} -> ${res.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
  });
});
