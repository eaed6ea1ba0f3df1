/**
 * The cart-recovery job (BUSINESS.md section 13, DESIGN.md section 15): every few minutes it
 * starts sequences for carts left, moves the live ones on (reminders, stops, quiet hours) and
 * records orders recovered. It reads the app's clock, so tests move time forward.
 */
import type { Db } from '#server/db/client';
import type { Job } from '#server/job';
import { readSettings } from '../settings';
import { recordRecoveredOrders } from './recovered';
import { runSequences } from './run-sequences';
import { startSequences } from './start-sequences';

export async function runCartRecovery(db: Db, now: Date, publicUrl: string): Promise<void> {
  const settings = await readSettings(db, 'recovery');
  if (settings.enabled) await startSequences(db, now, settings);
  // Sequences already started still stop, expire and are counted when reminders are switched off.
  await runSequences(
    db,
    now,
    settings.enabled ? settings : { ...settings, whatsapp: false, sms: false, email: false },
    publicUrl,
  );
  await recordRecoveredOrders(db, now);
}

export const cartRecoveryJob: Job = {
  name: 'cart-recovery',
  intervalMs: 5 * 60_000,
  async run(deps) {
    await runCartRecovery(deps.db, deps.clock(), deps.config.publicUrl);
  },
};
