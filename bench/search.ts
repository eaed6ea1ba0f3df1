/**
 * Catalogue search latency on PGlite with 10,000 products: each query of a set (plain words,
 * several words, one-letter typos, no match, a later page) is run uncached many times; prints
 * the median and p95 per query and over all. Target: under 50 ms
 * (docs/decisions/009-storefront-search-sizes-delivery.md).
 */
import { createHash } from 'node:crypto';
import { createPglite, fromPglite } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { images, productStock, products } from '#server/db/schema';
import { searchLiveProducts } from '#server/modules/catalog/search-query';
import { CATALOG_PAGE_SIZE, CATEGORIES, SIZES } from '#shared/constants';
import { defaultHsnFor } from '#shared/gst/hsn';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const COLOURS = [
  'Midnight',
  'Graphite',
  'Ivory',
  'Olive',
  'Rust',
  'Sand',
  'Navy',
  'Maroon',
  'Sage',
  'Charcoal',
];
const STYLES = [
  'Oversized',
  'Boxy',
  'Drop Shoulder',
  'Relaxed',
  'Acid Wash',
  'Vintage',
  'Heavyweight',
  'Cropped',
];
const PRINTS = ['Logo', 'Plain', 'Graphic', 'Script', 'Tie Dye', 'Embroidered', 'Varsity', 'Block Print'];
const GARMENTS: Record<string, string[]> = {
  overtees: ['Tee', 'T-Shirt', 'Pocket Tee'],
  hoodies: ['Hoodie', 'Zip Hoodie', 'Pullover Hoodie'],
  'sweat shirt': ['Sweatshirt', 'Crewneck Sweatshirt', 'Half Zip Sweatshirt'],
};
const FABRICS = [
  '100% cotton, 240 GSM',
  'Brushed fleece, 320 GSM',
  'French terry, 280 GSM',
  'Cotton-linen slub',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function productRow(i: number, imageId: string) {
  const category = pick(CATEGORIES, i);
  const name = `${pick(COLOURS, i * 7)} ${pick(STYLES, i * 3)} ${pick(PRINTS, i * 5)} ${pick(GARMENTS[category]!, i)} ${i}`;
  return {
    itemId: `bench-${i}`,
    name,
    pricePaise: 79_900 + (i % 10) * 10_000,
    actualPricePaise: 149_900,
    fabric: pick(FABRICS, i * 11),
    category,
    hsnCode: defaultHsnFor(category),
    description: `A ${pick(STYLES, i).toLowerCase()} piece in ${pick(COLOURS, i).toLowerCase()}, made in India for the world.`,
    washcare: 'Machine wash cold, inside out.',
    details: 'Ribbed neck, double-stitched hems.',
    specifications: 'Oversized fit.',
    imageId,
    image1Id: imageId,
    image2Id: imageId,
    image3Id: imageId,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  };
}

const QUERIES: Array<[string, number]> = [
  ['hoodie', 1],
  ['hoodie', 5],
  ['oversized tee', 1],
  ['midnight acid wash hoodie', 1],
  ['fleece', 1],
  ['sweatshirt', 1],
  ['hoddie', 1],
  ['swetshirt', 1],
  ['grafite', 1],
  ['embroidred', 1],
  ['made in india', 1],
  ['xylophone', 1],
  ['%_\'"', 1],
  ['hoodie black', 1],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const client = await createPglite();
const database = fromPglite(client);
await migrate(database);
const { db } = database;

let started = performance.now();
const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPbench');
const imageId = createHash('sha256').update(bytes).digest('hex');
await db.insert(images).values({ id: imageId, bytes, mimeType: 'image/webp', byteSize: bytes.length });
for (let from = 0; from < PRODUCTS; from += 1000) {
  const count = Math.min(1000, PRODUCTS - from);
  const rows = await db
    .insert(products)
    .values(Array.from({ length: count }, (_, k) => productRow(from + k, imageId)))
    .returning({ id: products.id });
  await db
    .insert(productStock)
    .values(
      rows.flatMap((row, k) => SIZES.map((size) => ({ productId: row.id, size, quantity: (from + k) % 5 }))),
    );
}
await client.query('analyze');
const seedMs = performance.now() - started;

const all: number[] = [];
const table = [];
for (const [words, page] of QUERIES) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    started = performance.now();
    const results = await searchLiveProducts(db, { words, page, pageSize: CATALOG_PAGE_SIZE });
    const ms = performance.now() - started;
    found = results.length;
    if (run >= 3) times.push(ms); // the first runs warm the plan cache and the WebAssembly code
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  table.push({
    query: words,
    page,
    results: found,
    'median ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
  });
}
all.sort((a, b) => a - b);
console.log(`PGlite, ${PRODUCTS} products (seeded in ${Math.round(seedMs)} ms), ${RUNS} runs per query`);
console.table(table);
console.log(
  `all queries: median ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target under 50 ms)`,
);
await database.close();
