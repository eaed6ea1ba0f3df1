import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { withNoScriptPage } from './no-script';
import { SIGNED_OUT_TAG } from './web';

const SHELL = `<!doctype html><html><head><title>Oversized</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
/**
 * What a visitor (no session cookie) is sent: the shell, saying nobody is signed in, with the page
 * shown when JavaScript is off beside its root.
 */
const VISITOR_SHELL = withNoScriptPage(SHELL).replace('</head>', `${SIGNED_OUT_TAG}\n</head>`);
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('the built web app', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  const asset = path.join(webDir, 'assets', 'main-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app } = await createTestApp({}, { webDir });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends the Brotli copy of a built asset to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    const refused = await get('/assets/main-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('caches unhashed files briefly', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the app shell compressed when accepted, always revalidated', async () => {
    const res = await get('/about-us', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(VISITOR_SHELL);
    const plain = await get('/no-such-page', { accept: 'text/html' });
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toBe(VISITOR_SHELL);
  });

  it('tells the app a page was asked for without a shopper session, so it does not ask who is signed in', async () => {
    const visitor = await get('/cart', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(visitor.rawPayload).toString()).toContain(SIGNED_OUT_TAG);
    // The page differs with the cookie: a shared cache must keep the two apart.
    expect(visitor.headers.vary).toBe('cookie, accept-encoding');
    // With a session cookie (valid or not) the app asks the server, as before.
    const shopper = await get('/cart', { accept: 'text/html', cookie: 'sid=some-token' });
    expect(shopper.body).toBe(withNoScriptPage(SHELL));
    expect(shopper.body).not.toContain('shopper-session');
    // An administrator's cookie is not a shopper's.
    const admin = await get('/cart', { accept: 'text/html', cookie: 'aid=some-token' });
    expect(admin.body).toContain(SIGNED_OUT_TAG);
  });
});
