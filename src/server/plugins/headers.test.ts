import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeyHeader, createTestApp } from '#tests/support/app';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Oversized</title><div id="root"></div>',
  );
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app } = await createTestApp({}, { webDir });
  const { app: production } = await createTestApp({ NODE_ENV: 'production' }, { webDir });

  it('sends a CSP on HTML that allows only our origin plus the payment provider', async () => {
    const res = await app.inject({ url: '/dev/outbox' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the document headers on the app shell, a 404 page included', async () => {
    for (const url of ['/', '/no-such-page']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('keeps JSON and image answers light: nosniff and the resource policy, no document headers', async () => {
    for (const res of [
      await app.inject({ url: '/get-items', headers: apiKeyHeader }),
      await app.inject({ url: '/healthz' }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('sends HSTS only in production, on every answer, and upgrades insecure requests there', async () => {
    expect((await app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const res = await production.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const page = await production.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends the headers on errors too', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
