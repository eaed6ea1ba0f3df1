/**
 * The /dev/outbox page: the latest messages on every channel (mail, SMS, WhatsApp), newest first,
 * so sign-up and order messages work without a mail server or provider keys.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { escapeHtml } from '#server/plugins/web';

const SHOWN = 50;
const CHANNEL_NAMES = { email: 'Mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

export async function renderDevOutbox(db: Db): Promise<string> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(SHOWN);
  const items = rows
    .map((row) => {
      const status =
        row.status === 'queued' || row.status === 'sending'
          ? `waiting (attempts ${row.attempts}${row.lastError ? `, last error: ${escapeHtml(row.lastError)}` : ''})`
          : `${row.status} ${(row.readAt ?? row.deliveredAt ?? row.sentAt ?? row.failedAt ?? row.createdAt).toISOString()}`;
      const channel = CHANNEL_NAMES[row.channel];
      const title = row.channel === 'email' ? row.subject : `${channel}: ${row.template ?? row.subject}`;
      return `<article data-channel="${row.channel}" data-status="${row.status}">
<h2>${escapeHtml(title)}</h2>
<p class="meta">${channel} to <strong>${escapeHtml(row.toAddress)}</strong> · queued ${row.createdAt.toISOString()} · <span class="status">${status}</span></p>
<pre>${escapeHtml(row.textBody)}</pre>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}
h2{font-size:1.05rem}.meta{color:#444;font-size:.9rem}pre{white-space:pre-wrap;background:#f5f5f5;padding:.75rem}
</style></head>
<body><main><h1>Dev outbox</h1>
<p>Mail, SMS and WhatsApp messages the shop would send, newest first (the latest ${SHOWN}). Shown only outside production when no SMTP_URL is set; SMS and WhatsApp go through their sandboxes unless their keys are set.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}
