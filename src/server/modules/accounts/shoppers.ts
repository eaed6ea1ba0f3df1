/** The shopper facts other modules need (name for the cart, email for mail) and the per-shopper lock. */
import { eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';
import { AppError } from '#server/errors';

export interface Shopper {
  id: number;
  userName: string;
  /** Missing for a shopper who signed up with a mobile number only. */
  email: string | null;
  mobile: string | null;
  firstName: string;
  lastName: string;
}

const shopperColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  mobile: users.mobile,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function findShopper(db: DbOrTx, userId: number): Promise<Shopper> {
  const [row] = await db.select(shopperColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('unauthorized', 'Please log in to continue.');
  return row;
}

/**
 * Locks the shopper's row until the transaction ends, so one shopper's checkouts run one at a
 * time: a double click waits, then finds the cart already emptied. Lock order everywhere is
 * shopper -> orders -> stock, so two transactions never wait on each other in a circle.
 */
export async function lockShopper(tx: DbOrTx, userId: number): Promise<Shopper> {
  const [row] = await tx.select(shopperColumns).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('unauthorized', 'Please log in to continue.');
  return row;
}

export function fullName(shopper: Shopper): string {
  return [shopper.firstName, shopper.lastName].filter(Boolean).join(' ') || shopper.userName;
}

/**
 * The ids of shoppers whose user name matches a LIKE pattern (any letter case), as a subquery
 * another module's query can use, so the back office's order search reads users through here.
 */
export function shopperIdsNamedLike(db: DbOrTx, pattern: string) {
  return db.select({ id: users.id }).from(users).where(ilike(users.userName, pattern));
}

/** User names by shopper id, for lists of orders (the export reads them a batch at a time). */
export async function userNamesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.userName]));
}
