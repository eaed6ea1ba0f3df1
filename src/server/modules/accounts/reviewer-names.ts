/** How a review names its author on the product page: first name and last initial, never the email. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';

/** "Asha R." by shopper id; "A shopper" for an account without a first name. */
export async function reviewerNamesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const first = row.firstName.trim();
      const initial = row.lastName.trim().charAt(0).toUpperCase();
      return [row.id, first ? (initial ? `${first} ${initial}.` : first) : 'A shopper'];
    }),
  );
}
