/**
 * The demo products' WebP photos, drawn as SVG and encoded with sharp. Encoding all of them takes
 * about 6 s of CPU, and every fresh shop (a newcomer's first start, each browser journey) seeds,
 * so the files are named by the hash of their SVG (a changed drawing is a new file, never a stale
 * one) and looked for first in the repository (demo-photos/, 1.5 MB, written by
 * `npm run demo-photos`; a test checks it is complete), then in a cache on disk; only a drawing
 * found in neither is encoded (docs/decisions/029-start-up.md).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSharp } from '#server/lib/lazy-sharp';
import { projectRoot } from '#server/project-root';
import { MAX_IMAGE_BYTES } from '#shared/constants';
import type { DemoProduct } from './demo-products';
import { DEMO_VIEWS, garmentSvg } from './garment-svg';

const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;
const projectCache = path.join(projectRoot, 'node_modules/.cache/oversized-demo-images');
export const committedPhotos = path.join(projectRoot, 'src/server/db/seed/demo-photos');

let cacheDir: string | null | undefined;

/** The four images of a product (front, back, close-up, styled), as WebP bytes. */
export function demoImages(product: DemoProduct): Promise<Buffer[]> {
  return Promise.all(demoDrawings(product).map(webpFor));
}

/** The file name a drawing's photo is kept under. */
export function demoPhotoName(svg: string): string {
  return `${createHash('sha256').update(JSON.stringify(WEBP_OPTIONS)).update(svg).digest('hex')}.webp`;
}

/** The SVG drawings of every photo of `product`. */
export function demoDrawings(product: DemoProduct): string[] {
  const art = { garment: product.garment, colour: product.colour };
  return DEMO_VIEWS.map((view) => garmentSvg(art, view));
}

export async function encodeDemoPhoto(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer();
  if (bytes.length >= MAX_IMAGE_BYTES) throw new Error(`demo image is ${bytes.length} bytes, over the limit`);
  return bytes;
}

async function webpFor(svg: string): Promise<Buffer> {
  const name = demoPhotoName(svg);
  try {
    return readFileSync(path.join(committedPhotos, name));
  } catch {
    // A drawing changed since the photos were last written: the cache, or encode it.
  }
  const key = name.slice(0, -'.webp'.length);
  const dir = writableCacheDir();
  const file = dir && path.join(dir, `${key}.webp`);
  if (file) {
    try {
      return readFileSync(file);
    } catch {
      // Not cached yet.
    }
  }
  const bytes = await encodeDemoPhoto(svg);
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
