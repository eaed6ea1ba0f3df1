/**
 * A month's GSTR-1 tables from its invoice lines and credited lines (gst-export.ts reads them):
 * pure arithmetic on stored figures, so every paisa lands in exactly one of tables 7 and 5/9B,
 * and in table 12 (docs/decisions/014-gst-invoices.md).
 */
import { isB2cl, largeDocuments } from './gst-b2cl';
import {
  type Amounts,
  addAmounts,
  type DocumentsRow,
  type GstMonth,
  type Movement,
  zero,
} from './gst-figures';

/** The month's tables from its invoice lines and credited lines, in document order. */
export function summariseMonth(month: string, movements: Movement[], documents: DocumentsRow[]): GstMonth {
  // Table 7 has every sale but the large inter-state ones and the credit notes against them.
  const small = movements.filter((m) => !isB2cl(m));
  return {
    month,
    b2c: group(
      small,
      (m) => `${m.placeOfSupplyCode}|${m.interState}|${m.ratePercent}`,
      (m) => ({
        placeOfSupply: m.placeOfSupply,
        placeOfSupplyCode: m.placeOfSupplyCode,
        interState: m.interState,
        ratePercent: m.ratePercent,
        ...zero(),
      }),
      () => {},
    ).sort((a, b) => a.placeOfSupplyCode.localeCompare(b.placeOfSupplyCode) || a.ratePercent - b.ratePercent),
    b2cl: largeDocuments(movements.filter((m) => m.sign === 1 && isB2cl(m))),
    b2clCreditNotes: largeDocuments(movements.filter((m) => m.sign === -1 && isB2cl(m))),
    hsn: group(
      movements,
      (m) => `${m.hsn}|${m.ratePercent}`,
      (m) => ({ hsn: m.hsn, ratePercent: m.ratePercent, quantity: 0, totalValuePaise: 0, ...zero() }),
      (row, m) => {
        // Pieces are counted on goods lines; the delivery line adds value, not pieces.
        if (m.kind === 'goods') row.quantity += m.sign * m.quantity;
        row.totalValuePaise += m.sign * m.totalPaise;
      },
    ).sort((a, b) => a.hsn.localeCompare(b.hsn) || a.ratePercent - b.ratePercent),
    documents,
  };
}

function group<R extends Amounts>(
  movements: Movement[],
  keyOf: (m: Movement) => string,
  start: (m: Movement) => R,
  more: (row: R, m: Movement) => void,
): R[] {
  const rows = new Map<string, R>();
  for (const m of movements) {
    const key = keyOf(m);
    const row = rows.get(key) ?? start(m);
    rows.set(key, row);
    addAmounts(row, m, m.sign);
    more(row, m);
  }
  return [...rows.values()];
}
