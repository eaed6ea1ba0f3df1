/**
 * The API description (docs/decisions/017-metrics-and-api-description.md): every route of the
 * route table declares its schemas, and /api/openapi.json is a valid OpenAPI 3.1 document that
 * lists every one of them. A route added without schemas fails here until it has them.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATH_PREFIX, API_DOCS_PREFIX, OPENAPI_PATH } from '#server/plugins/openapi';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createShopper } from '#tests/support/factories';

/** The docs page's own files (@fastify/swagger-ui), outside production only. */
const isDocsPage = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A handler reads the query when its code touches `.query` (request.query, or a destructured one). */
const readsQuery = (handler: unknown) => /\.query\b|\{\s*query\s*[,}]/.test(String(handler));

/** Fastify's `:param` and `*` in OpenAPI's `{param}` form. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API description', async () => {
  const { app } = await createTestApp();
  await app.ready();
  const routes = app.routeTable.filter((route) => !isDocsPage(route.url));
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  const doc = res.json() as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
  };

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    it(`${key} declares its reply${BODY_METHODS.has(route.method) ? ', its body' : ''}${readsQuery(route.handler) ? ' and its query' : ''}`, () => {
      const schema = route.schema as {
        response?: Record<string, unknown>;
        body?: unknown;
        querystring?: unknown;
      };
      expect(schema?.response, `${key}: add schema.response`).toBeDefined();
      expect(Object.keys(schema?.response ?? {}).length, `${key}: schema.response is empty`).toBeGreaterThan(
        0,
      );
      if (BODY_METHODS.has(route.method))
        expect(schema?.body, `${key}: add schema.body (noBody if none)`).toBeDefined();
      if (readsQuery(route.handler))
        expect(schema?.querystring, `${key}: add schema.querystring`).toBeDefined();
    });
  }

  it(`is served at ${OPENAPI_PATH} as OpenAPI 3.1 and validates`, async () => {
    expect(res.statusCode).toBe(200);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the route table, with its reply and body', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(Object.keys(operation.responses ?? {}).length, `${route.method} ${route.url}`).toBeGreaterThan(
        0,
      );
      if (BODY_METHODS.has(route.method))
        expect(operation.requestBody, `${route.method} ${route.url}`).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('describes a request body from the same zod schema the route validates with', () => {
    const addToCart = doc.paths['/api/cart/add-to-cart']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const properties = addToCart.requestBody.content['application/json']!.schema.properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['itemId', 'selectedSize', 'quantity']));
  });

  it('lists the back-office paths outside production, with no session', () => {
    expect(Object.keys(doc.paths)).toContain('/api/admins/returns');
  });

  it('has a readable page outside production', async () => {
    const page = await app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});

describe('the API description in production', async () => {
  const { app, database } = await createTestApp({ NODE_ENV: 'production' });
  const describedPaths = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH, headers });
    expect(res.statusCode).toBe(200);
    return { res, paths: Object.keys((res.json() as { paths: Record<string, unknown> }).paths) };
  };

  it('is served, without the docs page', async () => {
    expect((await app.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('not_found');
  });

  it('leaves out every back-office path for a visitor or a shopper', async () => {
    const shopper = await createShopper(database.db);
    const asShopper = { cookie: shopper.cookie.replace(/^sid=/, '__Host-sid=') };
    for (const headers of [{}, asShopper] as Record<string, string>[]) {
      const { paths } = await describedPaths(headers);
      expect(paths).toContain('/api/cart/add-to-cart');
      expect(paths.filter((path) => path.startsWith(ADMIN_PATH_PREFIX))).toEqual([]);
    }
    // A stale or forged admin cookie is no admin session.
    const { paths } = await describedPaths({ cookie: '__Host-aid=forged' });
    expect(paths.filter((path) => path.startsWith(ADMIN_PATH_PREFIX))).toEqual([]);
  });

  it('lists the back-office paths to a signed-in administrator, for that browser only', async () => {
    const admin = await createAdmin(database.db);
    const { res, paths } = await describedPaths({ cookie: admin.cookie.replace(/^aid=/, '__Host-aid=') });
    expect(paths).toContain('/api/admins/returns');
    expect(paths).toContain('/api/cart/add-to-cart');
    expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
    expect(res.headers.vary).toMatch(/cookie/i);
  });
});
