/**
 * The admins table: a separate table from shoppers (docs/architecture.md section 5), so an administrator's
 * login, session and password never mix with a shopper's. Names and emails match case-insensitively.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client';
import { admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import { revokeAllSessions } from '#server/plugins/sessions';
import { emailField } from '#shared/accounts';
import type { AdminProfile } from '#shared/admin';
import { MIN_PASSWORD_LENGTH } from '#shared/constants';
import { permissionsOf, type Role, twoStepDeadline, twoStepRequiredFor } from '#shared/permissions';
import { assertPasswordAllowed } from '../accounts/password-policy';
import { hashPassword } from '../accounts/passwords';
import { readSettings } from '../settings';
import { hasPasskey } from './passkeys';

export type AdminRow = typeof admins.$inferSelect;

export const adminAccountSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, { error: 'The user name is required.' })
    .max(50, { error: 'The user name can be at most 50 characters.' })
    .regex(/^[^\s@]+$/, { error: 'The user name cannot contain spaces or @.' }),
  email: emailField,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
    .max(128, { error: 'The password can be at most 128 characters.' }),
});
export type AdminAccountInput = z.input<typeof adminAccountSchema>;

/** A password for an administrator nobody chose one for: 18 random bytes, URL-safe. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function findAdminByUserName(db: DbOrTx, userName: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.userName}) = ${userName.toLowerCase()}`);
  return row;
}

/** Text with an @ is tried as an email first, as the shopper login does. */
export async function findAdminForLogin(db: DbOrTx, identifier: string): Promise<AdminRow | undefined> {
  if (identifier.includes('@')) {
    const [byEmail] = await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${identifier.toLowerCase()}`);
    if (byEmail) return byEmail;
  }
  return findAdminByUserName(db, identifier);
}

export async function findAdminById(db: DbOrTx, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function anyAdminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1);
  return row !== undefined;
}

/**
 * Whether two-step sign-in is required of the member and not yet set up: an authenticator app or
 * a passkey counts as set up (docs/decisions/045-staff-roles.md).
 */
export async function isTwoStepDue(db: DbOrTx, admin: AdminRow): Promise<boolean> {
  if (admin.totpEnrolledAt) return false;
  const { twoStepForAll } = await readSettings(db, 'staff');
  return twoStepRequiredFor(admin.roles, twoStepForAll) && !(await hasPasskey(db, admin.id));
}

/** The member's profile, with what their roles allow and whether two-step sign-in is due. */
export async function toAdminProfile(db: DbOrTx, admin: AdminRow): Promise<AdminProfile> {
  const due = await isTwoStepDue(db, admin);
  return {
    firstName: admin.firstName,
    lastName: admin.lastName,
    userName: admin.userName,
    email: admin.email,
    lastLogIn: admin.lastLoginAt?.toISOString() ?? '',
    isAdmin: true,
    roles: admin.roles,
    permissions: [...permissionsOf(admin.roles)],
    twoStepDue: due,
    twoStepDueBy: due ? twoStepDeadline(admin.createdAt).toISOString() : null,
    twoStepOn: Boolean(admin.totpEnrolledAt),
  };
}

/** The admin's profile for GET /api/admins/me; a session whose account is gone reads as signed out. */
export async function getAdminProfile(db: DbOrTx, adminId: number): Promise<AdminProfile> {
  const admin = await findAdminById(db, adminId);
  if (!admin) throw new AppError('unauthorized', 'Please log in as an administrator.');
  return toAdminProfile(db, admin);
}

/**
 * Creates an administrator. Returns undefined when the user name or email is already taken
 * (several instances starting at once may race to create the first one; one wins). The password
 * follows the shoppers' rules (docs/decisions/008-limits.md): an administrator's is worth more.
 * The first administrator and `npm run admin -- create` make an Owner (BUSINESS.md section 15).
 */
export async function createAdminAccount(
  db: DbOrTx,
  input: AdminAccountInput,
  roles: Role[] = ['owner'],
): Promise<AdminRow | undefined> {
  const account = adminAccountSchema.parse(input);
  assertPasswordAllowed(account.password, account);
  const [row] = await db
    .insert(admins)
    .values({
      userName: account.userName,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      roles,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Sets a new password and signs the administrator out everywhere. Undefined when no such admin. */
export async function resetAdminPassword(
  db: DbOrTx,
  userName: string,
  password: string,
): Promise<AdminRow | undefined> {
  const { password: checked } = adminAccountSchema.pick({ password: true }).parse({ password });
  const admin = await findAdminByUserName(db, userName);
  if (!admin) return undefined;
  assertPasswordAllowed(checked, admin);
  const passwordHash = await hashPassword(checked);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await revokeAllSessions(tx, 'admin', admin.id);
  });
  return admin;
}
