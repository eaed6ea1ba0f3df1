/**
 * Data kept only while its purpose lasts (BUSINESS.md section 14; DPDP Act s. 8(7); docs/decisions/
 * 038-personal-data.md): a daily job asks each module that holds such data to delete what has
 * done its work. The periods are here, in one place:
 * - a cart line older than CART_LINE_DAYS, or for a product archived GRACE_DAYS ago;
 * - a notify-me request GRACE_DAYS after its message or its unsubscribe, or pending for a product
 *   archived GRACE_DAYS ago;
 * - a reminder or offer message GRACE_DAYS after it was queued, once sent or refused.
 */
import type { Db } from '#server/db/client';
import type { Job } from '#server/job';
import { MARKETING_PURPOSES } from '#shared/privacy';
import { pruneStaleCartLines } from '../cart/retention';
import { pruneFinishedMessages } from '../mail/retention';
import { pruneFinishedNotifyMeRequests } from '../notify-me/retention';

export const CART_LINE_DAYS = 180;
export const GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneEndedPurposes(db: Db, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    cartLines: await pruneStaleCartLines(db, daysAgo(CART_LINE_DAYS), daysAgo(GRACE_DAYS)),
    notifyMe: await pruneFinishedNotifyMeRequests(db, daysAgo(GRACE_DAYS), daysAgo(GRACE_DAYS)),
    messages: await pruneFinishedMessages(db, MARKETING_PURPOSES, daysAgo(GRACE_DAYS)),
  };
}

export const purposeRetentionJob: Job = {
  name: 'purpose-retention',
  intervalMs: DAY_MS,
  async run(deps) {
    await pruneEndedPurposes(deps.db, deps.clock());
  },
};
