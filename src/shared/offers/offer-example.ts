/**
 * The admin editor's live example (BUSINESS.md section 12): what the offer does to a few tees,
 * worked out by applyOffers itself, so the example is never a second opinion.
 */
import { formatRupees, paiseToRupees } from '../money';
import { applyOffers } from './apply-offers';
import type { Offer } from './types';

const SAMPLE_PRICES = [
  79_900, 84_900, 89_900, 99_900, 1_09_900, 1_19_900, 1_29_900, 1_39_900, 1_49_900, 1_59_900,
];
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function samplePieces(offer: Offer): number[] {
  const n = offer.buyQuantity ?? 1;
  switch (offer.kind) {
    case 'buy_get':
      return SAMPLE_PRICES.slice(0, Math.min(10, n + (offer.freeQuantity ?? 1)));
    case 'flat_above': {
      const pieces: number[] = [];
      for (const price of SAMPLE_PRICES) {
        pieces.push(price);
        if (pieces.reduce((s, p) => s + p, 0) >= (offer.minSubtotalPaise ?? 0)) break;
      }
      return pieces;
    }
    default:
      return SAMPLE_PRICES.slice(0, Math.min(10, n));
  }
}

/** "3 tees at ₹799, ₹849, ₹899 → ₹999: saving ₹1,548"; null when the offer is not whole yet. */
export function offerExample(offer: Omit<Offer, 'id' | 'startsAt' | 'endsAt' | 'active'>): string | null {
  const whole: Offer = {
    ...offer,
    id: 1,
    startsAt: new Date(0),
    endsAt: null,
    active: true,
    selector: { kind: 'all' },
  };
  const prices = samplePieces(whole);
  if (prices.length === 0) return null;
  const lines = prices.map((price, i) => ({
    key: String(i),
    itemId: String(i),
    category: 'overtees',
    quantity: 1,
    unitPricePaise: price,
  }));
  const result = applyOffers(lines, [whole], { now: new Date(1) });
  const total = prices.reduce((s, p) => s + p, 0);
  const tees = `${prices.length} ${prices.length === 1 ? 'tee' : 'tees'} at ${prices.map(rupees).join(', ')}`;
  if (result.savingPaise === 0) return `${tees}: no saving`;
  return `${tees} → ${rupees(total - result.savingPaise)}: saving ${rupees(result.savingPaise)}`;
}
