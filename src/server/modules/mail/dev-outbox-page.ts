/** The /dev/outbox page: the latest mail, newest first, so sign-up works without a mail server. */
import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { escapeHtml } from '#server/plugins/web';

const SHOWN = 50;

export async function renderDevOutbox(db: Db): Promise<string> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(SHOWN);
  const items = rows
    .map((row) => {
      const status = row.sentAt
        ? `logged ${row.sentAt.toISOString()}`
        : `waiting (attempts ${row.attempts}${row.lastError ? `, last error: ${escapeHtml(row.lastError)}` : ''})`;
      return `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · queued ${row.createdAt.toISOString()} · ${status}</p>
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
<p>Mail the shop would send, newest first (the latest ${SHOWN}). Shown only outside production when no SMTP_URL is set.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
}
