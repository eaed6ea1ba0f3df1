/**
 * The storefront's pages arrive rendered (docs/decisions/023-server-rendering.md): a client that
 * runs no JavaScript (a crawler, a link preview, a shopper with it off) reads the products'
 * names, prices and sizes in the HTML. Uses the built web app (dist/web and dist/ssr; `npm test`
 * builds them when stale).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDir } from '#server/app';
import { serverEntryPath } from '#server/plugins/server-entry';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';

const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : defaultWebDir;
if (!existsSync(serverEntryPath(webDir))) throw new Error('Build the web app first: npm run build');

/** The text a reader sees, without tags: "₹1,299" stays whole whatever markup holds it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

describe('server-rendered storefront pages', async () => {
  const { app, database } = await createTestApp({}, { webDir });
  const db = database.db;
  const hoodie = await createProduct(db, {
    name: 'Cloud Grey Hoodie',
    category: 'hoodies',
    price: 1499,
    actualPrice: 2199,
    stock: { M: 4, L: 2 },
  });
  const tee = await createProduct(db, {
    name: 'Ink Black Tee',
    category: 'overtees',
    price: 799,
    actualPrice: 1299,
    stock: { S: 3, XL: 1 },
  });
  const soldOut = await createProduct(db, { name: 'Gone Tee', category: 'overtees', stock: {} });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, { headers: { accept: 'text/html', ...headers } });
    return { status: res.status, etag: res.headers.get('etag'), html: await res.text() };
  };

  it.each([
    ['home', paths.home, [tee.name, hoodie.name]],
    ['a category', `${paths.products}?category=hoodies`, [hoodie.name]],
    ['the default category', paths.products, [tee.name]],
    ['search results', `${paths.products}?q=hoodie`, [hoodie.name]],
  ])('%s lists the products with their prices and links', async (_name, url, names) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const text = textOf(html);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(formatRupees(names.includes(tee.name) ? 799 : 1499));
    const linked = names.includes(tee.name) ? tee : hoodie;
    expect(html).toContain(`href="${paths.product(linked.itemId)}"`);
  });

  it('the product page shows name, price, photos, sizes in stock and the size guide', async () => {
    const { status, html } = await page(paths.product(hoodie.itemId));
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Cloud Grey Hoodie');
    expect(text).toContain(formatRupees(1499));
    expect(text).toContain(formatRupees(2199));
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*value="M"/);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*value="L"/);
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*value="XS"/);
    expect(html).toContain(`/images/${hoodie.imageId}`);
    // The size guide's table, for readers without JavaScript.
    expect(html).toMatch(/<noscript>[\s\S]*<table[\s\S]*Chest[\s\S]*<\/table>[\s\S]*<\/noscript>/);
  });

  it('the head comes from the same render: title, description, link previews, canonical, JSON-LD', async () => {
    const { html } = await page(paths.product(hoodie.itemId));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Cloud Grey Hoodie | Oversized</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(
      /<meta name="description" content="A roomy drop-shoulder tee\. ₹1,499 \(MRP ₹2,199\)\."/,
    );
    expect(head).toContain('<meta property="og:title" content="Cloud Grey Hoodie"/>');
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000/products/${hoodie.itemId}"/>`);
    expect(html).toContain('"@type":"Product"');
    const search = await page(`${paths.products}?q=hoodie`);
    const searchHead = search.html.slice(0, search.html.indexOf('</head>'));
    expect(searchHead).toContain('<meta name="robots" content="noindex"/>');
    expect(searchHead).toMatch(/<title>[^<]*hoodie[^<]*\| Oversized<\/title>/);
    const category = await page(`${paths.products}?category=hoodies`);
    expect(category.html).toMatch(/<title>Hoodies \| Oversized<\/title>/);
    expect((await page(paths.home)).html).toContain('"@type":"WebSite"');
  });

  it('a sold-out product says so', async () => {
    const { html } = await page(paths.product(soldOut.itemId));
    expect(textOf(html)).toMatch(/Sold out/i);
    expect(html).not.toMatch(/type="radio"/);
  });

  it('no part of a page waits hidden for a script', async () => {
    for (const url of [paths.home, paths.products, paths.product(tee.itemId)]) {
      const { html } = await page(url);
      expect(html).not.toContain('<template');
      expect(html).not.toMatch(/<div hidden id="S:/);
    }
  });

  it('needs no stylesheet request before its first paint, and preloads the largest photo', async () => {
    const { html } = await page(paths.product(hoodie.itemId));
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
    // The main photo's AVIF candidates, as its <picture> offers them, fetched first.
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image" type="image/avif" imagesrcset="/images/${hoodie.imageId}-240\\.avif 240w[^"]*" imagesizes="[^"]+" fetchpriority="high">`,
      ),
    );
    // Pages the browser renders keep the cached stylesheet.
    expect((await page(paths.cart)).html).toMatch(/<link rel="stylesheet"/);
  });

  it('static pages and the 404 screen are rendered too', async () => {
    expect(textOf((await page(paths.aboutUs)).html)).toMatch(/About/);
    expect(textOf((await page(paths.refundPolicy)).html)).toMatch(/calendar days of delivery/);
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain('404 Page Not Found');
  });

  it('embeds the answers the page was rendered with, keyed by the URL the app asks', async () => {
    const { html } = await page(paths.product(tee.itemId));
    const block = /<script type="application\/json" id="initial-data"[^>]*>([^<]*)<\/script>/.exec(html);
    const answers = JSON.parse(block![1]!) as Record<string, { name?: string }>;
    expect(answers[`/api/items/${tee.itemId}`]?.name).toBe('Ink Black Tee');
    expect(Object.keys(answers)).toContain('/api/size-guide/overtees');
  });

  it('a parameter no page reads makes no new page to render and keep', async () => {
    const tagged = `${paths.products}?utm_source=newsletter&category=hoodies&q=&page=2`;
    const entry = (await app.serverEntryLoaded())!;
    const data = await entry.loadPageData(tagged, async () => ({ status: 200, body: '[]' }));
    expect(data?.renderUrl).toBe(`${paths.products}?category=hoodies&q=`);
    expect((await page(tagged)).etag).toBe((await page(`${paths.products}?category=hoodies&q=`)).etag);
  });

  it('a filtered list renders with its counts, the same page each time whatever order its data loaded in', async () => {
    const url = `${paths.products}?category=overtees&size=XL&sort=price_asc`;
    const first = await page(url);
    expect(first.status).toBe(200);
    expect(textOf(first.html)).toContain(tee.name);
    expect(textOf(first.html)).not.toContain('Gone Tee');
    const block = /<script type="application\/json" id="initial-data"[^>]*>([^<]*)<\/script>/.exec(
      first.html,
    );
    expect(Object.keys(JSON.parse(block![1]!))).toEqual([
      '/api/items/facets?category=overtees&size=XL',
      '/api/offers',
      '/get-items?page=1&category=overtees&size=XL&sort=price_asc',
    ]);
    // The list and its counts load at once; the page and its ETag do not depend on which came first.
    for (let i = 0; i < 5; i++) {
      const again = await page(url, { 'if-none-match': first.etag! });
      expect(again.status).toBe(304);
    }
  });

  it('the shopper pages still arrive as the shell, rendered in the browser', async () => {
    const { status, html } = await page(paths.cart);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it('one page for everyone: the header leaves the account links to the browser', async () => {
    const visitor = await page(paths.home);
    const withCookie = await page(paths.home, { cookie: 'sid=anything' });
    expect(visitor.html.replace('\n<meta name="shopper-session" content="none">', '')).toBe(withCookie.html);
    expect(visitor.html).not.toContain('>Login<');
  });

  it('answers a repeated request with 304 and sends a new page once the catalogue changes', async () => {
    const url = paths.product(tee.itemId);
    const first = await page(url);
    expect(first.etag).toBeTruthy();
    const again = await fetch(base + url, { headers: { accept: 'text/html', 'if-none-match': first.etag! } });
    expect(again.status).toBe(304);
    const admin = await createAdmin(db, { userName: 'pricekeeper' });
    const edit = await app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId: tee.itemId, price: 649 },
    });
    expect(edit.statusCode).toBe(200);
    const after = await fetch(base + url, { headers: { accept: 'text/html', 'if-none-match': first.etag! } });
    expect(after.status).toBe(200);
    const text = textOf(await after.text());
    expect(text).toContain(formatRupees(649));
    expect(text).not.toContain(formatRupees(799));
  });

  it('the next request shows a product sold out by a stock change, and a hidden one is gone', async () => {
    const admin = await createAdmin(db, { userName: 'stockkeeper' });
    const product = await createProduct(db, { name: 'Last One Tee', stock: { M: 1 } });
    const url = paths.product(product.itemId);
    expect((await page(url)).html).toMatch(/type="radio"[^>]*value="M"/);
    const patch = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/admins/update-item',
        headers: headersFor(admin),
        payload: { itemId: product.itemId, ...payload },
      });
    expect((await patch({ size: { M: 0 } })).statusCode).toBe(200);
    const soldOutNow = await page(url);
    expect(textOf(soldOutNow.html)).toMatch(/Sold out/i);
    expect(soldOutNow.html).not.toMatch(/type="radio"/);
    expect((await patch({ hidden: true })).statusCode).toBe(200);
    const hidden = await page(url);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('Last One Tee');
  });

  it('a page whose render fails still arrives, as the shell the browser renders', async () => {
    const entry = (await app.serverEntryLoaded())!;
    app.serverEntry = { ...entry, renderPage: () => Promise.reject(new Error('render failed')) };
    try {
      const { status, html } = await page(`${paths.products}?category=sweat%20shirt`);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    } finally {
      app.serverEntry = entry;
    }
  });
});
