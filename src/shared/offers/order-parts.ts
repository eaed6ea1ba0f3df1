/**
 * A cart line's pieces as order lines (docs/decisions/040-offers.md): pieces of one line may end
 * in different offers or at different prices after their share (a free piece beside paid ones),
 * and the GST rate follows each piece's price after its saving (BUSINESS.md section 4). Pieces
 * are grouped by offer and rate, so every order line's pieces share one rate and its average
 * price after the saving falls in that rate's slab too.
 */
import { APPAREL_GST_SLABS, type GstSlab, rateForUnitPrice } from '../gst/rates';
import type { PieceSaving } from './types';

export interface OrderPart {
  quantity: number;
  offerId: number | null;
  /** The part's pieces' shares of their offer's saving, together. */
  offerDiscountPaise: number;
}

export function orderParts(
  unitPricePaise: number,
  pieces: readonly (PieceSaving | null)[],
  slabs: readonly GstSlab[] = APPAREL_GST_SLABS,
): OrderPart[] {
  const parts = new Map<string, OrderPart>();
  for (const piece of pieces) {
    const saving = piece?.savingPaise ?? 0;
    const offerId = piece?.offerId ?? null;
    const key = `${offerId}/${rateForUnitPrice(unitPricePaise - saving, slabs)}`;
    const part = parts.get(key) ?? { quantity: 0, offerId, offerDiscountPaise: 0 };
    part.quantity += 1;
    part.offerDiscountPaise += saving;
    parts.set(key, part);
  }
  return [...parts.values()];
}
