/** Content-addressed image storage: the id is the sha-256 of the bytes, so a stored image never changes. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { images } from '#server/db/schema';

export function imageIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores the bytes (a no-op when the same bytes are already stored) and returns their id. */
export async function storeImage(db: DbOrTx, bytes: Buffer, mimeType: string): Promise<string> {
  const id = imageIdOf(bytes);
  await db
    .insert(images)
    .values({ id, bytes, mimeType, byteSize: bytes.length })
    .onConflictDoNothing({ target: images.id });
  return id;
}

/** Several images in one statement (the seed stores about a hundred at start-up). */
export async function storeImages(
  db: DbOrTx,
  list: ReadonlyArray<{ bytes: Buffer; mimeType: string }>,
): Promise<string[]> {
  const rows = list.map(({ bytes, mimeType }) => ({
    id: imageIdOf(bytes),
    bytes,
    mimeType,
    byteSize: bytes.length,
  }));
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  if (unique.length > 0) await db.insert(images).values(unique).onConflictDoNothing({ target: images.id });
  return rows.map((row) => row.id);
}

export interface StoredImage {
  id: string;
  bytes: Buffer;
  mimeType: string;
}

export async function loadImage(db: DbOrTx, id: string): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ id: images.id, bytes: images.bytes, mimeType: images.mimeType })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}
