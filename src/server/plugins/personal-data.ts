/** Sessions hold only a token's hash and the account id: erasure signs the shopper out everywhere. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { PersonalDataOwner } from '#server/personal-data';
import { sessions } from './schema';

/** When this session began: erasure needs one begun with a fresh code (docs/decisions/038). */
export async function sessionStartedAt(db: DbOrTx, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt ?? null;
}

export const sessionsPersonalData: PersonalDataOwner = {
  module: 'plugins',
  tables: ['sessions'],
  async exportPersonalData(db, subject) {
    const rows = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.kind, 'shopper'), eq(sessions.accountId, subject.accountId)));
    return { signedInDevices: rows.length };
  },
  async erasePersonalData(tx, subject) {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.kind, 'shopper'), eq(sessions.accountId, subject.accountId)));
  },
};
