/**
 * The figures of a credit note (docs/decisions/014-gst-invoices.md, "Credit notes"): the money
 * actually refunded, shared among the credited invoice lines in proportion to the value of their
 * pieces, and each line's share split at that line's own rate. The figures credited on a line so
 * far are the split of the money credited on it so far, so every note adds up to its money to the
 * paisa, and a line refunded in full has been credited exactly what it was invoiced.
 */
import { apportion } from './apportion';
import { splitInclusive, type TaxTotals } from './tax-lines';

/** An invoice line as issued: its pieces, rate and figures. */
export interface InvoicedLine extends TaxTotals {
  quantity: number;
  ratePercent: number;
}

export interface LineToCredit {
  invoiced: InvoicedLine;
  /** What earlier credit notes credited on the line, pieces and figures. */
  creditedBefore: TaxTotals & { pieces: number };
  /** The pieces this note credits. */
  pieces: number;
}

const FIGURES = ['taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** The invoiced value of `pieces` of the line's pieces, to the paisa (half up); all of them: its total. */
export function piecesValuePaise(
  line: Pick<InvoicedLine, 'quantity' | 'totalPaise'>,
  pieces: number,
): number {
  if (pieces >= line.quantity) return line.totalPaise;
  return Math.floor((2 * line.totalPaise * pieces + line.quantity) / (2 * line.quantity));
}

/**
 * The most a note may credit on a line: the value of every piece credited once it is issued, less
 * the money credited before. Partial refunds leave the rest of their pieces' value to later notes.
 */
export function creditCapacityPaise(line: LineToCredit): number {
  const { invoiced, creditedBefore, pieces } = line;
  return Math.max(0, piecesValuePaise(invoiced, creditedBefore.pieces + pieces) - creditedBefore.totalPaise);
}

/** The figures credited on a line in all once `moneyPaise` of it has been credited. */
function creditedInAll(line: InvoicedLine, moneyPaise: number, interState: boolean): TaxTotals {
  if (moneyPaise === line.totalPaise) {
    const { taxableValuePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = line;
    return { taxableValuePaise, cgstPaise, sgstPaise, igstPaise, totalPaise };
  }
  return { ...splitInclusive(moneyPaise, line.ratePercent, interState), totalPaise: moneyPaise };
}

/** This note's figures on one line, crediting `sharePaise` more of it. */
function lineFigures(line: LineToCredit, sharePaise: number, interState: boolean): TaxTotals {
  const before = line.creditedBefore;
  const after = creditedInAll(line.invoiced, before.totalPaise + sharePaise, interState);
  const figures = { totalPaise: sharePaise } as TaxTotals;
  for (const key of FIGURES) figures[key] = after[key] - before[key];
  // Within the state the halves step two paise at a time, so a single paisa credited where they
  // step would read as a taxable value below zero: such a share is split on its own instead.
  if (FIGURES.some((key) => figures[key] < 0)) {
    return { ...splitInclusive(sharePaise, line.invoiced.ratePercent, interState), totalPaise: sharePaise };
  }
  return figures;
}

/**
 * Each line's figures for a note crediting `amountPaise` (the money refunded) on these lines:
 * shared in proportion to each line's capacity (largest remainders, so the shares add up to the
 * amount exactly and none exceeds its line's capacity). Throws a RangeError beyond the capacity.
 */
export function creditNoteFigures(
  lines: readonly LineToCredit[],
  amountPaise: number,
  interState: boolean,
): TaxTotals[] {
  const capacities = lines.map(creditCapacityPaise);
  const most = capacities.reduce((sum, capacity) => sum + capacity, 0);
  if (!Number.isInteger(amountPaise) || amountPaise < 0 || amountPaise > most) {
    throw new RangeError(`A credit note on these lines credits between nothing and ${most} paise.`);
  }
  const shares = apportion(amountPaise, capacities);
  return lines.map((line, i) => lineFigures(line, shares[i]!, interState));
}
