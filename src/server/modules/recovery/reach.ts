/**
 * Whom a reminder may reach and how (BUSINESS.md section 13, docs/decisions/038-personal-data.md):
 * WhatsApp or SMS only with the shopper's reminder consent (and no STOP from the number), mail to
 * the others unless they opted out; nothing to an account that has not confirmed being 18 or
 * older. Asked when a reminder is queued and again, by the outbox, just before it is sent.
 */
import type { DbOrTx } from '#server/db/client';
import type { SettingsValue } from '#shared/settings/index';
import { findUserById } from '../accounts/users';
import { consentsOf, hasConfirmedAge } from '../privacy/ledger';
import { consentStillStands } from '../privacy/outbox-gate';

export type ReminderChannel = 'whatsapp' | 'sms' | 'email';
export interface Reach {
  channel: ReminderChannel;
  to: string;
}
export type NoReach = 'opt_out' | 'unreachable';

type Settings = SettingsValue<'recovery'>;

/** Withdrawn reminders (a latest choice that is not a grant): the shopper opted out. */
export async function optedOut(db: DbOrTx, accountId: number): Promise<boolean> {
  const state = (await consentsOf(db, accountId)).find((c) => c.purpose === 'reminders');
  return state !== undefined && !state.granted && state.at !== null;
}

/** A phone may get reminders: consent on the account, age confirmed, no STOP from the number. */
const phoneAllowed = (db: DbOrTx, accountId: number, mobile: string, channel: ReminderChannel) =>
  consentStillStands(db, { channel, toAddress: mobile, purpose: 'reminders', accountId });

export async function reachOf(db: DbOrTx, accountId: number, settings: Settings): Promise<Reach | NoReach> {
  const user = await findUserById(db, accountId);
  if (!user || !(await hasConfirmedAge(db, accountId))) return 'unreachable';
  if (user.mobile && (settings.whatsapp || settings.sms)) {
    const channel = settings.whatsapp ? 'whatsapp' : 'sms';
    if (await phoneAllowed(db, accountId, user.mobile, channel)) return { channel, to: user.mobile };
  }
  if (await optedOut(db, accountId)) return 'opt_out';
  if (user.email && settings.email) return { channel: 'email', to: user.email };
  return 'unreachable';
}

/** The outbox's last check for a reminder: the channel it was queued on may still be used. */
export async function channelStillAllowed(
  db: DbOrTx,
  row: { channel: string; toAddress: string; accountId: number },
): Promise<boolean> {
  if (!(await hasConfirmedAge(db, row.accountId))) return false;
  if (row.channel === 'email') return !(await optedOut(db, row.accountId));
  return phoneAllowed(db, row.accountId, row.toAddress, row.channel as ReminderChannel);
}
