/**
 * Staff roles and what each may do (BUSINESS.md section 15; docs/decisions/045-staff-roles.md).
 * Roles and permissions are data: every admin route names one permission in its config
 * (`config: { permission: 'orders.dispatch' }`), and one hook checks it against the member's roles.
 * A member may hold several roles; they get the union of the roles' permissions.
 */

export const ROLES = ['owner', 'operations', 'support', 'catalogue', 'accounts'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  operations: 'Operations',
  support: 'Support',
  catalogue: 'Catalogue',
  accounts: 'Accounts',
};

/** Each permission with the words the refusal and the staff page use for it. */
export const PERMISSION_LABELS = {
  'staff.self': 'your own account',
  'dashboard.read': 'the dashboard',
  'orders.read': 'reading orders',
  'orders.dispatch': 'dispatch and shipping',
  'orders.cancel': 'cancelling orders',
  'orders.export': 'exporting orders',
  'orders.messages': "reading an order's messages",
  'returns.read': 'reading returns',
  'returns.decide': 'approving or rejecting returns',
  'returns.receive': 'receiving returned parcels',
  'refunds.issue': 'issuing refunds',
  'invoices.read': 'invoices and credit notes',
  'gst.export': 'the GST export',
  'catalogue.read': 'reading products',
  'catalogue.edit': 'editing products, styles and size guides',
  'stock.edit': 'changing stock',
  'offers.manage': 'offers and coupons',
  'cod.manage': 'cash-on-delivery controls',
  'reviews.moderate': 'moderating reviews',
  'grievances.answer': 'answering grievances',
  'breaches.manage': 'recording breaches and telling the shoppers',
  'notify-me.read': 'the back-in-stock requests',
  'analytics.read': 'analytics reports',
  'settings.manage': "the shop's settings",
  'staff.manage': 'managing staff',
  'audit.read': 'the audit log',
} as const;
export type Permission = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];

const EVERY_ROLE: Permission[] = ['staff.self', 'dashboard.read'];

/** The Owner has every permission; the others follow BUSINESS.md section 15's list. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  operations: [
    ...EVERY_ROLE,
    'orders.read',
    'orders.dispatch',
    'returns.read',
    'returns.receive',
    'catalogue.read',
    'stock.edit',
    'cod.manage',
  ],
  support: [
    ...EVERY_ROLE,
    'orders.read',
    'orders.cancel',
    'orders.messages',
    'returns.read',
    'returns.decide',
    'reviews.moderate',
    'grievances.answer',
  ],
  catalogue: [
    ...EVERY_ROLE,
    'catalogue.read',
    'catalogue.edit',
    'stock.edit',
    'offers.manage',
    'notify-me.read',
  ],
  accounts: [
    ...EVERY_ROLE,
    'orders.read',
    'orders.export',
    'returns.read',
    'refunds.issue',
    'invoices.read',
    'gst.export',
  ],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(roles: readonly string[]): Set<Permission> {
  return new Set(roles.filter(isRole).flatMap((role) => ROLE_PERMISSIONS[role]));
}

export function can(roles: readonly string[], permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}

/** The refusal a member sees for a permission their roles lack. */
export function refusalMessage(permission: Permission): string {
  return `Your staff roles do not include ${PERMISSION_LABELS[permission]}. Ask the shop's owner if you need it.`;
}

/** Roles whose members must use two-step sign-in whatever the shop's setting (BUSINESS.md 15). */
export const TWO_STEP_ROLES: readonly Role[] = ['owner', 'accounts'];

/**
 * How long a member may go on with the password alone once two-step sign-in is required of them
 * (counted from when their account was made): afterwards every back-office call but setting it up
 * is refused (docs/decisions/045-staff-roles.md, "Closing the window").
 */
export const TWO_STEP_GRACE_DAYS = 7;

export const TWO_STEP_LOCK_MESSAGE =
  'Set up two-step sign-in to go on: your staff role requires it, and the 7 days to set it up have passed.';

/** When a member who has not enrolled must have: their account's making plus the grace days. */
export function twoStepDeadline(accountCreatedAt: Date): Date {
  return new Date(accountCreatedAt.getTime() + TWO_STEP_GRACE_DAYS * 86_400_000);
}

export function twoStepRequiredFor(roles: readonly string[], requiredForAll = false): boolean {
  return requiredForAll || roles.some((role) => (TWO_STEP_ROLES as readonly string[]).includes(role));
}
