/** The mails the accounts area sends. Each has a plain-text and an HTML body carrying the code. */

import { escapeHtml } from '#server/plugins/web';
import type { Mail } from '../mail/outbox';
import { CODE_TTL_MS } from './email-codes';

const minutes = CODE_TTL_MS / 60_000;

function codeMail(to: string, subject: string, intro: string, code: string, publicUrl: string): Mail {
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `    ${code}`,
    '',
    `The code expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail: nothing changes.`,
    '',
    `Oversized - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>The code expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail: nothing changes.</p>
<p><a href="${escapeHtml(publicUrl)}">Oversized</a></p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(
    to,
    `Your Oversized verification code: ${code}`,
    'Use this code to verify your email and finish signing up at Oversized:',
    code,
    publicUrl,
  );
}

export function emailChangeMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(
    to,
    `Your Oversized verification code: ${code}`,
    'Use this code to add this email to your Oversized account:',
    code,
    publicUrl,
  );
}

export function passwordResetMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(
    to,
    `Your Oversized password reset code: ${code}`,
    'Use this code to choose a new password for your Oversized account:',
    code,
    publicUrl,
  );
}

export function notifyMeCodeMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(
    to,
    `Your Oversized code: ${code}`,
    'Use this code to confirm this email, and we will tell you once when the size you asked for is back:',
    code,
    publicUrl,
  );
}
