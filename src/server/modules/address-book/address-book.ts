/**
 * The shopper's address book (docs/product.md section 12): at most ADDRESS_BOOK_LIMIT addresses,
 * one of them the default while any exist. Every change runs under the shopper's lock, so two
 * tabs adding at once cannot pass the limit or leave two defaults. Someone else's address
 * answers exactly like a missing one.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { savedAddresses } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  type DeliveryAddress,
  type SavedAddress,
  sameAddress,
} from '#shared/address';
import { lockShopper } from '../accounts/shoppers';
import { checkAddress } from '../delivery';

type Row = typeof savedAddresses.$inferSelect;

const toJson = (row: Row): SavedAddress => ({ ...row.address, id: row.id, isDefault: row.isDefault });

async function rowsOf(db: DbOrTx, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<SavedAddress[]> {
  return (await rowsOf(db, userId)).map(toJson);
}

async function ownRow(tx: DbOrTx, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
  if (!row) throw new AppError('not_found', ADDRESS_MESSAGES.notFound);
  return row;
}

async function setDefault(tx: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  // Clear the old default first: the unique index allows one default per shopper at any moment.
  await tx
    .update(savedAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)),
    );
  await tx
    .update(savedAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
}

/** Adds an address; the first one, or one marked so, becomes the default. */
export async function addAddress(
  db: DbOrTx,
  userId: number,
  input: { address: DeliveryAddress; makeDefault: boolean; now: Date },
): Promise<SavedAddress> {
  const address = checkAddress(input.address);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const existing = await rowsOf(tx, userId);
    if (existing.length >= ADDRESS_BOOK_LIMIT)
      throw new AppError('conflict', ADDRESS_MESSAGES.bookFull, { code: 'address_book_full' });
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, address, createdAt: input.now, updatedAt: input.now })
      .returning();
    if (existing.length === 0 || input.makeDefault) await setDefault(tx, userId, row!.id, input.now);
    return toJson(await ownRow(tx, userId, row!.id));
  });
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  input: { id: number; address: DeliveryAddress; makeDefault: boolean; now: Date },
): Promise<SavedAddress> {
  const address = checkAddress(input.address);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    await ownRow(tx, userId, input.id);
    await tx
      .update(savedAddresses)
      .set({ address, updatedAt: input.now })
      .where(and(eq(savedAddresses.id, input.id), eq(savedAddresses.userId, userId)));
    if (input.makeDefault) await setDefault(tx, userId, input.id, input.now);
    return toJson(await ownRow(tx, userId, input.id));
  });
}

export async function makeDefaultAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  now: Date,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    await ownRow(tx, userId, id);
    await setDefault(tx, userId, id, now);
    return toJson(await ownRow(tx, userId, id));
  });
}

/** Deletes an address; when it was the default, the earliest one left takes its place. */
export async function deleteAddress(db: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const row = await ownRow(tx, userId, id);
    await tx.delete(savedAddresses).where(eq(savedAddresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await rowsOf(tx, userId);
    if (next) await setDefault(tx, userId, next.id, now);
  });
}

/**
 * "Save this address to my address book" at checkout, inside the order's transaction (the
 * shopper is already locked). An address already in the book is not added twice, and a full
 * book is left as it is: the order matters more than the copy, and checkout says so beforehand.
 */
export async function saveAddressFromCheckout(
  tx: DbOrTx,
  userId: number,
  address: DeliveryAddress,
  now: Date,
): Promise<void> {
  const existing = await rowsOf(tx, userId);
  if (existing.length >= ADDRESS_BOOK_LIMIT) return;
  if (existing.some((row) => sameAddress(row.address, address))) return;
  await tx.insert(savedAddresses).values({
    userId,
    address,
    isDefault: existing.length === 0,
    createdAt: now,
    updatedAt: now,
  });
}
