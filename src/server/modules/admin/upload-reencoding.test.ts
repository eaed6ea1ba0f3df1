/**
 * Uploaded photos are stored as sharp re-encodes them, never as uploaded
 * (docs/decisions/022-uploaded-images-re-encoded.md): a WebP carrying HTML in an extra RIFF chunk
 * or after its end is served as a clean WebP of the same picture.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '#server/db/schema';
import { headersFor, uploadPayload, webpDataUrl } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

const HTML = '<html><script>alert(document.cookie)</script></html>';

/** A picture of smooth gradients, 64 x 48, in WebP (lossy at quality 80 unless lossless). */
async function picture(options: { lossless?: boolean } = {}): Promise<Buffer> {
  const width = 64;
  const height = 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([x * 4, y * 5, ((x + y) * 2) % 256], (y * width + x) * 3);
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (options.lossless ? image.webp({ lossless: true }) : image.webp({ quality: 80 })).toBuffer();
}

function chunk(tag: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(tag, 0, 'ascii');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** The WebP with one more chunk after its image, the RIFF size grown to cover it: still a valid WebP. */
function withExtraChunk(webp: Buffer, tag: string, data: Buffer): Buffer {
  const body = Buffer.concat([webp.subarray(8), chunk(tag, data)]);
  const head = Buffer.from(webp.subarray(0, 8));
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** The chunk tags of a RIFF file, in order. */
function chunkTags(webp: Buffer): string[] {
  const tags: string[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    tags.push(webp.toString('ascii', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return tags;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`uploaded photos are stored re-encoded (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: headersFor(admin), payload });

  /** The photo as the shop serves it, after checking it is a whole, valid WebP named by its sha-256. */
  async function served(url: string): Promise<Buffer> {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const bytes = res.rawPayload;
    expect(url).toBe(`/images/${sha256(bytes)}.webp`);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
    expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    const [stored] = await db
      .select()
      .from(images)
      .where(eq(images.id, sha256(bytes)));
    expect(stored!.byteSize).toBe(bytes.length);
    const decoded = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ width: 64, height: 48 });
    return bytes;
  }

  const carriesNoHtml = (bytes: Buffer) => {
    expect(bytes.includes('<html')).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
  };

  it('drops HTML carried in an extra RIFF chunk', async () => {
    const polyglot = withExtraChunk(await picture(), 'HTML', Buffer.from(HTML));
    expect((await sharp(polyglot).metadata()).format).toBe('webp');
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image: webpDataUrl(polyglot) }));
    expect(res.statusCode, res.body).toBe(201);
    const bytes = await served(res.json().image);
    carriesNoHtml(bytes);
    expect(chunkTags(bytes)).not.toContain('HTML');
  });

  it('drops HTML appended after the end of the RIFF, also on a product edit', async () => {
    const polyglot = Buffer.concat([await picture(), Buffer.from(HTML)]);
    const product = await createProduct(db);
    const res = await call('PATCH', '/api/admins/update-item', {
      itemId: product.itemId,
      image1: webpDataUrl(polyglot),
    });
    expect(res.statusCode, res.body).toBe(200);
    carriesNoHtml(await served(res.json().image1));
  });

  it('keeps a lossless photo lossless, pixel for pixel, and drops its EXIF', async () => {
    const lossless = await sharp(await picture({ lossless: true }))
      .webp({ lossless: true })
      .withExif({ IFD0: { Copyright: 'Someone <script>' } })
      .toBuffer();
    expect((await sharp(lossless).metadata()).exif).toBeDefined();
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image3: webpDataUrl(lossless) }));
    expect(res.statusCode, res.body).toBe(201);
    const bytes = await served(res.json().image3);
    expect(chunkTags(bytes)).toContain('VP8L');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const pixels = (input: Buffer) => sharp(input).removeAlpha().raw().toBuffer();
    expect((await pixels(bytes)).equals(await pixels(lossless))).toBe(true);
  });

  it('re-encodes a lossy photo at high quality, the same size and close to the original', async () => {
    const lossy = await picture();
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image2: webpDataUrl(lossy) }));
    expect(res.statusCode, res.body).toBe(201);
    const bytes = await served(res.json().image2);
    expect(chunkTags(bytes)).toContain('VP8 ');
    const [a, b] = await Promise.all([lossy, bytes].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
    let difference = 0;
    for (let i = 0; i < a!.length; i++) difference += Math.abs(a![i]! - b![i]!);
    // About 1.3 at quality 90 on this picture; 2.5 to 3 at quality 30 to 60.
    expect(difference / a!.length).toBeLessThan(2);
  });
});
