/**
 * Offers over a collection (docs/decisions/040-offers.md): the collections module asks which
 * offers still cover one before deleting it.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { offers } from '#server/db/schema';

/** The names of the offers on and not yet over (begun or not) whose selector is this collection. */
export async function offersOverCollection(db: DbOrTx, collectionId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ name: offers.name })
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
        sql`${offers.selector}->>'kind' = 'collection'`,
        sql`(${offers.selector}->>'collectionId')::int = ${collectionId}`,
      ),
    );
  return rows.map((row) => row.name);
}
