/**
 * WhatsApp consent per mobile number (docs/product.md section 21): given at checkout with its
 * time, taken back by replying STOP or from the profile. Only a number whose latest word was yes
 * gets WhatsApp order messages. Every change is also written to the privacy module's consent
 * ledger (docs/decisions/038-personal-data.md), with the notice version and channel.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { whatsappConsents } from '#server/db/schema';
import { type ConsentChannel, NOTICE_VERSIONS } from '#shared/privacy';
import { recordConsent } from '../privacy/ledger';

/** Who made the choice and where, for the ledger; the account is known when signed in. */
export interface ConsentSource {
  accountId?: number | null;
  channel: ConsentChannel;
}

export async function optInToWhatsApp(
  db: DbOrTx,
  mobile: string,
  now: Date,
  source: ConsentSource = { channel: 'checkout' },
): Promise<void> {
  await recordConsent(db, {
    accountId: source.accountId,
    contact: mobile,
    purpose: 'whatsapp_orders',
    granted: true,
    noticeVersion: source.channel === 'checkout' ? NOTICE_VERSIONS.checkout : NOTICE_VERSIONS.profile,
    channel: source.channel,
    at: now,
  });
  await db
    .insert(whatsappConsents)
    .values({ mobile, optedInAt: now, optedOutAt: null, updatedAt: now })
    .onConflictDoUpdate({
      target: whatsappConsents.mobile,
      set: { optedInAt: now, optedOutAt: null, updatedAt: now },
    });
}

/** Returns whether this changed anything (a second STOP changes nothing). */
export async function optOutOfWhatsApp(
  db: DbOrTx,
  mobiles: string[],
  now: Date,
  source: ConsentSource = { channel: 'whatsapp_stop' },
): Promise<boolean> {
  if (mobiles.length === 0) return false;
  for (const mobile of mobiles) {
    await recordConsent(db, {
      accountId: source.accountId,
      contact: mobile,
      purpose: 'whatsapp_orders',
      granted: false,
      noticeVersion: NOTICE_VERSIONS.profile,
      channel: source.channel,
      at: now,
    });
  }
  const rows = await db
    .insert(whatsappConsents)
    .values(mobiles.map((mobile) => ({ mobile, optedOutAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: whatsappConsents.mobile,
      set: { optedOutAt: now, updatedAt: now },
      setWhere: sql`${whatsappConsents.optedOutAt} is null`,
    })
    .returning({ mobile: whatsappConsents.mobile });
  return rows.length > 0;
}

export interface WhatsAppConsent {
  optedIn: boolean;
  optedInAt: Date | null;
  optedOutAt: Date | null;
}

export async function whatsAppConsentOf(db: DbOrTx, mobile: string): Promise<WhatsAppConsent> {
  const [row] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.mobile, mobile));
  return {
    optedIn: Boolean(row?.optedInAt && !row.optedOutAt),
    optedInAt: row?.optedInAt ?? null,
    optedOutAt: row?.optedOutAt ?? null,
  };
}

/** Whether any of these numbers may get WhatsApp messages. */
export async function anyOptedIn(db: DbOrTx, mobiles: string[]): Promise<boolean> {
  if (mobiles.length === 0) return false;
  const rows = await db.select().from(whatsappConsents).where(inArray(whatsappConsents.mobile, mobiles));
  return rows.some((row) => row.optedInAt && !row.optedOutAt);
}
