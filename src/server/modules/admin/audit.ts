/** The audit trail of administrator actions on products and of their logins (orders keep order_events). */
import type { DbOrTx } from '#server/db/client';
import { adminEvents } from '#server/db/schema';

export type AdminEventType =
  | 'admin.login'
  | 'admin.logout'
  /** A bulk read of shoppers' personal data (the orders CSV, the GST export): the access log. */
  | 'personal_data.read'
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
  | 'collection.created'
  | 'collection.updated'
  | 'collection.deleted'
  | 'coupon.updated'
  | 'coupon.paused'
  | 'coupon.resumed';

export async function recordAdminEvent(
  db: DbOrTx,
  adminId: number,
  type: AdminEventType,
  data: Record<string, unknown> = {},
  /** The app's clock, where the row's age matters (the access log is kept a year, access-log.ts). */
  at?: Date,
): Promise<void> {
  await db.insert(adminEvents).values({ adminId, type, data, ...(at ? { createdAt: at } : {}) });
}
