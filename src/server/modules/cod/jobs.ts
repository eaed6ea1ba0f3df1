/**
 * Background jobs of cash on delivery (registered in src/server/jobs.ts): when the shop turns it
 * on, a COD order still unconfirmed N hours after it was placed is cancelled, with its stock and
 * store credit returned and a mail (docs/product.md section 22). Orders are claimed with
 * FOR UPDATE SKIP LOCKED and cancelled in the same transaction, so two instances never cancel
 * one twice, and a shopper confirming at that moment either goes first or finds it cancelled.
 */
import type { AppDeps } from '#server/deps';
import type { Job } from '#server/job';
import { COD_MESSAGES } from '#shared/cod';
import { claimUnconfirmedCodOrders } from '../orders/cod-orders';
import { cancelLockedOrder } from '../payments/cancel-order';
import { readSettings } from '../settings';

const HOUR_MS = 3_600_000;

/** Cancels the unconfirmed COD orders past the setting's hours; answers how many. */
export async function cancelUnconfirmedCodOrders(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const { cancelUnconfirmedAfterHours: hours } = await readSettings(deps.db, 'cod');
  if (hours === null) return 0;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const due = await claimUnconfirmedCodOrders(tx, new Date(now.getTime() - hours * HOUR_MS));
    // A COD order has no online payment, so there is no refund to send after the commit.
    for (const order of due)
      await cancelLockedOrder(tx, order, {
        actor: 'job:cod-auto-cancel',
        at: now,
        why: COD_MESSAGES.autoCancelled(hours),
      });
    return due.length;
  });
}

export const codJobs: Job[] = [
  {
    name: 'cod-auto-cancel',
    intervalMs: 10 * 60_000,
    run: async (deps) => void (await cancelUnconfirmedCodOrders(deps)),
  },
];
