/** Builds the app as the tests do and renders its route table as docs/routes.md. */
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { fromPglite } from '#server/db/client';
import { routesMarkdown } from '#server/route-map';

export const ROUTES_DOC = 'docs/routes.md';

export async function renderRoutesDoc(): Promise<string> {
  // Declaring routes reads nothing from the database, so an empty one will do.
  const database = fromPglite(new PGlite());
  const config = loadConfig({
    NODE_ENV: 'test',
    API_KEY: 'route-map',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ db: database.db, config });
  try {
    await app.ready();
    return routesMarkdown(app.routeTable.map(({ method, url, source }) => ({ method, url, ...source })));
  } finally {
    await app.close();
    await database.close();
  }
}
