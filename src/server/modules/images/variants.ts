/**
 * Each product photo made 240, 480 and 750 px wide in AVIF and WebP, once, and stored
 * (docs/decisions/019-responsive-images.md): a phone downloads the width it shows, in the smallest
 * format it reads. Uploads and edits make them before answering; seeded and older photos get them
 * on their first request, so the demo shop starts as fast as before.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { DbOrTx } from '#server/db/client';
import { imageVariants } from '#server/db/schema';
import { loadSharp } from '#server/lib/lazy-sharp';
import {
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
} from '#shared/images';
import { MAX_IMAGE_PIXELS } from './reencode-webp';
import { imageIdOf, loadImage, type StoredImage } from './store-image';

/**
 * Quality chosen by eye and bytes on the demo and sample photos (the decision note's table);
 * AVIF's effort 2 encodes about five times faster than its default 4 for a few per cent more bytes.
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

interface Variant {
  width: ImageWidth;
  format: ImageFormat;
}

const ALL_VARIANTS: Variant[] = IMAGE_WIDTHS.flatMap((width) =>
  IMAGE_FORMATS.map((format) => ({ width, format })),
);

/** The key a variant is cached and served under: its file name without the directory. */
export function variantKey(sourceId: string, { width, format }: { width: number; format: string }): string {
  return `${sourceId}-${width}.${format}`;
}

async function encode(source: Uint8Array, { width, format }: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  // Never wider than the original: a small upload is re-encoded, not blown up.
  const resized = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return ENCODERS[format](resized).toBuffer();
}

/**
 * Makes and stores every variant of these source images that is not stored yet. Called once the
 * sources are committed (the variants reference them).
 */
export async function makeVariants(db: DbOrTx, sources: readonly Uint8Array[]): Promise<void> {
  const byId = new Map(sources.map((bytes) => [imageIdOf(bytes), bytes]));
  if (byId.size === 0) return;
  const stored = await db
    .select({ sourceId: imageVariants.sourceId, width: imageVariants.width, format: imageVariants.format })
    .from(imageVariants)
    .where(inArray(imageVariants.sourceId, [...byId.keys()]));
  const have = new Set(stored.map((row) => variantKey(row.sourceId, row)));
  const rows = [];
  for (const [sourceId, bytes] of byId) {
    for (const variant of ALL_VARIANTS) {
      if (have.has(variantKey(sourceId, variant))) continue;
      const out = await encode(bytes, variant);
      rows.push({ sourceId, ...variant, bytes: out, byteSize: out.length });
    }
  }
  if (rows.length > 0) await db.insert(imageVariants).values(rows).onConflictDoNothing();
}

/** Variants being made now (per database), so a burst of first requests for one photo encodes it once. */
const makingIn = new WeakMap<object, Map<string, Promise<StoredImage | undefined>>>();

/** The variant, from the table or made now from its source; undefined when the source is unknown. */
export function loadVariant(
  db: DbOrTx,
  sourceId: string,
  variant: Variant,
): Promise<StoredImage | undefined> {
  const key = variantKey(sourceId, variant);
  let making = makingIn.get(db);
  if (!making) {
    making = new Map();
    makingIn.set(db, making);
  }
  let pending = making.get(key);
  if (!pending) {
    pending = loadOrMake(db, sourceId, variant).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

async function loadOrMake(db: DbOrTx, sourceId: string, variant: Variant): Promise<StoredImage | undefined> {
  const key = variantKey(sourceId, variant);
  const mimeType = IMAGE_MIME_TYPES[variant.format];
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.sourceId, sourceId),
        eq(imageVariants.width, variant.width),
        eq(imageVariants.format, variant.format),
      ),
    )
    .limit(1);
  if (row) return { id: key, bytes: row.bytes, mimeType };
  const source = await loadImage(db, sourceId);
  if (!source) return undefined;
  const bytes = await encode(source.bytes, variant);
  // Another instance may have made the same bytes meanwhile; either copy is right.
  await db
    .insert(imageVariants)
    .values({ sourceId, ...variant, bytes, byteSize: bytes.length })
    .onConflictDoNothing();
  return { id: key, bytes, mimeType };
}
