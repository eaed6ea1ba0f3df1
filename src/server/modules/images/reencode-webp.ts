/**
 * An uploaded photo is stored as sharp re-encodes it, never as uploaded
 * (docs/decisions/022-uploaded-images-re-encoded.md): the magic bytes are checked where the data
 * URL is parsed; here sharp decodes every pixel and encodes them afresh. Whatever else the upload
 * carried (an extra RIFF chunk of HTML, bytes after the RIFF end, EXIF, XMP, an ICC profile) is
 * not in what is stored and served.
 */
import { loadSharp } from '#server/lib/lazy-sharp';

/** A 100 KB file may still claim a huge canvas; larger ones are refused before decoding. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/** Lossy photos are re-encoded near their own quality, so a second encode costs little detail. */
const LOSSY_QUALITY = 90;

/**
 * Whether the picture is a lossless WebP: its first image chunk is VP8L rather than "VP8 ". An
 * animated file (ANMF frames) counts as lossy; only its first frame is kept anyway.
 */
export function isLosslessWebp(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= view.length; ) {
    const tag = view.toString('latin1', at, at + 4);
    if (tag === 'VP8L') return true;
    if (tag === 'VP8 ') return false;
    const size = view.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return false;
}

/**
 * The WebP to store for an upload: its pixels encoded again (lossless stays lossless, lossy at
 * quality 90), without metadata; undefined when the bytes do not decode as a WebP picture.
 */
export async function reencodeWebp(bytes: Uint8Array): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
    if ((await image.metadata()).format !== 'webp') return undefined;
    // sharp keeps no metadata unless asked (withMetadata/keepExif): none is asked for here.
    const encoded = isLosslessWebp(bytes)
      ? image.webp({ lossless: true })
      : image.webp({ quality: LOSSY_QUALITY });
    return await encoded.toBuffer();
  } catch {
    return undefined;
  }
}
