/** The back-in-stock message, as mail (text and HTML) and as a short text for a mobile. */
import { escapeHtml } from '#server/plugins/web';
import type { Mail } from '../mail/outbox';
import { backInStockText } from '../messaging/back-in-stock';

export interface RestockMessageInput {
  productName: string;
  size: string;
  productUrl: string;
  unsubscribeUrl: string;
}

export function restockMail(to: string, input: RestockMessageInput): Mail {
  const { productName, size, productUrl, unsubscribeUrl } = input;
  const subject = `Back in stock: ${productName} in size ${size}`;
  const lines = [
    `Good news: ${productName} is back in size ${size}.`,
    'Only a few came back, and they go to whoever orders first.',
    `Shop it: ${productUrl}`,
    '',
    'You asked us to tell you once; this is that message.',
    `No more back-in-stock messages to this address: ${unsubscribeUrl}`,
  ];
  const html = [
    `<p>Good news: <strong>${escapeHtml(productName)}</strong> is back in size ${escapeHtml(size)}.</p>`,
    '<p>Only a few came back, and they go to whoever orders first.</p>',
    `<p><a href="${escapeHtml(productUrl)}">Shop it now</a></p>`,
    '<p>You asked us to tell you once; this is that message.</p>',
    `<p><a href="${escapeHtml(unsubscribeUrl)}">No more back-in-stock messages to this address</a></p>`,
  ].join('\n');
  return { to, subject, text: lines.join('\n'), html };
}

/** The SMS's text (messaging's approved template); under 160 characters for a short name. */
export function restockText(input: RestockMessageInput): string {
  return backInStockText(input);
}
