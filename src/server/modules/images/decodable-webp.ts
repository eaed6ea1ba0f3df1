/**
 * An upload must be a WebP picture, not just start like one (docs/architecture.md section 9): the magic bytes
 * are checked where the data URL is parsed, and here sharp decodes every pixel.
 */
import sharp from 'sharp';

/** A 100 KB file may still claim a huge canvas; larger ones are refused before decoding. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

export async function decodesAsWebp(bytes: Uint8Array): Promise<boolean> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
    if ((await image.metadata()).format !== 'webp') return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
