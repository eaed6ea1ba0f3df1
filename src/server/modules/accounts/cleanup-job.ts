/**
 * Hourly housekeeping: expired sessions go (reads already refuse them; this keeps the table
 * small), and one-time codes are kept a day for support questions, then deleted.
 */
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { emailCodes, mobileCodes } from '#server/db/schema';
import type { Job } from '#server/job';
import { purgeExpiredSessions } from '#server/plugins/sessions';

const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function purgeOldCodes(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(emailCodes)
    .where(lt(emailCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)))
    .returning({ id: emailCodes.id });
  const sms = await db
    .delete(mobileCodes)
    .where(lt(mobileCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)))
    .returning({ id: mobileCodes.id });
  return deleted.length + sms.length;
}

export const accountCleanupJob: Job = {
  name: 'account-cleanup',
  intervalMs: 60 * 60 * 1000,
  async run(deps) {
    const now = deps.clock();
    await purgeExpiredSessions(deps.db, now);
    await purgeOldCodes(deps.db, now);
  },
};
