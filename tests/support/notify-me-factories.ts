/** Notify-me requests through the API, for tests that need a visitor's contact verified by its code. */
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { normaliseMobile } from '#shared/address';
import { type CallOptions, call, freshIp, latestCodeFor } from './account-factories';
import { latestSmsCodeFor } from './mobile-factories';

export interface NotifyMeBody {
  itemId: string;
  size: string;
  contact: string;
}

/** The code sent last to a notify-me contact, by mail or by SMS. */
export function notifyMeCodeFor(db: DbOrTx, contact: string): Promise<string> {
  if (contact.includes('@')) return latestCodeFor(db, contact.trim().toLowerCase());
  const mobile = normaliseMobile(contact);
  if (!mobile) throw new Error(`not a mobile number: ${contact}`);
  return latestSmsCodeFor(db, mobile);
}

/**
 * A visitor asks and types the code the contact got; answers the confirmation (its cookie is the
 * browser's proof). Each visitor comes from a fresh address unless one is given.
 */
export async function askAndConfirm(app: App, db: DbOrTx, body: NotifyMeBody, options: CallOptions = {}) {
  const from = { ip: freshIp(), ...options };
  const asked = await call(app, 'POST', '/api/notify-me', body, from);
  if (asked.statusCode !== 200 || asked.json().codeSent !== true)
    throw new Error(`notify-me: ${asked.statusCode} ${asked.body}`);
  const code = await notifyMeCodeFor(db, body.contact);
  return call(app, 'POST', '/api/notify-me/confirm', { ...body, code }, from);
}
