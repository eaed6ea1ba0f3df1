/**
 * The audit log's words (BUSINESS.md section 15): each kind of staff action the server records
 * (modules/admin/audit.ts takes its list of kinds from here, so a new kind cannot lack words),
 * the page's answer, and how one entry reads: who, when in India's time, what.
 */
import { z } from 'zod';
import { indianTime } from './indian-time';
import { ROLE_LABELS } from './permissions';

export const AUDIT_ACTION_LABELS = {
  'admin.login': 'Signed in',
  'admin.logout': 'Signed out',
  'personal_data.read': "Downloaded shoppers' personal data",
  'product.uploaded': 'Added a product',
  'product.updated': 'Changed a product',
  'product.archived': 'Removed a product',
  'style.created': 'Created a style',
  'style.colours_added': 'Added colours to a style',
  'style.reordered': "Reordered a style's colours",
  'style.product_moved': 'Moved a product between styles',
  'size_guide.updated': 'Changed a size guide',
  'product.measurements_updated': "Changed a product's measurements",
  'review.approved': 'Approved a review',
  'review.rejected': 'Rejected a review',
  'settings.updated': 'Changed settings',
  'coupon.created': 'Created a coupon',
  'coupon.updated': 'Changed a coupon',
  'coupon.paused': 'Paused a coupon',
  'coupon.resumed': 'Resumed a coupon',
  'offer.created': 'Created an offer',
  'offer.updated': 'Changed an offer',
  'collection.created': 'Created a collection',
  'collection.updated': 'Changed a collection',
  'collection.deleted': 'Deleted a collection',
  'staff.invited': 'Invited a staff member',
  'staff.invite_accepted': 'Accepted an invitation',
  'staff.roles_changed': "Changed a member's roles",
  'staff.suspended': 'Suspended a member',
  'staff.reinstated': 'Reinstated a member',
  'staff.removed': 'Removed a member',
  'two_step.enrolled': 'Turned on two-step sign-in',
  'two_step.recovery_code_used': 'Signed in with a recovery code',
  'two_step.reset': 'Had two-step sign-in reset from the command line',
  'passkey.added': 'Added a passkey',
  'passkey.removed': 'Removed a passkey',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const auditEventSchema = z.object({
  id: z.number(),
  adminId: z.number(),
  email: z.string(),
  type: z.string(),
  data: z.unknown(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), hasMore: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** "27 Nov 2026, 7:41 pm IST": the shop works in India's time, whatever the browser's zone. */
export function auditTime(iso: string): string {
  return indianTime(iso);
}

/** The kind of action in words; an unknown kind (an older server's) shows as it is stored. */
export function auditActionLabel(type: string): string {
  return AUDIT_ACTION_LABELS[type as AuditAction] ?? type;
}

/** Role lists the server keeps, and the words before them ("was Support · now Operations"). */
const ROLE_LIST_WORDS = { roles: '', before: 'was ', after: 'now ' } as const;

const roleWords = (roles: unknown) =>
  Array.isArray(roles)
    ? roles.map((r) => ROLE_LABELS[r as keyof typeof ROLE_LABELS] ?? String(r)).join(', ')
    : '';

/**
 * The entry's details in a line: the member acted on (by email when the page knows them), roles,
 * and any other short facts the server kept. Long or nested values are left out.
 */
export function auditDetails(data: unknown, emailOf: (id: number) => string | undefined = () => undefined) {
  if (!data || typeof data !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === 'memberId' && typeof value === 'number') {
      if (!('email' in data)) parts.push(emailOf(value) ?? `member ${value}`);
    } else if (key in ROLE_LIST_WORDS) {
      const words = roleWords(value);
      if (words) parts.push(`${ROLE_LIST_WORDS[key as keyof typeof ROLE_LIST_WORDS]}${words}`);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value);
      if (text.length <= 80) parts.push(key === 'email' ? text : `${key}: ${text}`);
    }
  }
  return parts.join(' · ');
}
