/**
 * Mail is written to the outbox in the same transaction as the event that causes it (an order,
 * a code, a dispatch), so it is never lost and never sent for a rolled-back change.
 */
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db
    .insert(outbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
}
