/** What the newest mail to an address says (a one-time code, a link), read from the shop's outbox table. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';

/** The first match of `pattern` in the newest mail to an address, waiting until it is there. */
export async function fromNewestMail(db: DbOrTx, email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      const match = mail?.textBody.match(pattern);
      found = match?.[1] ?? match?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}

export function mailedCode(db: DbOrTx, email: string): Promise<string> {
  return fromNewestMail(db, email, /\b(\d{6})\b/);
}
