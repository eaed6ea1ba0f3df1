/** The audit trail of administrator actions on products and of their logins (orders keep order_events). */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { adminEvents, admins } from '#server/db/schema';
import type { AuditAction } from '#shared/audit';

/** Every kind of action the log records, each with its words on the audit page (#shared/audit). */
export type AdminEventType = AuditAction;

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

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log page (BUSINESS.md section 15): staff actions newest first, who and when, filtered
 * by person and by action. The log is written by staff actions only; nobody edits it.
 */
export async function listAdminEvents(db: DbOrTx, filter: { adminId?: number; type?: string; page: number }) {
  const where = and(
    filter.adminId === undefined ? undefined : eq(adminEvents.adminId, filter.adminId),
    filter.type === undefined ? undefined : eq(adminEvents.type, filter.type),
  );
  const rows = await db
    .select({
      id: adminEvents.id,
      adminId: adminEvents.adminId,
      email: admins.email,
      type: adminEvents.type,
      data: adminEvents.data,
      createdAt: adminEvents.createdAt,
    })
    .from(adminEvents)
    .innerJoin(admins, eq(admins.id, adminEvents.adminId))
    .where(where)
    .orderBy(desc(adminEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return {
    events: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
