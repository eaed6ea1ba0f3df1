/**
 * Resets a member's second step from the command line (`npm run admin -- reset-two-step`): for the
 * member who lost the phone with the authenticator app, the recovery codes and every passkey. The
 * app's secret, the recovery codes and the passkeys go, their sessions end, and the reset is in the
 * audit log; they sign in with the password and set two-step sign-in up again (its due date
 * applies as before, so a member past it can do nothing else: docs/decisions/045-staff-roles.md).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { adminPasskeyChallenges, adminPasskeys, adminRecoveryCodes, admins } from '#server/db/schema';
import { revokeAllSessions } from '#server/plugins/sessions';
import { type AdminRow, findAdminByUserName } from './admin-accounts';
import { recordAdminEvent } from './audit';

export async function resetSecondStep(db: DbOrTx, userName: string): Promise<AdminRow | undefined> {
  const admin = await findAdminByUserName(db, userName);
  if (!admin) return undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx.delete(adminPasskeyChallenges).where(eq(adminPasskeyChallenges.adminId, admin.id));
    await tx.delete(adminPasskeys).where(eq(adminPasskeys.adminId, admin.id));
    await revokeAllSessions(tx, 'admin', admin.id);
    await recordAdminEvent(tx, admin.id, 'two_step.reset');
  });
  return admin;
}
