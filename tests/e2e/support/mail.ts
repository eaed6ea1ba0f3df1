/** The one-time code in the newest mail to an address, read from the shop's outbox table. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';

export async function mailedCode(db: DbOrTx, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
