/** The audit trail of administrator actions on products and of their logins (orders keep order_events). */
import type { DbOrTx } from '#server/db/client';
import { adminEvents } from '#server/db/schema';

export type AdminEventType =
  | 'admin.login'
  | 'admin.logout'
  | 'product.uploaded'
  | 'product.updated'
  | 'product.archived'
  | 'style.created'
  | 'style.colours_added'
  | 'style.reordered'
  | 'style.product_moved'
  | 'size_guide.updated'
  | 'product.measurements_updated'
  | 'review.approved'
  | 'review.rejected'
  | 'settings.updated'
  | 'coupon.created'
  | 'offer.created'
  | 'offer.updated'
  | 'coupon.updated'
  | 'coupon.paused'
  | 'coupon.resumed'
  | 'staff.invited'
  | 'staff.invite_accepted'
  | 'staff.roles_changed'
  | 'staff.suspended'
  | 'staff.reinstated'
  | 'staff.removed'
  | 'two_step.enrolled'
  | 'two_step.recovery_code_used';

export async function recordAdminEvent(
  db: DbOrTx,
  adminId: number,
  type: AdminEventType,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminEvents).values({ adminId, type, data });
}
