import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { archiveProduct, createProducts } from '#tests/support/catalog-factories';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="Generic shop description" />
<title>Oversized</title></head><body><div id="root"></div></body></html>`;

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(
  html: string,
): Array<{ name: string; image: string[]; offers: { availability: string } } & Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('product pages for search engines and link previews', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({}, { webDir });
  const db = database.db;
  const [tee] = await createProducts(db, 1, {
    name: 'Sage Green Oversized Tee',
    price: 849,
    actualPrice: 1599,
  });
  const [tricky] = await createProducts(db, 1, {
    name: `Bad </script><script>alert("x")</script> & 'Co' Tee`,
    stock: { S: 0 },
  });
  const [archived] = await createProducts(db, 1, { name: 'Withdrawn Hoodie' });
  await archiveProduct(db, archived!.itemId);

  const page = (id: string) => app.inject({ url: `/products/${id}` });

  it('puts the name in <title>, a description, Open Graph tags and a Product JSON-LD in the HTML', async () => {
    const res = await page(tee!.itemId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Sage Green Oversized Tee | Oversized</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Generic shop description');
    expect(html).toContain('<meta property="og:title" content="Sage Green Oversized Tee" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/images/${tee!.imageId}.webp" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/products/${tee!.itemId}" />`);
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sage Green Oversized Tee',
      description: 'A roomy drop-shoulder tee.',
      sku: tee!.itemId,
      offers: {
        '@type': 'Offer',
        price: '849.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(product!.image[0]).toBe(`${TEST_ORIGIN}/images/${tee!.imageId}.webp`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes every text so a name with </script> cannot break the page', async () => {
    const res = await page(tricky!.itemId);
    const html = res.body;
    // Only our JSON-LD block and the page's initial data, neither of them ever run: nothing injected.
    expect(html.match(/<script/g)).toEqual(['<script', '<script']);
    expect(html.match(/<script [^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="initial-data">',
    ]);
    const [, data] = html.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/)!;
    const answer = JSON.parse(data!)[`/api/items/${encodeURIComponent(tricky!.itemId)}`];
    expect(answer.name).toBe(`Bad </script><script>alert("x")</script> & 'Co' Tee`);
    expect(html).toContain(
      '<title>Bad &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; Tee | Oversized</title>',
    );
    const [product] = jsonLd(html);
    expect(product!.name).toBe(`Bad </script><script>alert("x")</script> & 'Co' Tee`);
    // Every size at 0: the offer says so.
    expect(product!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('falls back to the plain shell with 404 for an unknown or archived product', async () => {
    for (const id of ['no-such-product', archived!.itemId]) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Oversized</title>');
      expect(res.body).toContain('Generic shop description');
      expect(jsonLd(res.body)).toEqual([]);
    }
  });

  it('lists home, categories and every live product in /sitemap.xml', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${TEST_ORIGIN}/`);
    expect(locs).toContain(`${TEST_ORIGIN}/products?category=overtees`);
    expect(locs).toContain(`${TEST_ORIGIN}/products?category=hoodies`);
    expect(locs).toContain(`${TEST_ORIGIN}/products?category=sweat%20shirt`);
    expect(locs).toContain(`${TEST_ORIGIN}/products/${tee!.itemId}`);
    expect(locs).toContain(`${TEST_ORIGIN}/products/${tricky!.itemId}`);
    expect(locs).not.toContain(`${TEST_ORIGIN}/products/${archived!.itemId}`);
  });

  it('allows every crawler in /robots.txt and points to the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`);
  });
});

describe('product pages without a built web app', async () => {
  const { app, database } = await createTestApp();
  const [tee] = await createProducts(database.db, 1);

  it('answers the API 404 (there is no page to send)', async () => {
    const res = await app.inject({ url: `/products/${tee!.itemId}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});
