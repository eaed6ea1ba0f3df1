/**
 * A reminder's words on each channel (BUSINESS.md section 13): what the cart holds and its restore
 * link; the last may carry a single-use coupon. Mail also carries a link that stops reminders in
 * one click (section 14 of the same document: withdrawal as easy as consent).
 */
import type { DbOrTx } from '#server/db/client';
import { escapeHtml } from '#server/plugins/web';
import { formatRupees, paiseToRupees } from '#shared/money';
import { queueMail, queueMessage } from '../mail/outbox';
import { templateText } from '../messaging/templates';
import type { Reach } from './reach';
import type { LeftLine } from './schema';

export const REMINDER_PURPOSE = 'cart_reminder';

export interface Reminder {
  accountId: number;
  sequenceId: number;
  step: number;
  reach: Reach;
  lines: LeftLine[];
  restoreUrl: string;
  stopUrl: string;
  couponCode: string | null;
  couponPercent: number;
  fallbackToSms: boolean;
}

function itemsInWords(lines: LeftLine[]): string {
  const [first, ...rest] = lines;
  if (!first) return 'your items';
  return rest.length === 0 ? first.name : `${first.name} and ${rest.length} more`;
}

export async function queueReminder(db: DbOrTx, reminder: Reminder): Promise<void> {
  const { reach, lines } = reminder;
  const couponNote = reminder.couponCode
    ? `Use ${reminder.couponCode} for ${reminder.couponPercent}% off, once, within 7 days.`
    : '';
  const about = { purpose: REMINDER_PURPOSE, accountId: reminder.accountId };
  if (reach.channel !== 'email') {
    const params = [itemsInWords(lines), reminder.restoreUrl, couponNote];
    await queueMessage(db, {
      channel: reach.channel,
      to: reach.to,
      template: 'cart_reminder',
      params,
      text: templateText('cart_reminder', params),
      messageKey: `cart-reminder-${reminder.sequenceId}-${reminder.step}`,
      fallbackChannel: reach.channel === 'whatsapp' && reminder.fallbackToSms ? 'sms' : undefined,
      ...about,
    });
    return;
  }
  const list = lines.map(
    (l) =>
      `${l.name} (size ${l.size}) x ${l.quantity}, ${formatRupees(paiseToRupees(l.unitPricePaise))} each`,
  );
  const text = [
    'Your Oversized cart is waiting:',
    ...list.map((l) => `- ${l}`),
    '',
    `Pick up where you left: ${reminder.restoreUrl}`,
    ...(couponNote ? ['', couponNote] : []),
    '',
    `Stop these reminders: ${reminder.stopUrl}`,
  ].join('\n');
  const html = `<p>Your Oversized cart is waiting:</p><ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(reminder.restoreUrl)}">Pick up where you left</a></p>${couponNote ? `<p>${escapeHtml(couponNote)}</p>` : ''}
<p><a href="${escapeHtml(reminder.stopUrl)}">Stop these reminders</a></p>`;
  await queueMail(db, { to: reach.to, subject: 'Your cart is waiting', text, html }, about);
}
