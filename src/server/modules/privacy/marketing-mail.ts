/**
 * Marketing mail (offers, reminders) goes only to an account that consented to its purpose, and
 * every one carries a link that withdraws that purpose in one click (BUSINESS.md section 14). The
 * outbox checks the consent again just before sending, so a withdrawal stops queued mail too.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { withdrawalLinks } from '#server/db/schema';
import { escapeHtml } from '#server/plugins/web';
import { CONSENT_PURPOSES, type ConsentPurpose, MARKETING_PURPOSES } from '#shared/privacy';
import { type Mail, queueMail } from '../mail/outbox';
import { hasConsent } from './ledger';
import { withdrawForAccount } from './withdrawal';

export interface MarketingMail {
  accountId: number;
  purpose: ConsentPurpose;
  mail: Mail;
}

/** Queues the mail with its withdrawal link; false (nothing queued) without consent. */
export async function queueMarketingMail(
  db: DbOrTx,
  message: MarketingMail,
  publicUrl: string,
): Promise<boolean> {
  if (!MARKETING_PURPOSES.includes(message.purpose)) return false;
  if (!(await hasConsent(db, message.accountId, message.purpose))) return false;
  const token = randomBytes(24).toString('base64url');
  await db.insert(withdrawalLinks).values({ token, accountId: message.accountId, purpose: message.purpose });
  const link = `${publicUrl.replace(/\/+$/, '')}/api/privacy/withdraw?token=${token}`;
  const { mail } = message;
  await queueMail(
    db,
    {
      ...mail,
      text: `${mail.text}\n\nStop these mails: ${link}`,
      html: `${mail.html}<p><a href="${escapeHtml(link)}">Stop these mails</a></p>`,
    },
    { purpose: message.purpose, accountId: message.accountId },
  );
  return true;
}

/** The mail link's click: withdraws its purpose; the purpose withdrawn, or null for an unknown link. */
export async function withdrawByLink(db: DbOrTx, token: string, at: Date): Promise<ConsentPurpose | null> {
  const [link] = await db.select().from(withdrawalLinks).where(eq(withdrawalLinks.token, token));
  if (!link || !(CONSENT_PURPOSES as readonly string[]).includes(link.purpose)) return null;
  const purpose = link.purpose as ConsentPurpose;
  await withdrawForAccount(db, link.accountId, purpose, 'mail_link', at);
  return purpose;
}
