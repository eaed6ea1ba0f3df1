/**
 * GST on garments of chapter 61 (docs/product.md, "Invoices"): the rate of a line follows the
 * per-piece taxable value. The slabs are data so that a change in the law is a change here only.
 */
import { formatRupees, paiseToRupees } from '../money';

export interface GstSlab {
  /** The highest per-piece taxable value (price without GST) taxed at this rate; null: no limit. */
  upToTaxablePaise: number | null;
  ratePercent: number;
}

/** In force since 22 September 2025: 5% up to ₹2,500 a piece before tax, 18% above. */
export const APPAREL_GST_SLABS: readonly GstSlab[] = [
  { upToTaxablePaise: 250_000, ratePercent: 5 },
  { upToTaxablePaise: null, ratePercent: 18 },
];

/**
 * The rate for pieces sold together for a GST-inclusive value: the first slab whose limit the
 * value of one piece, divided by 1 + its rate, does not exceed. The value is what the pieces were
 * sold for after any coupon (the transaction value; docs/decisions/014-gst-invoices.md), so a
 * discount can bring a piece into a lower slab. Integer arithmetic (`value × 100 <= limit ×
 * (100 + rate) × pieces`), so ₹2,625.00 a piece (exactly ₹2,500 before tax) stays at 5% and
 * ₹2,625.01 does not.
 */
export function rateForPieces(
  valuePaise: number,
  pieces: number,
  slabs: readonly GstSlab[] = APPAREL_GST_SLABS,
): number {
  for (const slab of slabs) {
    if (slab.upToTaxablePaise === null) return slab.ratePercent;
    if (valuePaise * 100 <= slab.upToTaxablePaise * (100 + slab.ratePercent) * pieces)
      return slab.ratePercent;
  }
  return slabs[slabs.length - 1]!.ratePercent;
}

/** The rate for one piece at this GST-inclusive price, no coupon applied. */
export function rateForUnitPrice(
  unitPricePaise: number,
  slabs: readonly GstSlab[] = APPAREL_GST_SLABS,
): number {
  return rateForPieces(unitPricePaise, 1, slabs);
}

/** The highest inclusive price taxed at a slab's rate: its limit plus its tax (₹2,625 for 5%). */
function inclusiveLimitPaise(slab: GstSlab): number {
  return Math.floor((slab.upToTaxablePaise! * (100 + slab.ratePercent)) / 100);
}

/**
 * The band where a price is taxed at a higher rate although its taxable value at that rate is
 * within the lower slab (₹2,625.01 to ₹2,950): the shop pays more tax than at the band's floor.
 * The upload and edit forms warn about it; the message is null outside the band.
 */
export function priceBandWarning(
  unitPricePaise: number,
  slabs: readonly GstSlab[] = APPAREL_GST_SLABS,
): string | null {
  const rate = rateForUnitPrice(unitPricePaise, slabs);
  for (const slab of slabs) {
    if (slab.upToTaxablePaise === null || slab.ratePercent >= rate) continue;
    const floor = inclusiveLimitPaise(slab);
    const ceiling = Math.floor((slab.upToTaxablePaise * (100 + rate)) / 100);
    if (unitPricePaise > floor && unitPricePaise <= ceiling) {
      return `At this price the GST rate is ${rate}%; ${formatRupees(paiseToRupees(floor))} or less is taxed at ${slab.ratePercent}%.`;
    }
  }
  return null;
}
