/**
 * The API description (docs/decisions/017-metrics-and-api-description.md): OpenAPI 3.1 built by
 * @fastify/swagger from the very zod schemas each route validates with, served at
 * /api/openapi.json; outside production a readable page at /api/docs (@fastify/swagger-ui,
 * its assets served from here). In production the back office's paths are described to a
 * signed-in administrator only. tests/api/openapi.test.ts fails when a route lacks a schema.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupOf } from '../route-map';
import { readSession } from './sessions';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';
/** The back office's paths, described in production to a signed-in administrator only. */
export const ADMIN_PATH_PREFIX = '/api/admins';

interface OpenApiDocument {
  [key: string]: unknown;
  openapi: string;
  paths?: Record<string, unknown>;
}

/**
 * The description without the back office's paths: in production a visitor learns nothing of
 * them from here (docs/decisions/017-metrics-and-api-description.md). Each route still checks
 * its caller; this only keeps the map of admin calls from anyone who is not an administrator.
 */
function withoutAdminPaths(doc: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(doc.paths ?? {}).filter(
    ([path]) => path !== ADMIN_PATH_PREFIX && !path.startsWith(`${ADMIN_PATH_PREFIX}/`),
  );
  return { ...doc, paths: Object.fromEntries(paths) };
}

export async function registerOpenApi(base: FastifyInstance): Promise<void> {
  const config = base.deps.config;
  await base.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Oversized Shop API',
        description:
          'The API the web app uses (docs/product.md section 7, docs/routes.md). Every error answers {"errorMessage", "code"}; the codes are in src/shared/error-codes.ts.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          shopperSession: { type: 'apiKey', in: 'cookie', name: 'sid' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'aid' },
          metricsToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // Operations grouped as docs/routes.md groups them, so every /api/cart call sits together.
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      // A route without any schema comes back without one; it must not take the whole
      // description down (tests/api/openapi.test.ts names the route instead).
      const schema = (transformed.schema ?? {}) as { tags?: string[]; hide?: boolean };
      if (!schema.hide) schema.tags ??= [groupOf(route.url)];
      return { ...transformed, schema };
    },
  });

  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This API description (OpenAPI 3.1)',
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    async (request, reply) => {
      const doc = app.swagger() as unknown as OpenApiDocument;
      if (!config.production) {
        reply.header('cache-control', 'no-cache');
        return doc;
      }
      // The answer depends on the admin cookie: no shared cache may keep one for everybody.
      reply.header('vary', 'cookie');
      if (await readSession(base, request, 'admin')) {
        reply.header('cache-control', 'private, no-cache');
        return doc;
      }
      reply.header('cache-control', 'no-cache');
      return withoutAdminPaths(doc);
    },
  );

  if (!config.production) {
    await base.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
  }
}
