/**
 * An order's invoice figures from its GST-inclusive prices (docs/product.md, "Invoices";
 * docs/decisions/014-gst-invoices.md): per line the rate, taxable value and CGST + SGST or IGST,
 * in integer paise, so that the lines add up to exactly what the shopper paid.
 */
import { apportion } from './apportion';
import { APPAREL_GST_SLABS, type GstSlab, rateForPieces } from './rates';

export interface GoodsLine {
  description: string;
  size: string;
  hsn: string;
  quantity: number;
  /** GST-inclusive price of one piece. */
  unitPricePaise: number;
}

export interface TaxInput {
  goods: readonly GoodsLine[];
  /** The coupon's discount on the goods (never on the delivery charge). */
  discountPaise: number;
  deliveryChargePaise: number;
  /** Place of supply in another state than the shop's: IGST instead of CGST and SGST. */
  interState: boolean;
  slabs?: readonly GstSlab[];
}

export interface TaxLine {
  kind: 'goods' | 'delivery';
  description: string;
  /** Null on the delivery line. */
  size: string | null;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** This line's part of the coupon discount. */
  discountPaise: number;
  ratePercent: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the shopper paid for the line: taxable value plus its tax. */
  totalPaise: number;
}

export interface TaxTotals {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export const DELIVERY_LINE_DESCRIPTION = 'Delivery charge';

/** n / d rounded to the nearest whole number, halves up; n >= 0, d > 0. */
function roundedDivision(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Splits a GST-inclusive amount at a rate (docs/decisions/014-gst-invoices.md). Each tax is its
 * exact value, the rate applied to amount × 100 / (100 + rate), rounded half up to the paisa;
 * the taxable value is what remains, so taxable + CGST + SGST (or + IGST) is the amount exactly.
 * Within the state CGST and SGST are each half the rate and rounded alike, so they are equal and
 * the taxable value carries the rounding (at most a paisa from its exact value).
 */
export function splitInclusive(
  amountPaise: number,
  ratePercent: number,
  interState: boolean,
): Pick<TaxLine, 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (interState) {
    const igst = roundedDivision(amountPaise * ratePercent, 100 + ratePercent);
    return { taxableValuePaise: amountPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  }
  const half = roundedDivision(amountPaise * ratePercent, 2 * (100 + ratePercent));
  return { taxableValuePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

export function computeTaxLines(input: TaxInput): { lines: TaxLine[]; totals: TaxTotals } {
  const slabs = input.slabs ?? APPAREL_GST_SLABS;
  const gross = input.goods.map((line) => line.unitPricePaise * line.quantity);
  const goodsTotal = gross.reduce((sum, amount) => sum + amount, 0);
  if (input.discountPaise < 0 || input.discountPaise > goodsTotal) {
    throw new RangeError('The discount must be between nothing and the value of the goods.');
  }
  // The coupon lowers each line's value in proportion to it (docs/product.md, "Invoices"), and
  // the rate follows what a piece was sold for after it: the transaction value.
  const discounts = apportion(input.discountPaise, gross);
  const lines: TaxLine[] = input.goods.map((line, i) => {
    const totalPaise = gross[i]! - discounts[i]!;
    const ratePercent = rateForPieces(totalPaise, line.quantity, slabs);
    return {
      kind: 'goods',
      description: line.description,
      size: line.size,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: discounts[i]!,
      ratePercent,
      ...splitInclusive(totalPaise, ratePercent, input.interState),
      totalPaise,
    };
  });
  if (input.deliveryChargePaise > 0) {
    // A composite supply follows its principal supply: the delivery is taxed at the highest rate
    // among the goods (after the coupon) and reported under that line's HSN.
    const principal = [...lines].sort(
      (a, b) => b.ratePercent - a.ratePercent || b.totalPaise - a.totalPaise,
    )[0];
    const ratePercent = principal?.ratePercent ?? slabs[0]!.ratePercent;
    lines.push({
      kind: 'delivery',
      description: DELIVERY_LINE_DESCRIPTION,
      size: null,
      hsn: principal?.hsn ?? '',
      quantity: 1,
      unitPricePaise: input.deliveryChargePaise,
      discountPaise: 0,
      ratePercent,
      ...splitInclusive(input.deliveryChargePaise, ratePercent, input.interState),
      totalPaise: input.deliveryChargePaise,
    });
  }
  return { lines, totals: sumTaxLines(lines) };
}

export function sumTaxLines(lines: readonly TaxTotals[]): TaxTotals {
  const totals = { taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    totals.taxableValuePaise += line.taxableValuePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.totalPaise;
  }
  return totals;
}
