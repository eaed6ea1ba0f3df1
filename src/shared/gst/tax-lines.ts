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
  /** The line's pieces' shares of an offer's saving (docs/decisions/040-offers.md); 0 or absent without one. */
  offerDiscountPaise?: number;
}

/**
 * An invoice line bills goods, the delivery charge, or the cash-on-delivery fee; the last two
 * are taxed alike, as part of a composite supply whose principal is the goods.
 */
export const TAX_LINE_KINDS = ['goods', 'delivery', 'cod_fee'] as const;
export type TaxLineKind = (typeof TAX_LINE_KINDS)[number];

export interface TaxInput {
  goods: readonly GoodsLine[];
  /**
   * The discounts on the goods (never on the delivery charge or the COD fee): the coupon's and
   * the prepaid discount together, each lowering the taxable value alike (docs/product.md section 22).
   */
  discountPaise: number;
  deliveryChargePaise: number;
  /** The cash-on-delivery fee; 0 or absent on other orders. */
  codFeePaise?: number;
  /** Place of supply in another state than the shop's: IGST instead of CGST and SGST. */
  interState: boolean;
  slabs?: readonly GstSlab[];
}

export interface TaxLine {
  kind: TaxLineKind;
  description: string;
  /** Null on the delivery and COD fee lines. */
  size: string | null;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** This line's part of the discounts: its offer share, then its part of the coupon and prepaid discounts. */
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
export const COD_FEE_LINE_DESCRIPTION = 'Cash on delivery fee';

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
  // An offer's share lowers its line first (docs/decisions/040-offers.md); the coupon and the
  // prepaid discount are then shared over what the lines cost after their offers.
  const offers = input.goods.map((line) => line.offerDiscountPaise ?? 0);
  const gross = input.goods.map((line, i) => line.unitPricePaise * line.quantity - offers[i]!);
  if (gross.some((amount) => amount < 0)) throw new RangeError('An offer cannot save more than its line.');
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
      discountPaise: offers[i]! + discounts[i]!,
      ratePercent,
      ...splitInclusive(totalPaise, ratePercent, input.interState),
      totalPaise,
    };
  });
  // A composite supply follows its principal supply: the delivery charge and the COD fee are
  // taxed at the highest rate among the goods (after the discounts) and reported under that
  // line's HSN (docs/decisions/014-gst-invoices.md; docs/product.md section 22 for the fee).
  const principal = [...lines].sort(
    (a, b) => b.ratePercent - a.ratePercent || b.totalPaise - a.totalPaise,
  )[0];
  const ratePercent = principal?.ratePercent ?? slabs[0]!.ratePercent;
  const charge = (kind: TaxLineKind, description: string, amountPaise: number): TaxLine => ({
    kind,
    description,
    size: null,
    hsn: principal?.hsn ?? '',
    quantity: 1,
    unitPricePaise: amountPaise,
    discountPaise: 0,
    ratePercent,
    ...splitInclusive(amountPaise, ratePercent, input.interState),
    totalPaise: amountPaise,
  });
  if (input.deliveryChargePaise > 0)
    lines.push(charge('delivery', DELIVERY_LINE_DESCRIPTION, input.deliveryChargePaise));
  if ((input.codFeePaise ?? 0) > 0)
    lines.push(charge('cod_fee', COD_FEE_LINE_DESCRIPTION, input.codFeePaise!));
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
