/**
 * The storefront's busiest reads still pass the checks every route passes
 * (docs/decisions/005-request-guards.md, 008-limits.md, 021-catalogue-reads-at-the-limit.md):
 * the API key, the NUL refusal, the security headers, and for search the per-address limit,
 * whose setting RATE_LIMIT_PER_MINUTE is honoured.
 */
import { describe, expect, it } from 'vitest';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProduct } from '#tests/support/factories';

describe('guards on the catalogue reads', async () => {
  const { app, database } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  const product = await createProduct(database.db);
  const paths = [
    '/get-items?page=1',
    '/get-items?category=hoodies&page=2',
    `/api/items/${product.itemId}`,
    '/api/items/search?q=hoodie',
  ];

  it('refuses each without the API key (403) and answers it with one', async () => {
    for (const url of paths) {
      const refused = await app.inject({ url, remoteAddress: '198.51.100.20' });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('invalid_api_key');
      const ok = await app.inject({ url, headers: apiKeyHeader, remoteAddress: '198.51.100.21' });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.headers['x-content-type-options'], url).toBe('nosniff');
      expect(ok.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('refuses a NUL character in the query or the id with 400', async () => {
    for (const url of [
      '/get-items?page=1&category=a%00b',
      `/api/items/a%00b`,
      '/api/items/search?q=hood%00ie',
    ]) {
      const res = await app.inject({ url, headers: apiKeyHeader, remoteAddress: '198.51.100.22' });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('limits search per address at RATE_LIMIT_PER_MINUTE', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        url: '/api/items/search?q=tee',
        headers: apiKeyHeader,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await app.inject({
      url: '/api/items/search?q=tee',
      headers: apiKeyHeader,
      remoteAddress: ip,
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
