/**
 * Who may pay cash (docs/product.md section 16): on top of the shop's ceiling and no-COD pincodes
 * (the delivery module's checks), at most N open COD orders per shopper, none after M refused or
 * returned COD orders within the look-back, and an optional ceiling on a first order. Checkout
 * asks under the shopper's row lock, so ten orders at once count one after the other and at most
 * N stay open; the quote asks the same question to explain the answer before the shopper chooses.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { COD_MESSAGES } from '#shared/cod';
import type { CodSettings } from '#shared/settings/cod';
import { codRecordOf } from '../orders/cod-record';

const DAY_MS = 86_400_000;

/** The reason cash on delivery is refused to this shopper for an order of `cashPaise`, or null. */
export async function codRefusal(
  db: DbOrTx,
  input: { userId: number; cashPaise: number; settings: CodSettings; now: Date },
): Promise<string | null> {
  const { settings } = input;
  const since = new Date(input.now.getTime() - settings.refusalWindowDays * DAY_MS);
  const record = await codRecordOf(db, input.userId, since);
  if (record.returnedCodOrders >= settings.maxRefusedCodOrders)
    return COD_MESSAGES.tooManyReturned(record.returnedCodOrders, settings.refusalWindowDays);
  if (record.openCodOrders >= settings.maxOpenCodOrders)
    return COD_MESSAGES.tooManyOpen(settings.maxOpenCodOrders);
  const firstMost = settings.firstOrderCodMaxPaise;
  if (firstMost !== null && record.placedOrders === 0 && input.cashPaise > firstMost)
    return COD_MESSAGES.firstOrderLimit(firstMost);
  return null;
}

/** Throws the refusal, 409 `cod_refused`, when there is one. */
export async function checkCodEligibility(
  db: DbOrTx,
  input: { userId: number; cashPaise: number; settings: CodSettings; now: Date },
): Promise<void> {
  const refusal = await codRefusal(db, input);
  if (refusal) throw new AppError('conflict', refusal, { code: 'cod_refused' });
}
