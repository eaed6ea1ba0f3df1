/**
 * The demo products' WebP photos, drawn as SVG and encoded with sharp. Encoding all of them takes
 * seconds, and every fresh shop (each browser journey starts one) seeds again, so the files are
 * kept on disk named by the hash of their SVG: a changed drawing is a new file, never a stale one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '#shared/constants';
import type { DemoProduct } from './demo-products';
import { DEMO_VIEWS, garmentSvg } from './garment-svg';

const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;
const projectCache = fileURLToPath(
  new URL('../../../../node_modules/.cache/oversized-demo-images', import.meta.url),
);

let cacheDir: string | null | undefined;

/** The four images of a product (front, back, close-up, styled), as WebP bytes. */
export function demoImages(product: DemoProduct): Promise<Buffer[]> {
  const art = { garment: product.garment, colour: product.colour };
  return Promise.all(DEMO_VIEWS.map((view) => webpFor(garmentSvg(art, view))));
}

async function webpFor(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(WEBP_OPTIONS)).update(svg).digest('hex');
  const dir = writableCacheDir();
  const file = dir && path.join(dir, `${key}.webp`);
  if (file) {
    try {
      return readFileSync(file);
    } catch {
      // Not cached yet.
    }
  }
  const bytes = await sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer();
  if (bytes.length >= MAX_IMAGE_BYTES) throw new Error(`demo image is ${bytes.length} bytes, over the limit`);
  if (file) {
    // Write then rename, so a shop starting in parallel never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      writeFileSync(partial, bytes);
      renameSync(partial, file);
    } catch {
      // A read-only disk only costs speed.
    }
  }
  return bytes;
}

function writableCacheDir(): string | null {
  if (cacheDir !== undefined) return cacheDir;
  cacheDir = null;
  for (const dir of [projectCache, path.join(os.tmpdir(), 'oversized-demo-images')]) {
    try {
      mkdirSync(dir, { recursive: true });
      cacheDir = dir;
      break;
    } catch {
      // Try the next place.
    }
  }
  return cacheDir;
}
