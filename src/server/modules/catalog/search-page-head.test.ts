import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchApiUrl } from '#shared/search';
import { apiKeyHeader, createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createProducts } from '#tests/support/catalog-factories';

const SHELL =
  '<!doctype html><html><head><title>Oversized</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'features/catalog/HomePage.tsx': { file: 'assets/HomePage-1.js' },
  'features/catalog/CatalogPage.tsx': { file: 'assets/CatalogPage-1.js' },
  'features/catalog/ProductPage.tsx': { file: 'assets/ProductPage-1.js' },
};
const NOINDEX = '<meta name="robots" content="noindex">';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const initialData = (html: string) => {
  const block = html.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('search results pages for browsers and search engines', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({}, { webDir });
  const hoodies = await createProducts(database.db, 2, { category: 'hoodies', namePrefix: 'Cobalt Hoodie' });
  const open = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it('/products?q= is titled with the words, noindex, and carries its first results', async () => {
    const res = await open('/products?q=cobalt%20%20hoodie');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Search results for &quot;cobalt hoodie&quot; | Oversized');
    expect(res.body).toContain(NOINDEX);
    const api = await app.inject({ url: searchApiUrl('cobalt hoodie', 1), headers: apiKeyHeader });
    expect(initialData(res.body)).toEqual({ [searchApiUrl('cobalt hoodie', 1)]: api.json() });
    expect(res.body).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/images/${hoodies[0]!.imageId}-240.avif 240w,`,
    );
    expect(jsonLd(res.body)).toEqual([]);
  });

  it('escapes the words in the title', async () => {
    const res = await open(`/products?q=${encodeURIComponent('</title><script>alert(1)</script>')}`);
    expect(titleOf(res.body)).toBe(
      'Search results for &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; | Oversized',
    );
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('words too long for the API still get a page, with no results inlined', async () => {
    const res = await open(`/products?q=${'a'.repeat(500)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NOINDEX);
    expect(titleOf(res.body)).toBe(`Search results for &quot;${'a'.repeat(100)}…&quot; | Oversized`);
    expect(initialData(res.body)).toBeUndefined();
  });

  it('a category page and an empty search stay indexable, titled by the shell', async () => {
    for (const url of ['/products?category=hoodies', '/products?q=', '/products?q=%20%20']) {
      const res = await open(url);
      expect(res.body).not.toContain(NOINDEX);
      expect(titleOf(res.body)).toBe('Oversized');
    }
  });

  it('home tells search engines how to search the shop (WebSite SearchAction)', async () => {
    const [website] = jsonLd((await open('/')).body);
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Oversized',
      url: `${TEST_ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${TEST_ORIGIN}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('search pages are not in the sitemap', async () => {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/products?category=hoodies');
    expect(sitemap).not.toContain('q=');
  });
});
