/**
 * Orders recovered (BUSINESS.md section 13): a shopper who clicked a restore link and placed an
 * order within 7 days of the click. The job records the first such order on the sequence, so the
 * dashboard reads figures, not every order again.
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { recoverySequences } from '#server/db/schema';
import { ordersPlacedSince } from '../orders';
import { endSequence } from './run-sequences';

export const RECOVERY_WINDOW_MS = 7 * 24 * 60 * 60_000;
const BATCH = 50;

export async function recordRecoveredOrders(db: Db, now: Date): Promise<number> {
  const clicked = await db
    .select()
    .from(recoverySequences)
    .where(
      and(
        isNotNull(recoverySequences.firstClickAt),
        isNull(recoverySequences.recoveredOrderId),
        gt(recoverySequences.firstClickAt, new Date(now.getTime() - RECOVERY_WINDOW_MS)),
      ),
    )
    .limit(BATCH);
  let recorded = 0;
  for (const sequence of clicked) {
    const clickedAt = sequence.firstClickAt!;
    const [order] = (await ordersPlacedSince(db, sequence.accountId, clickedAt)).filter(
      (o) => o.createdAt.getTime() <= clickedAt.getTime() + RECOVERY_WINDOW_MS,
    );
    if (!order) continue;
    const rows = await db
      .update(recoverySequences)
      .set({ recoveredOrderId: order.id, recoveredPaise: order.amountPaise, recoveredAt: order.createdAt })
      .where(and(eq(recoverySequences.id, sequence.id), isNull(recoverySequences.recoveredOrderId)))
      .returning({ id: recoverySequences.id });
    recorded += rows.length;
    // The order also ends a sequence still running: no reminder after it, and its links expire.
    await endSequence(db, sequence.id, 'order', now);
  }
  return recorded;
}
