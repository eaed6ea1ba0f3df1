/** The server-rendered page shell: literal product text in the head, bad URLs, and link-preview bots. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { createProducts } from '#tests/support/catalog-factories';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="Generic shop description" />
<title>Oversized</title></head><body><div id="root"></div></body></html>`;

describe('the page shell', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({}, { webDir });
  const [tee] = await createProducts(database.db, 1, { name: "Tee $' edition $& more $`" });

  it('puts a product name with $-patterns into the head literally', async () => {
    const res = await app.inject({ url: `/products/${tee!.itemId}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Tee $&#39; edition $&amp; more $` | Oversized</title>');
    expect(html).toContain('content="Tee $&#39; edition $&amp; more $`"');
    // The page is one document: one head, one body, nothing copied from around the insertion.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it.each([
    ['a malformed escape', '/products/%E0%A4%A'],
    ['an over-long parameter', `/products/${'x'.repeat(300)}`],
    ['a malformed escape in the API', '/api/items/%E0%A4%A'],
    ['an over-long API parameter', `/api/items/${'x'.repeat(300)}`],
  ])('answers %s through the error envelope with the security headers', async (_name, url) => {
    const res = await app.inject({ url, headers: { accept: 'application/json' } });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().errorMessage).toMatch(/^This address is (not valid|too long)\.$/);
    expect(res.json()).not.toHaveProperty('statusCode');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers the app shell on / to a client that accepts anything (link-preview bots)', async () => {
    for (const accept of ['*/*', undefined, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8']) {
      const res = await app.inject({ url: '/', headers: accept ? { accept } : {} });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not answer HTML to a client that asks only for JSON', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
