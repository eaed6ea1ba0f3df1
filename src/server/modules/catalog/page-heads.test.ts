import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withNoScriptPage } from '#server/plugins/no-script';
import { SIGNED_OUT_TAG } from '#server/plugins/web';
import { IMAGE_SIZES } from '#shared/images';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProducts } from '#tests/support/catalog-factories';

const SHELL =
  '<!doctype html><html><head><title>Oversized</title></head><body><div id="root"></div></body></html>';
/** A build manifest shaped like Vite's: the entry, three pages and the chunks they share. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', 'index.html'] },
  'features/catalog/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['_card-1.js', 'index.html'],
    css: ['assets/HomePage-1.css'],
  },
  'features/catalog/CatalogPage.tsx': { file: 'assets/CatalogPage-1.js', imports: ['_card-1.js'] },
  'features/catalog/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_react-1.js'] },
};

const initialData = (html: string) => {
  const block = html.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
};
/** A photo's preload names its AVIF srcset and sizes, as the page's <picture> does. */
const preloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="(modulepreload|stylesheet|preload)"[^>]*(?:href|imagesrcset)="([^"]+)"(?: imagesizes="([^"]+)")?[^>]*>/g,
    ),
  ].map(
    (m) =>
      `${m[1]} ${m[2]}${m[3] ? ` sizes=${m[3]}` : ''}${m[0].includes('fetchpriority="high"') ? ' high' : ''}`,
  );
const avifSet = (id: string) =>
  `/images/${id}-240.avif 240w, /images/${id}-480.avif 480w, /images/${id}-750.avif 750w`;

describe('storefront pages name what they need in their HTML', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({}, { webDir });
  const hoodies = await createProducts(database.db, 3, { category: 'hoodies', namePrefix: 'Hoodie <b>' });
  const tees = await createProducts(database.db, 2, {
    category: 'overtees',
    startAt: new Date('2020-01-01'),
  });
  const open = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
  const api = async (url: string) => (await app.inject({ url, headers: apiKeyHeader })).json();

  it('a category page: its code, its first page of products, and the first row of photos', async () => {
    const res = await open('/products?category=hoodies');
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([
      'modulepreload /assets/CatalogPage-1.js',
      'modulepreload /assets/card-1.js',
      // Both photos of a phone's first row, at the priority their <img> asks: either may be the largest paint.
      `preload ${avifSet(hoodies[0]!.imageId)} sizes=${IMAGE_SIZES.card} high`,
      `preload ${avifSet(hoodies[1]!.imageId)} sizes=${IMAGE_SIZES.card} high`,
    ]);
    expect(initialData(res.body)).toEqual({
      '/get-items?page=1&category=hoodies': await api('/get-items?page=1&category=hoodies'),
    });
    // A "<" in a name cannot end the block early.
    expect(res.body).toContain('Hoodie \\u003cb>');
  });

  it('the catalogue without a category shows the default one, and a spaced name is keyed as the app asks', async () => {
    const plain = initialData((await open('/products')).body)!;
    expect(Object.keys(plain)).toEqual(['/get-items?page=1&category=overtees']);
    expect((plain['/get-items?page=1&category=overtees'] as unknown[]).length).toBe(tees.length);
    const spaced = initialData((await open('/products?category=sweat%20shirt')).body)!;
    expect(spaced).toEqual({ '/get-items?page=1&category=sweat+shirt': [] });
  });

  it('home: its code, its stylesheet and the newest products, but no photo (none in the first screen)', async () => {
    const res = await open('/');
    expect(preloads(res.body)).toEqual([
      'stylesheet /assets/HomePage-1.css',
      'modulepreload /assets/HomePage-1.js',
      'modulepreload /assets/card-1.js',
    ]);
    expect(initialData(res.body)).toEqual({ '/get-items?page=1': await api('/get-items?page=1') });
  });

  it('a product page: its code, its answer and its main photo first', async () => {
    const [hoodie] = hoodies;
    const res = await open(`/products/${hoodie!.itemId}`);
    expect(preloads(res.body)).toEqual([
      'modulepreload /assets/ProductPage-1.js',
      `preload ${avifSet(hoodie!.imageId)} sizes=${IMAGE_SIZES.product} high`,
    ]);
    const url = `/api/items/${encodeURIComponent(hoodie!.itemId)}`;
    expect(initialData(res.body)).toEqual({ [url]: await api(url) });
  });

  it("other pages get the plain shell (a visitor's saying nobody is signed in)", async () => {
    expect((await open('/about-us')).body).toBe(
      withNoScriptPage(SHELL).replace('</head>', `${SIGNED_OUT_TAG}\n</head>`),
    );
  });
});
