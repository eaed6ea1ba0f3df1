/**
 * The outbox's last check before a message with a purpose goes out (mail/sender.ts's
 * `mayStillSend`): its consent must still stand. A message for an account needs the account's
 * consent (and, for reminders and offers, the age confirmation); one to a phone also needs its
 * number not to have said STOP; a guest's needs the consent given for that contact.
 */
import type { DbOrTx } from '#server/db/client';
import { CONSENT_PURPOSES, type ConsentPurpose } from '#shared/privacy';
import { hasConsent, latestContactAction } from './ledger';

export interface GatedMessage {
  channel: string;
  toAddress: string;
  purpose: string | null;
  accountId: number | null;
}

const isPurpose = (value: string): value is ConsentPurpose =>
  (CONSENT_PURPOSES as readonly string[]).includes(value);

export async function consentStillStands(db: DbOrTx, message: GatedMessage): Promise<boolean> {
  if (!message.purpose) return true;
  // A purpose the shop does not know is never sent: better silent than sent without consent.
  if (!isPurpose(message.purpose)) return false;
  const toPhone = message.channel !== 'email';
  if (message.accountId !== null) {
    if (!(await hasConsent(db, message.accountId, message.purpose))) return false;
    return toPhone ? !(await saidStop(db, message.toAddress, message.purpose)) : true;
  }
  return (await latestContactAction(db, message.toAddress, message.purpose)) === 'granted';
}

/** A number whose latest word on this purpose was a withdrawal (a STOP). */
async function saidStop(db: DbOrTx, mobile: string, purpose: ConsentPurpose): Promise<boolean> {
  return (await latestContactAction(db, mobile, purpose)) === 'withdrawn';
}
