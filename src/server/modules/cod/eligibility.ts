/**
 * Who may pay cash (docs/product.md section 22): on top of the shop's ceiling and no-COD pincodes
 * (the delivery module's checks), at most N open COD orders per shopper, none after M refused or
 * returned COD orders within the look-back, and an optional ceiling on a first order. Checkout
 * reads the shopper's record under the shopper's row lock, before any other work, so ten orders
 * at once count one after the other and at most N stay open; the quote asks the same question to
 * explain the answer before the shopper chooses.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { COD_MESSAGES } from '#shared/cod';
import type { CodSettings } from '#shared/settings/cod';
import { type CodRecord, codRecordOf } from '../orders/cod-record';

const DAY_MS = 86_400_000;

/** The shopper's COD record over the settings' look-back from `now`. */
export function codRecordNow(
  db: DbOrTx,
  userId: number,
  settings: CodSettings,
  now: Date,
): Promise<CodRecord> {
  return codRecordOf(db, userId, new Date(now.getTime() - settings.refusalWindowDays * DAY_MS));
}

/** The reason cash on delivery is refused for an order of `cashPaise`, or null. */
export function codRefusalOf(record: CodRecord, cashPaise: number, settings: CodSettings): string | null {
  if (record.returnedCodOrders >= settings.maxRefusedCodOrders)
    return COD_MESSAGES.tooManyReturned(record.returnedCodOrders, settings.refusalWindowDays);
  if (record.openCodOrders >= settings.maxOpenCodOrders)
    return COD_MESSAGES.tooManyOpen(settings.maxOpenCodOrders);
  const firstMost = settings.firstOrderCodMaxPaise;
  if (firstMost !== null && record.placedOrders === 0 && cashPaise > firstMost)
    return COD_MESSAGES.firstOrderLimit(firstMost);
  return null;
}

/** The quote's question: the refusal for this shopper and amount, read now, or null. */
export async function codRefusal(
  db: DbOrTx,
  input: { userId: number; cashPaise: number; settings: CodSettings; now: Date },
): Promise<string | null> {
  const record = await codRecordNow(db, input.userId, input.settings, input.now);
  return codRefusalOf(record, input.cashPaise, input.settings);
}

/** Throws the refusal, 409 `cod_refused`, when there is one. */
export function checkCodEligibility(record: CodRecord, cashPaise: number, settings: CodSettings): void {
  const refusal = codRefusalOf(record, cashPaise, settings);
  if (refusal) throw new AppError('conflict', refusal, { code: 'cod_refused' });
}
