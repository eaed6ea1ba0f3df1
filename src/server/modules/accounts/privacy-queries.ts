/**
 * What the privacy module asks about accounts (docs/decisions/038-personal-data.md): who signed up
 * in a breach's window, who an email or mobile number names, and who has not signed in for the
 * inactive-account period. Erased accounts (their password hash "!erased") name nobody.
 */
import { and, asc, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';

const ERASED = '!erased';
/** Erased accounts keep their row (with no personal data) and are left out of every list here. */
const notErased = ne(users.passwordHash, ERASED);

/** Accounts signed up within [from, before) (either end open); all accounts when both are null. */
export async function accountIdsSignedUpBetween(
  db: DbOrTx,
  from: Date | null,
  before: Date | null,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        notErased,
        from ? gte(users.createdAt, from) : undefined,
        before ? lt(users.createdAt, before) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** The account each email (any case) or 10-digit mobile number names; a contact naming none is missing. */
export async function accountIdsByContact(
  db: DbOrTx,
  contacts: readonly string[],
): Promise<Map<string, number>> {
  if (contacts.length === 0) return new Map();
  const lowered = contacts.map((c) => c.toLowerCase());
  const rows = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(notErased, or(inArray(sql`lower(${users.email})`, lowered), inArray(users.mobile, [...contacts]))),
    );
  const found = new Map<string, number>();
  for (const contact of contacts) {
    const row = rows.find((r) => r.mobile === contact || r.email?.toLowerCase() === contact.toLowerCase());
    if (row) found.set(contact, row.id);
  }
  return found;
}

/** Accounts whose latest sign-in (or, never signed in, their sign-up) is before the cutoff. */
export async function inactiveAccountIds(db: DbOrTx, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(notErased, sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) < ${cutoff.toISOString()}`))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Name, email and mobile of each account, for the back office's list of a breach's shoppers. */
export async function contactsOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** When the account last signed in (null: never, or erased). */
export async function lastSignInOf(db: DbOrTx, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.lastLoginAt })
    .from(users)
    .where(and(inArray(users.id, [accountId]), notErased));
  return row?.at ?? null;
}
