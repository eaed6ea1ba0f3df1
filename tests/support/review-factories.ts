/** Photos for review tests, made with sharp: real pictures, and the hostile files a shop must refuse. */
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import type { Size } from '#shared/constants';
import { insertOrder } from './admin-factories';
import type { TestAccount, TestProduct } from './factories';

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A photo with a gradient and EXIF (a camera make, a GPS position) that must not survive. */
export async function jpegPhoto(width = 800, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c518"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Private 1' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

export function pngPhoto(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#c03' } })
    .png()
    .toBuffer();
}

export function webpPhoto(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#393' } })
    .webp()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a PNG a few kilobytes long that claims 30,000 x 30,000 pixels (900
 * megapixels, 3.6 GB once decoded), its rows all zeros, so it compresses to almost nothing.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // A few rows of zeros (filter byte + pixels): enough to be a real start of the image.
  const rows = deflateSync(Buffer.alloc((side + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG that is also a web page: HTML after the picture's end, which a sniffer would run. */
export async function htmlPolyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([
    await jpegPhoto(64, 64),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** A delivered order of the product for the shopper, in the given size. */
export async function deliveredOrder(
  db: DbOrTx,
  shopper: Pick<TestAccount, 'id'>,
  product: TestProduct,
  size: Size = 'M',
) {
  const order = await insertOrder(db, { shopper, product, size, status: 'delivered' });
  await db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, order.id));
  return order;
}
