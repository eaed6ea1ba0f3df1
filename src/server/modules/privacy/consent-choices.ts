/**
 * The profile's consent switches (BUSINESS.md section 14): each purpose on or off in one click.
 * WhatsApp order messages are the messaging module's switch, which writes the ledger itself;
 * reminders and offers are written here, and need the shopper to confirm being 18 or older.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { type ConsentChoice, type ConsentState, NOTICE_VERSIONS } from '#shared/privacy';
import { setWhatsAppPreference } from '../messaging/preferences';
import { confirmAge, consentsOf, hasConfirmedAge, recordConsent } from './ledger';
import { withdrawForAccount } from './withdrawal';

export async function chooseConsent(
  deps: AppDeps,
  accountId: number,
  choice: ConsentChoice,
): Promise<ConsentState[]> {
  const now = deps.clock();
  if (choice.purpose === 'whatsapp_orders') {
    await setWhatsAppPreference(deps, accountId, choice.granted);
    return consentsOf(deps.db, accountId);
  }
  if (!choice.granted) {
    await withdrawForAccount(deps.db, accountId, choice.purpose, 'profile', now);
    return consentsOf(deps.db, accountId);
  }
  await deps.db.transaction(async (tx) => {
    if (!(await hasConfirmedAge(tx, accountId))) {
      if (!choice.confirmAdult) {
        throw new AppError('invalid', 'Please confirm you are 18 or older to get reminders and offers.', {
          code: 'validation',
        });
      }
      await confirmAge(tx, accountId, NOTICE_VERSIONS.profile, now);
    }
    await recordConsent(tx, {
      accountId,
      purpose: choice.purpose,
      granted: true,
      noticeVersion: NOTICE_VERSIONS.profile,
      channel: 'profile',
      at: now,
    });
  });
  return consentsOf(deps.db, accountId);
}
