/**
 * Inactive accounts (DPDP Rules 2025, rule 8 and the Third Schedule; docs/decisions/038): an
 * account with no sign-in and no order for the privacy setting's `inactiveAccountYears` (3 by
 * default) is told, 48 hours ahead, that it will be erased; the notice is recorded in
 * retention_notices. After 48 hours it is erased through the same path as a shopper's own
 * erasure (tax invoices kept as the GST law asks), unless the shopper signed in or ordered
 * meanwhile, which cancels the notice. An open order makes it wait, as any erasure does.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { retentionNotices } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { textAsHtml } from '#server/plugins/web';
import { paths } from '#shared/paths';
import { inactiveAccountIds, lastSignInOf } from '../accounts/privacy-queries';
import { findShopper } from '../accounts/shoppers';
import { queueMail, queueMessage } from '../mail/outbox';
import { templateText } from '../messaging/templates';
import { hasOpenOrders, latestOrderAt } from '../orders/personal-data';
import { readSettings } from '../settings';
import { eraseAccount } from './rights';

/** The Rules ask for the notice at least 48 hours before the erasure (rule 8(2)). */
export const INACTIVE_NOTICE_HOURS = 48;
const NOTICE_MS = INACTIVE_NOTICE_HOURS * 3_600_000;
const BATCH = 200;

async function inactiveSince(db: DbOrTx, now: Date): Promise<Date> {
  const { inactiveAccountYears } = await readSettings(db, 'privacy');
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - inactiveAccountYears);
  return cutoff;
}

const noticeText = (years: string, eraseAt: Date, signInUrl: string) =>
  `We have not seen you at Oversized for ${years}. We keep personal data only while it is used, so your account, its addresses, wishlist, reviews and choices will be erased on ${eraseAt.toUTCString()} (48 hours from now).\n\nTo keep your account, just sign in before then: ${signInUrl}\n\nTax invoices of past orders are kept for the period the GST law asks, then erased too.`;

/** Tells each newly inactive account, once; returns how many were told. */
export async function noticeInactiveAccounts(deps: AppDeps, now: Date): Promise<number> {
  const cutoff = await inactiveSince(deps.db, now);
  const { inactiveAccountYears } = await readSettings(deps.db, 'privacy');
  const years = `${inactiveAccountYears} ${inactiveAccountYears === 1 ? 'year' : 'years'}`;
  const signInUrl = `${deps.config.publicUrl}${paths.login}`;
  let told = 0;
  for (const accountId of await inactiveAccountIds(deps.db, cutoff, BATCH)) {
    const ordered = await latestOrderAt(deps.db, accountId);
    if (ordered && ordered >= cutoff) continue;
    await deps.db.transaction(async (tx) => {
      const [noticed] = await tx
        .insert(retentionNotices)
        .values({ accountId, notifiedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!noticed) return;
      const shopper = await findShopper(tx, accountId);
      const text = noticeText(years, new Date(now.getTime() + NOTICE_MS), signInUrl);
      if (shopper.email) {
        await queueMail(
          tx,
          {
            to: shopper.email,
            subject: 'Your Oversized account will be erased in 48 hours',
            text,
            html: textAsHtml(text),
          },
          { accountId },
        );
      } else if (shopper.mobile) {
        await queueMessage(tx, {
          channel: 'sms',
          to: shopper.mobile,
          template: 'account_inactive_erasure',
          params: [signInUrl],
          text: templateText('account_inactive_erasure', [signInUrl]),
          messageKey: `inactive:${accountId}:${now.getTime()}`,
        });
      }
      told += 1;
    });
  }
  return told;
}

/** Erases the accounts told 48 hours ago that stayed away; a sign-in or an order cancels the notice. */
export async function eraseNoticedAccounts(deps: AppDeps, now: Date): Promise<number> {
  const noticed = await deps.db.select().from(retentionNotices).limit(BATCH);
  let erased = 0;
  for (const notice of noticed) {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .select()
        .from(retentionNotices)
        .where(eq(retentionNotices.accountId, notice.accountId))
        .for('update', { skipLocked: true });
      if (!claimed) return;
      const signedIn = await lastSignInOf(tx, claimed.accountId);
      const ordered = await latestOrderAt(tx, claimed.accountId);
      if ((signedIn && signedIn > claimed.notifiedAt) || (ordered && ordered > claimed.notifiedAt)) {
        await tx.delete(retentionNotices).where(eq(retentionNotices.accountId, claimed.accountId));
        return;
      }
      if (now.getTime() - claimed.notifiedAt.getTime() < NOTICE_MS) return;
      if (await hasOpenOrders(tx, claimed.accountId)) return;
      await eraseAccount(tx, claimed.accountId, now, 'inactive');
      erased += 1;
    });
  }
  return erased;
}
