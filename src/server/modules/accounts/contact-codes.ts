/**
 * Proving a contact for notify-me (docs/product.md section 19; BUSINESS.md section 10: a request
 * counts only once its contact is verified, so made-up numbers cannot take a real shopper's place
 * in the queue). A contact is verified when it is the signed-in shopper's own (every email and
 * number on an account was verified by a code), or by a code sent to it: the accounts' own codes
 * (email-codes.ts, mobile-codes.ts) under the purpose `notify-me`, with their limits
 * (code-limits.ts, and for SMS the caps of mobile-code-limits.ts, which sign-in shares).
 */
import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { queueMail } from '../mail/outbox';
import { notifyMeCodeMail } from './account-mails';
import { assertCodeRequestAllowed } from './code-limits';
import { newCode, type RedeemResult, redeemCode, storeCode } from './email-codes';
import { redeemMobileCode } from './mobile-codes';
import { sendMobileCode } from './mobile-sign-in';
import { findUserById } from './users';

/** An email (lower-cased) or a 10-digit mobile number. */
export type Contact = { email: string } | { mobile: string };

/** Whether the contact is the signed-in shopper's own email or mobile number. */
export async function isOwnContact(db: DbOrTx, userId: number, contact: Contact): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  return 'email' in contact
    ? user.email?.toLowerCase() === contact.email
    : user.mobile !== null && user.mobile === contact.mobile;
}

/** Counts the request against the contact's code limits, then sends a notify-me code to it. */
export async function sendContactCode(deps: AppDeps, input: { contact: Contact; ip: string }): Promise<void> {
  if ('mobile' in input.contact) {
    await sendMobileCode(deps, { mobile: input.contact.mobile, ip: input.ip, purpose: 'notify-me' });
    return;
  }
  const email = input.contact.email;
  await assertCodeRequestAllowed(deps.counters, { email, ip: input.ip, purpose: 'notify-me' });
  const code = await newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await storeCode(tx, { email, ip: input.ip, purpose: 'notify-me', now }, code);
    await queueMail(tx, notifyMeCodeMail(email, code.code, deps.config.publicUrl));
  });
}

/**
 * Checks a notify-me code inside the caller's transaction: a right one is marked verified and
 * kept (the browser's proof is keyed with its hash, verified-contact.ts); a wrong try is counted
 * and returned, not thrown, so the caller commits it.
 */
export function redeemContactCode(
  tx: DbOrTx,
  input: { contact: Contact; code: string; now: Date },
): Promise<RedeemResult> {
  const { contact, code, now } = input;
  return 'email' in contact
    ? redeemCode(tx, { email: contact.email, purpose: 'notify-me', code, now })
    : redeemMobileCode(tx, { mobile: contact.mobile, purpose: 'notify-me', code, now });
}
