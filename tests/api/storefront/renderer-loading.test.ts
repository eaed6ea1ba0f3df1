/**
 * The web app's server renderer is loaded after the shop starts listening, not before it
 * (docs/decisions/029-start-up.md): a ready app has not loaded it; the first page asked for
 * loads it and still arrives rendered; a listening shop loads it without waiting for a page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultWebDir } from '#server/app';
import { serverEntryPath } from '#server/plugins/server-entry';
import { paths } from '#shared/paths';
import { createTestApp } from '#tests/support/app';
import { createProduct } from '#tests/support/factories';

const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : defaultWebDir;
if (!existsSync(serverEntryPath(webDir))) throw new Error('Build the web app first: npm run build');

describe('loading the server renderer', () => {
  it('is not part of making the app ready; the first page loads it and arrives rendered', async () => {
    const { app, database } = await createTestApp({}, { webDir });
    const tee = await createProduct(database.db, { name: 'Rendered Tee', category: 'overtees' });
    await app.ready();
    expect(app.rendersOnServer).toBe(true);
    expect(app.serverEntry).toBeUndefined();

    const res = await app.inject({ method: 'GET', url: paths.home, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(tee.name);
    expect(app.serverEntry).toBeDefined();
    await app.close();
  });

  it('is loaded by a listening shop before any page is asked for', async () => {
    const { app } = await createTestApp({}, { webDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await vi.waitFor(() => expect(app.serverEntry).toBeDefined(), { timeout: 10_000 });
    } finally {
      await app.close();
    }
  });
});
