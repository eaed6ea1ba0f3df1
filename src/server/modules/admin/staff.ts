/**
 * The Owner's staff management (BUSINESS.md section 15): list, change roles, suspend, reinstate
 * and remove. The shop always keeps one active Owner: the Owner rows are locked while a change is
 * checked, so two Owners demoting each other at once cannot leave the shop with none.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { adminPasskeys, admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import { revokeAllSessions } from '#server/plugins/sessions';
import type { Role } from '#shared/permissions';
import { STAFF_MESSAGES, type StaffMember } from '#shared/staff';
import type { AdminRow } from './admin-accounts';
import { recordAdminEvent } from './audit';
import { hasPasskey } from './passkeys';

/** `passkey`: the member has one, which counts as two-step sign-in as an authenticator app does. */
export function toStaffMember(row: AdminRow, invited: boolean, passkey = false): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    roles: row.roles,
    status: row.suspendedAt ? 'suspended' : invited ? 'invited' : 'active',
    twoStep: row.totpEnrolledAt !== null || passkey,
    lastLogIn: row.lastLoginAt?.toISOString() ?? '',
  };
}

/** Everyone on the staff but the removed, oldest first; "invited" until their first sign-in. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db.select().from(admins).where(isNull(admins.removedAt)).orderBy(asc(admins.id));
  const withPasskey = new Set(
    (await db.selectDistinct({ adminId: adminPasskeys.adminId }).from(adminPasskeys)).map((r) => r.adminId),
  );
  return rows.map((row) =>
    toStaffMember(row, row.lastLoginAt === null && row.totpSecret === null, withPasskey.has(row.id)),
  );
}

async function lockActiveOwners(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`'owner' = any(${admins.roles})`, isNull(admins.suspendedAt), isNull(admins.removedAt)))
    // Always in the same order, so two changes at once wait for each other instead of deadlocking.
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Refuses a change that would leave no active Owner; call inside the change's transaction. */
async function keepAnOwner(tx: DbOrTx, memberId: number, staysOwner: boolean): Promise<void> {
  const owners = await lockActiveOwners(tx);
  if (!staysOwner && owners.length === 1 && owners[0] === memberId) {
    throw new AppError('conflict', STAFF_MESSAGES.lastOwner);
  }
}

async function findMember(tx: DbOrTx, memberId: number): Promise<AdminRow> {
  const [row] = await tx
    .select()
    .from(admins)
    .where(and(eq(admins.id, memberId), isNull(admins.removedAt)));
  if (!row) throw new AppError('not_found', STAFF_MESSAGES.notFound);
  return row;
}

export interface StaffChange {
  actorId: number;
  memberId: number;
}

export async function changeRoles(db: DbOrTx, change: StaffChange, roles: Role[]): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const member = await findMember(tx, change.memberId);
    if (!member.suspendedAt) await keepAnOwner(tx, member.id, roles.includes('owner'));
    const [row] = await tx.update(admins).set({ roles }).where(eq(admins.id, member.id)).returning();
    await recordAdminEvent(tx, change.actorId, 'staff.roles_changed', {
      memberId: member.id,
      email: member.email,
      before: member.roles,
      after: roles,
    });
    return toStaffMember(row!, false, await hasPasskey(tx, row!.id));
  });
}

/** Suspends a member and ends every session they have at once. */
export async function suspendMember(db: DbOrTx, change: StaffChange, now: Date): Promise<void> {
  if (change.actorId === change.memberId) throw new AppError('conflict', STAFF_MESSAGES.notYourself);
  await db.transaction(async (tx) => {
    const member = await findMember(tx, change.memberId);
    if (member.suspendedAt) return;
    await keepAnOwner(tx, member.id, false);
    await tx.update(admins).set({ suspendedAt: now }).where(eq(admins.id, member.id));
    await revokeAllSessions(tx, 'admin', member.id);
    await recordAdminEvent(tx, change.actorId, 'staff.suspended', {
      memberId: member.id,
      email: member.email,
    });
  });
}

export async function reinstateMember(db: DbOrTx, change: StaffChange): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, change.memberId);
    if (!member.suspendedAt) return;
    await tx.update(admins).set({ suspendedAt: null }).where(eq(admins.id, member.id));
    await recordAdminEvent(tx, change.actorId, 'staff.reinstated', {
      memberId: member.id,
      email: member.email,
    });
  });
}

/**
 * Removes a member: their account stays for the audit trail (admin_events names them) but can no
 * longer sign in, and is gone from the staff list.
 */
export async function removeMember(db: DbOrTx, change: StaffChange, now: Date): Promise<void> {
  if (change.actorId === change.memberId) throw new AppError('conflict', STAFF_MESSAGES.notYourself);
  await db.transaction(async (tx) => {
    const member = await findMember(tx, change.memberId);
    await keepAnOwner(tx, member.id, false);
    await tx
      .update(admins)
      .set({ removedAt: now, roles: [] })
      .where(and(eq(admins.id, member.id), ne(admins.id, change.actorId)));
    await revokeAllSessions(tx, 'admin', member.id);
    await recordAdminEvent(tx, change.actorId, 'staff.removed', { memberId: member.id, email: member.email });
  });
}
