/**
 * What the signed-in member may do (BUSINESS.md section 15), for hiding the buttons whose calls
 * their roles would refuse. The server still checks every call; this only keeps a packer from
 * seeing a Refund button that can only answer 403.
 */
import type { AdminProfile } from '#shared/admin';
import { paths } from '#shared/paths';
import type { Permission } from '#shared/permissions';
import { useAdmin } from './admin-api';

export type Can = (permission: Permission) => boolean;

/** Whether the profile's permissions include this one; nothing is allowed before it has loaded. */
export function allows(
  profile: Pick<AdminProfile, 'permissions'> | null | undefined,
  permission: Permission,
) {
  return profile?.permissions.includes(permission) ?? false;
}

/** `can('refunds.issue')` for the signed-in member, read from the profile already loaded. */
export function useCan(): Can {
  const { data: admin } = useAdmin();
  return (permission) => allows(admin, permission);
}

/**
 * Where a member goes once signed in: the two-step set-up while their roles (or the Owner's
 * setting) require it and it is not done (docs/decisions/045-staff-roles.md), else the products.
 */
export function landingAfterSignIn(profile: Pick<AdminProfile, 'twoStepDue'>): string {
  return profile.twoStepDue ? paths.adminTwoStep : paths.adminProducts;
}

/** Past the due date, only the member's own sign-in pages open; the server refuses the rest. */
export function lockedToTwoStep(profile: Pick<AdminProfile, 'twoStepDueBy'>, now = Date.now()): boolean {
  return profile.twoStepDueBy !== null && now >= Date.parse(profile.twoStepDueBy);
}

export const PAGES_OPEN_WHEN_LOCKED: readonly string[] = [paths.adminTwoStep, paths.adminPasskeys];
