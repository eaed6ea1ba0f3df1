/** The users table as the accounts area reads and writes it. Names and emails match case-insensitively. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';
import type { CurrentUser } from '#shared/accounts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserByUserName(db: DbOrTx, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  return row;
}

/**
 * Login accepts a user name or an email. Text with an @ is tried as an email first, so a user
 * name that looks like someone else's email can never take over that person's email login.
 */
export async function findUserForLogin(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  if (identifier.includes('@')) {
    return (await findUserByEmail(db, identifier)) ?? (await findUserByUserName(db, identifier));
  }
  return findUserByUserName(db, identifier);
}

/** The account holding this 10-digit number, if any (a STOP reply names the number only). */
export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function toProfile(user: UserRow): CurrentUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    lastLogIn: user.lastLoginAt?.toISOString() ?? '',
  };
}

/** PostgreSQL's unique_violation, seen through Drizzle's wrapper: the constraint's name, if any. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}
