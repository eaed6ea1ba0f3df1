/** Helpers for cart-recovery tests: a cart left at a given time, the job run at a given time. */
import { asc, eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { cartItems, outbox, recoveryReminders, recoverySequences } from '#server/db/schema';
import { cartRecoveryJob } from '#server/modules/recovery/job';
import type { Size } from '#shared/constants';
import type { TestClock } from './clock';
import { createProduct, createShopper, type ProductOptions, type TestAccount } from './factories';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** A shopper with one line in the cart, last changed at `at`. */
export async function cartLeftAt(
  db: DbOrTx,
  at: Date,
  options: { mobile?: string; product?: ProductOptions; size?: Size; quantity?: number } = {},
) {
  const shopper = await createShopper(db, options.mobile ? { mobile: options.mobile } : {});
  const product = await createProduct(db, options.product);
  await db.insert(cartItems).values({
    userId: shopper.id,
    productId: product.id,
    size: options.size ?? 'M',
    quantity: options.quantity ?? 1,
    createdAt: at,
  });
  return { shopper, product };
}

export function recoveryRunner(app: App, clock: TestClock) {
  return async (at: Date) => {
    clock.set(at);
    await cartRecoveryJob.run(app.deps);
  };
}

/** Every outbox row for an address or number, oldest first. */
export const messagesTo = (db: DbOrTx, to: string) =>
  db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(asc(outbox.id));

export async function sequencesOf(db: DbOrTx, shopper: Pick<TestAccount, 'id'>) {
  return db
    .select()
    .from(recoverySequences)
    .where(eq(recoverySequences.accountId, shopper.id))
    .orderBy(asc(recoverySequences.id));
}

export async function remindersOf(db: DbOrTx, sequenceId: number) {
  return db
    .select()
    .from(recoveryReminders)
    .where(eq(recoveryReminders.sequenceId, sequenceId))
    .orderBy(asc(recoveryReminders.step));
}

/** The restore link's path in a reminder's text. */
export function restorePathIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/cart\/restore\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no restore link in: ${text}`);
  return match[1]!;
}
