/** The signed-in shopper's profile (docs/product.md section 3), as GET /api/users/me answers it. */

import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import type { CurrentUser } from '#shared/accounts';
import { findUserById, toProfile } from './users';

export async function getShopperProfile(db: DbOrTx, userId: number): Promise<CurrentUser> {
  const user = await findUserById(db, userId);
  // A session can outlive nothing it points at, but answer as signed out rather than fail.
  if (!user) throw new AppError('unauthorized', 'Please log in to continue.');
  return toProfile(user);
}
