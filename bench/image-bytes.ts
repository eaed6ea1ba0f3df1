/**
 * Product-photo bytes a phone downloads, with responsive images and as before them
 * (docs/decisions/019-responsive-images.md): opens the home page's product row, a category's
 * first row and a product page in headless Chromium against a running shop, sums the photo
 * responses, and for each photo the size of its original (what the old markup fetched).
 *   npx tsx bench/image-bytes.ts http://127.0.0.1:3000
 * Also saves screenshots at 390 and 1280 px in /tmp/shop-shots.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const ORIGINAL = /\/images\/([0-9a-f]{64})(?:-\d+\.(?:avif|webp)|\.webp)$/;
const out = '/tmp/shop-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function photosOf(page: Page, path: string, scroll: (page: Page) => Promise<void>) {
  const seen = new Map<string, number>();
  page.on('response', async (res) => {
    if (!ORIGINAL.test(new URL(res.url()).pathname)) return;
    // Bodies still arriving when the page closes are simply not counted.
    const body = await res.body().catch(() => undefined);
    if (body) seen.set(res.url(), body.length);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await scroll(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  let now = 0;
  let before = 0;
  for (const [url, bytes] of seen) {
    now += bytes;
    const id = ORIGINAL.exec(new URL(url).pathname)![1];
    before += (await (await fetch(`${base}/images/${id}.webp`)).arrayBuffer()).byteLength;
  }
  return {
    photos: seen.size,
    now,
    before,
    urls: [...seen.keys()].map((u) => u.replace(/.*\/images\/(.{8}).{56}/, '$1…')),
  };
}

const firstProduct = (await (
  await fetch(`${base}/get-items?page=1`, { headers: { 'x-api-key': 'dev-api-key' } })
).json()) as { itemId: string }[];
const pages: [string, string, (page: Page) => Promise<void>][] = [
  ['home products in view', '/', async (p) => p.locator('#our-products').scrollIntoViewIfNeeded()],
  ['catalogue first screen', '/products?category=hoodies', async () => {}],
  ['product page first screen', `/products/${firstProduct[0]!.itemId}`, async () => {}],
];

for (const dpr of [2, 3]) {
  for (const [label, path, scroll] of pages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: dpr,
    });
    const page = await context.newPage();
    const r = await photosOf(page, path, scroll);
    console.log(
      `390 px @${dpr}x ${label}: ${r.photos} photos, ${r.now} B now vs ${r.before} B originals (ratio ${(r.now / r.before).toFixed(2)}) ${r.urls.join(' ')}`,
    );
    await context.close();
  }
}

for (const width of [390, 1280]) {
  for (const [label, path] of pages) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({
      path: `${out}/${label.split(' ')[0]}-${width}.png`,
      fullPage: label.startsWith('home'),
    });
    await context.close();
  }
}
await browser.close();
