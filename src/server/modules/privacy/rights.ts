/**
 * The shopper's rights under sections 11 and 12 of the Act (BUSINESS.md section 14): a copy of
 * their data and erasure. Every owner of personal data (owners.ts) exports and erases its own.
 * Erasure waits while an order is open (its delivery needs the address and number) and needs a
 * sign-in begun with a fresh code; what the GST law keeps is held until its period ends.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { erasureRequests, taxRecordHolds } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import type { DataSubject } from '#server/personal-data';
import { sessionStartedAt } from '#server/plugins/personal-data';
import { findShopper } from '../accounts/shoppers';
import { invoicedOrderIds } from '../invoices/personal-data';
import { hasOpenOrders } from '../orders/personal-data';
import { readSettings } from '../settings';
import { PERSONAL_DATA_OWNERS } from './owners';

/** How recent the sign-in must be for an erasure: one with a code just received. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export async function subjectOf(db: DbOrTx, accountId: number): Promise<DataSubject> {
  const shopper = await findShopper(db, accountId);
  return { accountId, email: shopper.email, mobile: shopper.mobile };
}

/** Every owner's part of the shopper's data, under the owner's module name. */
export async function exportPersonalData(db: DbOrTx, accountId: number, now: Date) {
  const subject = await subjectOf(db, accountId);
  const parts: Record<string, unknown> = {};
  for (const owner of PERSONAL_DATA_OWNERS) Object.assign(parts, await owner.exportPersonalData(db, subject));
  return { exportedAt: now.toISOString(), ...parts };
}

export type ErasureOutcome = { state: 'done' } | { state: 'waiting'; message: string };

export const WAITING_MESSAGE =
  'You have an order on its way. Your account will be erased as soon as it is delivered, returned or cancelled.';

/** The shopper's own request, from the profile. */
export async function askForErasure(
  deps: AppDeps,
  accountId: number,
  sessionId: number,
): Promise<ErasureOutcome> {
  const now = deps.clock();
  const started = await sessionStartedAt(deps.db, sessionId);
  if (!started || now.getTime() - started.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError(
      'forbidden',
      'To erase your account, sign in again with a fresh code, then erase within 10 minutes.',
      {
        code: 'sign_in_again',
      },
    );
  }
  return deps.db.transaction(async (tx) => {
    if (await hasOpenOrders(tx, accountId)) {
      const waiting = await tx
        .select()
        .from(erasureRequests)
        .where(and(eq(erasureRequests.accountId, accountId), eq(erasureRequests.state, 'waiting')));
      if (waiting.length === 0)
        await tx.insert(erasureRequests).values({ accountId, state: 'waiting', requestedAt: now });
      return { state: 'waiting', message: WAITING_MESSAGE } as const;
    }
    await eraseAccount(tx, accountId, now, 'asked');
    return { state: 'done' } as const;
  });
}

/**
 * Erases an account in one transaction, owner by owner; records the erasure and, when tax records
 * are kept, when they are to go.
 */
export async function eraseAccount(tx: DbOrTx, accountId: number, now: Date, reason: 'asked' | 'inactive') {
  const subject = await subjectOf(tx, accountId);
  for (const owner of PERSONAL_DATA_OWNERS) await owner.erasePersonalData(tx, subject, now);
  const updated = await tx
    .update(erasureRequests)
    .set({ state: 'done', doneAt: now })
    .where(and(eq(erasureRequests.accountId, accountId), eq(erasureRequests.state, 'waiting')))
    .returning({ id: erasureRequests.id });
  if (updated.length === 0) {
    await tx
      .insert(erasureRequests)
      .values({ accountId, state: 'done', reason, requestedAt: now, doneAt: now });
  }
  if ((await invoicedOrderIds(tx, accountId)).length > 0) {
    const { gstRetentionYears } = await readSettings(tx, 'privacy');
    const eraseAfter = new Date(now);
    eraseAfter.setUTCFullYear(eraseAfter.getUTCFullYear() + gstRetentionYears);
    await tx.insert(taxRecordHolds).values({ accountId, eraseAfter }).onConflictDoNothing();
  }
}
