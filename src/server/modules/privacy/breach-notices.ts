/**
 * Sends a breach's notice to each affected shopper by mail, through the outbox (rule 7(1) of the
 * DPDP Rules 2025). Each row is claimed with FOR UPDATE SKIP LOCKED and marked sent in the same
 * transaction as its mail, so a retry, a double click or two instances never mail anyone twice.
 * A shopper who gave only a mobile number gets an SMS pointing to the notice in their account
 * (rule 7(1) allows "through her user account"); one with neither stays unsent and is shown so in
 * the back office, to be reached another way.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { breaches, breachNotices } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { textAsHtml } from '#server/plugins/web';
import { paths } from '#shared/paths';
import { contactsOf } from '../accounts/privacy-queries';
import { queueMail, queueMessage } from '../mail/outbox';
import { templateText } from '../messaging/templates';
import { noticeSubject, noticeText } from './breach-texts';
import { breachDetail, findBreach, officerOf } from './breaches';

const BATCH = 100;

export async function sendBreachNotices(deps: AppDeps, breachId: number) {
  const breach = await findBreach(deps.db, breachId);
  const officer = await officerOf(deps.db);
  let after = 0;
  for (;;) {
    const last = await deps.db.transaction(async (tx) => {
      const batch = await tx
        .select({ accountId: breachNotices.accountId })
        .from(breachNotices)
        .where(
          and(
            eq(breachNotices.breachId, breachId),
            isNull(breachNotices.sentAt),
            gt(breachNotices.accountId, after),
          ),
        )
        .orderBy(breachNotices.accountId)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return null;
      const now = deps.clock();
      const people = await contactsOf(
        tx,
        batch.map((row) => row.accountId),
      );
      let sent = 0;
      for (const person of people) {
        if (person.email) {
          const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
          const text = noticeText(breach, officer, name);
          await queueMail(
            tx,
            {
              to: person.email,
              subject: noticeSubject(breach),
              text,
              html: textAsHtml(text),
            },
            { accountId: person.id },
          );
        } else if (person.mobile) {
          const params = [`B-${breach.id}`, `${deps.config.publicUrl}${paths.profilePrivacy}`];
          await queueMessage(tx, {
            channel: 'sms',
            to: person.mobile,
            template: 'breach_notice',
            params,
            text: templateText('breach_notice', params),
            messageKey: `breach:${breach.id}:${person.id}`,
            accountId: person.id,
          });
        } else continue;
        sent += 1;
        await tx
          .update(breachNotices)
          .set({ sentAt: now })
          .where(and(eq(breachNotices.breachId, breachId), eq(breachNotices.accountId, person.id)));
      }
      if (sent > 0)
        await tx
          .update(breaches)
          .set({ noticesSentAt: now })
          .where(and(eq(breaches.id, breachId), isNull(breaches.noticesSentAt)));
      return batch[batch.length - 1]!.accountId;
    });
    if (last === null) break;
    after = last;
  }
  return breachDetail(deps.db, breachId);
}
