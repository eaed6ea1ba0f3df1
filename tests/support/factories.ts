/**
 * Factories that put rows straight into the database, for tests that need a shopper, a product
 * or an administrator without walking through the sign-up or upload flows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '#server/db/client';
import { admins, images, productStock, products, users } from '#server/db/schema';
import { createSessionToken } from '#server/plugins/sessions';
import { SIZES, type Size } from '#shared/constants';
import { defaultHsnFor } from '#shared/gst/hsn';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const TEST_PASSWORD = 'correct horse battery';
let cachedHash: Promise<string> | undefined;
/** Hashing is deliberately slow, so every factory account shares one hash of TEST_PASSWORD. */
const passwordHash = () => {
  cachedHash ??= hash(TEST_PASSWORD);
  return cachedHash;
};

export interface TestAccount {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  /** A shopper's mobile number, when given one. */
  mobile?: string;
  /** An administrator's staff roles (src/shared/permissions.ts); Owner unless given. */
  roles?: string[];
  /** A ready Cookie header for this account's session. */
  cookie: string;
}

async function insertAccount(db: DbOrTx, kind: 'shopper' | 'admin', fields: Partial<TestAccount>) {
  const tag = unique();
  const values = {
    firstName: fields.firstName ?? 'Asha',
    lastName: 'Verma',
    userName: fields.userName ?? `${kind}${tag}`,
    email: fields.email ?? `${kind}${tag}@example.in`,
    passwordHash: await passwordHash(),
    ...(kind === 'shopper' && fields.mobile ? { mobile: fields.mobile } : {}),
    ...(kind === 'admin' ? { roles: fields.roles ?? ['owner'] } : {}),
  };
  const table = kind === 'shopper' ? users : admins;
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  const token = await createSessionToken(db, kind, row!.id, new Date());
  const cookieName = kind === 'shopper' ? 'sid' : 'aid';
  return { id: row!.id, ...values, cookie: `${cookieName}=${token}` };
}

export function createShopper(db: DbOrTx, fields: Partial<TestAccount> = {}): Promise<TestAccount> {
  return insertAccount(db, 'shopper', fields);
}

export function createAdmin(db: DbOrTx, fields: Partial<TestAccount> = {}): Promise<TestAccount> {
  return insertAccount(db, 'admin', fields);
}

/** A 1x1 lossless WebP (its VP8L chunk is reused below). */
const PIXEL_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQilKUov+BiOh/AAA=', 'base64');
const FRAME_CHUNK = PIXEL_WEBP.subarray(12);
/** RIFF header + VP8X chunk + the frame + the PADD chunk's own header. */
const SMALLEST_WEBP = 12 + 18 + FRAME_CHUNK.length + 8;

function riffChunk(tag: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(tag, 0, 'ascii');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data]);
}

/**
 * A real WebP of exactly `size` bytes that sharp decodes (a 1x1 picture in the extended format,
 * padded with a chunk of random bytes), unique per call so image ids differ.
 */
export function fakeWebp(size = 128): Buffer {
  const total = Math.max(size, SMALLEST_WEBP + (SMALLEST_WEBP % 2));
  // RIFF chunks have even sizes; an odd size carries one byte past the RIFF end, which decoders skip.
  const even = total - (total % 2);
  const vp8x = Buffer.alloc(10); // no feature flags; canvas 1x1 (stored as width-1, height-1)
  const padding = riffChunk('PADD', randomBytes(even - SMALLEST_WEBP));
  const body = Buffer.concat([Buffer.from('WEBP'), riffChunk('VP8X', vp8x), FRAME_CHUNK, padding]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body, Buffer.alloc(total - even)]);
}

/** WebP's magic bytes (RIFF....WEBP) followed by random bytes: no decoder can read it. */
export function garbageWebp(size = 256): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 16));
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(bytes.length - 8, 4);
  bytes.write('WEBP', 8, 'ascii');
  randomBytes(bytes.length - 12).copy(bytes, 12);
  return bytes;
}

export async function insertImage(db: DbOrTx, bytes: Buffer = fakeWebp()): Promise<string> {
  const id = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(images)
    .values({ id, bytes, mimeType: 'image/webp', byteSize: bytes.length })
    .onConflictDoNothing();
  return id;
}

export interface ProductOptions {
  name?: string;
  category?: string;
  hsnCode?: string;
  /** Rupees. */
  price?: number;
  actualPrice?: number;
  stock?: Partial<Record<Size, number>>;
  createdAt?: Date;
}

export interface TestProduct {
  id: number;
  itemId: string;
  name: string;
  category: string;
  pricePaise: number;
  imageId: string;
}

export async function createProduct(db: DbOrTx, options: ProductOptions = {}): Promise<TestProduct> {
  const imageIds = [
    await insertImage(db),
    await insertImage(db),
    await insertImage(db),
    await insertImage(db),
  ];
  const tag = unique();
  const [row] = await db
    .insert(products)
    .values({
      itemId: `test-${tag}`,
      name: options.name ?? `Test Tee ${tag}`,
      pricePaise: (options.price ?? 799) * 100,
      actualPricePaise: (options.actualPrice ?? 1299) * 100,
      fabric: '100% cotton, 240 GSM',
      category: options.category ?? 'overtees',
      hsnCode: options.hsnCode ?? defaultHsnFor(options.category ?? 'overtees'),
      description: 'A roomy drop-shoulder tee.',
      washcare: 'Machine wash cold, inside out.',
      details: 'Ribbed crew neck.',
      specifications: 'Oversized fit.',
      imageId: imageIds[0]!,
      image1Id: imageIds[1]!,
      image2Id: imageIds[2]!,
      image3Id: imageIds[3]!,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  const stock = options.stock ?? { S: 5, M: 5, L: 5, XL: 5 };
  await db
    .insert(productStock)
    .values(SIZES.map((size) => ({ productId: row!.id, size, quantity: stock[size] ?? 0 })));
  return {
    id: row!.id,
    itemId: row!.itemId,
    name: row!.name,
    category: row!.category,
    pricePaise: row!.pricePaise,
    imageId: imageIds[0]!,
  };
}
