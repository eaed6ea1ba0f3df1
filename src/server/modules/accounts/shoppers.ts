/** The shopper facts other modules need (name for the cart, email for mail) and the per-shopper lock. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';
import { AppError } from '#server/errors';

export interface Shopper {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
}

const shopperColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
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
