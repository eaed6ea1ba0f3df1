/**
 * Finds carts left with items past the first delay and starts their sequences (BUSINESS.md
 * section 13): at most one per shopper in 7 days, one live at a time (a unique index, so two
 * job runs at once start one). A shopper the shop cannot reach gets a sequence ended at once:
 * the cart counts as left on the dashboard, and no reminder goes.
 */
import { gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { recoverySequences } from '#server/db/schema';
import type { SettingsValue } from '#shared/settings/index';
import { loadCartLines } from '../cart/cart-lines';
import { idleCarts } from '../cart/idle-carts';
import type { LeftLine } from './schema';

const HOUR = 60 * 60_000;
export const SEQUENCE_GAP_MS = 7 * 24 * HOUR;
const BATCH = 50;

/** The links work 7 days from the cart being left, and at least a day past the last reminder. */
export const sequenceExpiry = (leftAt: Date, settings: SettingsValue<'recovery'>) =>
  new Date(leftAt.getTime() + Math.max(SEQUENCE_GAP_MS, (settings.thirdHours + 24) * HOUR));

export async function startSequences(
  db: Db,
  now: Date,
  settings: SettingsValue<'recovery'>,
): Promise<number> {
  const since = new Date(now.getTime() - SEQUENCE_GAP_MS);
  const before = new Date(now.getTime() - settings.firstHours * HOUR);
  const recent = await db
    .selectDistinct({ accountId: recoverySequences.accountId })
    .from(recoverySequences)
    .where(gt(recoverySequences.createdAt, since));
  const candidates = await idleCarts(
    db,
    { before, after: since, excluding: recent.map((r) => r.accountId) },
    BATCH,
  );
  let started = 0;
  for (const cart of candidates) {
    const lines: LeftLine[] = (await loadCartLines(db, cart.userId)).map((line) => ({
      itemId: line.itemId,
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    }));
    if (lines.length === 0) continue;
    const rows = await db
      .insert(recoverySequences)
      .values({
        accountId: cart.userId,
        leftAt: cart.lastChangeAt,
        lines,
        nextDueAt: new Date(cart.lastChangeAt.getTime() + settings.firstHours * HOUR),
        expiresAt: sequenceExpiry(cart.lastChangeAt, settings),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: recoverySequences.id });
    started += rows.length;
  }
  return started;
}
