/**
 * Withdrawing consent is as easy as giving it (section 6(4) of the Act): one click per purpose in
 * the profile, STOP on WhatsApp or SMS, or the link in a marketing mail. What is withdrawn stops
 * at once: the outbox checks consent again just before each send (outbox-gate.ts), so messages
 * already queued stop too. Cart-recovery reminders call these and `hasConsent` (ledger.ts).
 */
import type { DbOrTx } from '#server/db/client';
import type { ConsentChannel, ConsentPurpose } from '#shared/privacy';
import { MARKETING_PURPOSES } from '#shared/privacy';
import { findUserByMobile } from '../accounts/users';
import { withdrawConsent } from './ledger';

/** The profile's switch and the mail link: one purpose of one account. */
export function withdrawForAccount(
  db: DbOrTx,
  accountId: number,
  purpose: ConsentPurpose,
  channel: ConsentChannel,
  at: Date,
): Promise<void> {
  return withdrawConsent(db, { accountId }, purpose, channel, at);
}

/**
 * A STOP from a number withdraws reminders and offers for that number and for the account that
 * holds it. WhatsApp order messages are the messaging module's switch, which a WhatsApp STOP also
 * turns off (and writes to the ledger, messaging/consents.ts).
 */
export async function withdrawByStop(
  db: DbOrTx,
  mobile: string,
  channel: Extract<ConsentChannel, 'whatsapp_stop' | 'sms_stop'>,
  at: Date,
): Promise<void> {
  const account = await findUserByMobile(db, mobile);
  for (const purpose of MARKETING_PURPOSES) {
    await withdrawConsent(db, { accountId: account?.id ?? null, contact: mobile }, purpose, channel, at);
  }
}
