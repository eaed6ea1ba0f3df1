/** Seeds the demo catalogue into a shop that has never had a product. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import { stockNewProducts } from '#server/modules/catalog/stock-changes';
import { storeImages } from '#server/modules/images/store-image';
import { CATEGORIES, SIZES } from '#shared/constants';
import { defaultHsnFor } from '#shared/gst/hsn';
import { rupeesToPaise } from '#shared/money';
import type { Db, DbOrTx } from '../client';
import { products, styles } from '../schema';
import { seedDemoCollections } from './demo-collections';
import { demoImages } from './demo-images';
import { CATEGORY_COPY, DEMO_PRODUCTS, type DemoProduct, demoStock, slugify } from './demo-products';

/** Any constant: two instances starting together on one PostgreSQL seed once, not twice. */
const SEED_LOCK = 7_462_001;

export interface SeedResult {
  seeded: number;
  ms: number;
}

export async function seedDemoCatalog(db: Db, log?: FastifyBaseLogger): Promise<SeedResult> {
  const started = performance.now();
  if (await hasAnyProduct(db)) return { seeded: 0, ms: 0 };
  // Styles newest first by their lead; each style's colours follow it in the style's order.
  const leads = newestFirst(DEMO_PRODUCTS.filter((product) => product.style === product.name));
  const ordered = leads.flatMap((lead) => DEMO_PRODUCTS.filter((product) => product.style === lead.name));
  const photos = await Promise.all(ordered.map((product) => demoImages(product)));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAnyProduct(tx)) return 0;
    const imageIds = await storeImages(
      tx,
      photos.flat().map((bytes) => ({ bytes, mimeType: 'image/webp' })),
    );
    const styleRows = await tx
      .insert(styles)
      .values(leads.map((lead) => ({ name: lead.cut })))
      .returning({ id: styles.id });
    const styleIds = new Map(leads.map((lead, i) => [lead.name, styleRows[i]!.id]));
    const now = Date.now();
    const rows = await tx
      .insert(products)
      .values(
        ordered.map((product, index) => {
          const [imageId, image1Id, image2Id, image3Id] = imageIds.slice(index * 4, index * 4 + 4);
          // A style's colours share their lead's time, so the catalogue lists the styles in order.
          const createdAt = new Date(now - leads.findIndex((lead) => lead.name === product.style) * 60_000);
          const colours = DEMO_PRODUCTS.filter((other) => other.style === product.style);
          return {
            ...productFields(product),
            styleId: styleIds.get(product.style)!,
            stylePosition: colours.indexOf(product),
            colourName: product.colourName,
            colourHex: product.colour,
            colourFamily: product.family,
            imageId: imageId!,
            image1Id: image1Id!,
            image2Id: image2Id!,
            image3Id: image3Id!,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: products.id });
    await stockNewProducts(
      tx,
      rows.flatMap((row, index) =>
        demoStock(index).map((quantity, size) => ({
          productId: row.id,
          size: SIZES[size]!,
          quantity: ordered[index]!.soldOut ? 0 : quantity,
        })),
      ),
      { actor: 'system', reason: 'seed' },
    );
    await seedDemoCollections(
      tx,
      ordered.map((product, index) => ({
        category: product.category,
        price: product.price,
        family: product.family,
        imageId: imageIds[index * 4]!,
      })),
      new Date(now),
    );
    return rows.length;
  });
  invalidateCatalog();
  const ms = Math.round(performance.now() - started);
  if (seeded > 0) log?.info({ products: seeded, ms }, 'seeded the demo catalogue');
  return { seeded, ms };
}

function productFields(product: DemoProduct) {
  const copy = CATEGORY_COPY[product.category];
  return {
    itemId: slugify(product.name),
    name: product.name,
    pricePaise: rupeesToPaise(product.price),
    actualPricePaise: rupeesToPaise(product.actualPrice),
    fabric: copy.fabric,
    category: product.category,
    hsnCode: defaultHsnFor(product.category),
    description: `${product.blurb} ${copy.fit}`,
    washcare: copy.washcare,
    details: copy.details,
    specifications: copy.specifications,
  };
}

/** Categories interleaved, so the home page's newest eight show a bit of everything. */
function newestFirst(list: DemoProduct[]): DemoProduct[] {
  const byCategory = CATEGORIES.map((category) => list.filter((product) => product.category === category));
  const longest = Math.max(...byCategory.map((group) => group.length));
  const out: DemoProduct[] = [];
  for (let i = 0; i < longest; i++) {
    for (const group of byCategory) if (group[i]) out.push(group[i]!);
  }
  return out;
}

/** Archived products count too: a shop whose owner deleted everything is not new. */
async function hasAnyProduct(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}
