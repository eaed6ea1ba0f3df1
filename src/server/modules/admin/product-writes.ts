/** Shared steps of the admin's product writes: images, stock and reading the result back. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import { AppError } from '#server/errors';
import { ADMIN_MESSAGES } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import { SIZES, type Size } from '#shared/constants';
import { type ProductRow, toProductJson } from '../catalog/product-json';
import { attachStock } from '../catalog/product-queries';
import { changeStock, type StockCause } from '../catalog/stock-changes';
import { reencodeWebp } from '../images/reencode-webp';
import { storeImage } from '../images/store-image';
import { makeVariants } from '../images/variants';

export async function storeWebp(db: DbOrTx, bytes: Uint8Array): Promise<string> {
  return storeImage(db, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'image/webp');
}

const IMAGE_FIELDS = ['image', 'image1', 'image2', 'image3'] as const;

type ImageInput = Partial<Record<(typeof IMAGE_FIELDS)[number], Uint8Array | undefined>>;

/**
 * The smaller AVIF and WebP copies of the images just written, made before the admin's answer so
 * no shopper waits for them (docs/decisions/019-responsive-images.md). After the commit: they
 * reference the stored originals, and encoding must not hold the product's lock.
 */
export async function makeImageVariants(db: DbOrTx, input: ImageInput): Promise<void> {
  const given = IMAGE_FIELDS.map((field) => input[field]).filter((bytes) => bytes !== undefined);
  await makeVariants(db, given);
}

/**
 * The input with each image given replaced by its re-encoded WebP, the bytes that are stored and
 * named by their sha-256 (docs/decisions/022-uploaded-images-re-encoded.md); 400 when one does not
 * decode. Done before any transaction opens: encoding must not hold a lock.
 */
export async function reencodeImages<T extends ImageInput>(input: T): Promise<T> {
  const output: T = { ...input };
  for (const field of IMAGE_FIELDS) {
    const bytes = input[field];
    if (bytes === undefined) continue;
    const encoded = await reencodeWebp(bytes);
    if (!encoded) throw new AppError('invalid', ADMIN_MESSAGES.imageUndecodable, { code: 'invalid_image' });
    output[field] = encoded;
  }
  return output;
}

/**
 * Sets the given sizes' counts (absent sizes keep theirs); a size without a row gets one. Each
 * change is recorded in the stock history with the admin and the reason.
 */
export async function setStock(
  db: DbOrTx,
  productId: number,
  counts: Partial<Record<Size, number | undefined>>,
  cause: StockCause,
): Promise<void> {
  for (const size of SIZES) {
    const count = counts[size];
    if (count !== undefined) await changeStock(db, { productId, size, set: count }, cause);
  }
}

/**
 * A live product locked for the rest of the transaction, so two admin edits apply one after the
 * other. NO KEY UPDATE, not UPDATE: a checkout holding a stock row writes order lines that
 * reference the product (a KEY SHARE lock), and a full UPDATE lock here would wait on it while
 * the checkout waits on us for the same stock row: a deadlock.
 */
export async function lockLiveProduct(tx: DbOrTx, itemId: string): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.itemId, itemId), isNull(products.archivedAt)))
    .for('no key update');
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.productNotFound);
  return row;
}

export async function readProductJson(db: DbOrTx, row: ProductRow): Promise<ProductJson> {
  const [withStock] = await attachStock(db, [row]);
  return toProductJson(row, withStock!.stock);
}
