/** The back office's recent shipments, for the sandbox page that moves them step by step. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { shipments } from '#server/db/schema';
import { findOrderById } from '../orders';

export async function recentShipments(db: DbOrTx) {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.state, 'booked'))
    .orderBy(desc(shipments.id))
    .limit(100);
  const out = [];
  for (const row of rows) {
    const order = await findOrderById(db, row.orderId);
    out.push({
      orderId: order?.orderId ?? '',
      orderStatus: order?.status ?? '',
      kind: row.kind,
      awb: row.awb,
      courier: row.courier,
      stage: row.stage,
      ndrAction: row.ndrAction,
    });
  }
  return out;
}
