/**
 * India's financial year runs from 1 April to 31 March, by the date in India (UTC+5:30, no summer
 * time). Invoice numbers restart each year (docs/product.md, "Invoices").
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India: year, month (1-12) and day. */
export function indianDate(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export interface FinancialYear {
  /** The calendar year in which it starts: 2026 for April 2026 to March 2027. */
  startYear: number;
  /** Four digits as in an invoice number: "2627". */
  label: string;
}

export function financialYearOf(at: Date): FinancialYear {
  const { year, month } = indianDate(at);
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: financialYearLabel(startYear) };
}

export function financialYearLabel(startYear: number): string {
  return `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** "2026-04" for a date in April 2026 in India: the month of a GSTR-1 return. */
export function returnMonthOf(at: Date): string {
  const { year, month } = indianDate(at);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The instants a return month (YYYY-MM) starts and ends (exclusive), by the date in India. */
export function returnMonthRange(month: string): { from: Date; to: Date } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, mm - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, mm, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** "22 Sep 2026" style date in India, for documents. */
export function formatIndianDate(at: Date): string {
  const { year, month, day } = indianDate(at);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(day).padStart(2, '0')} ${names[month - 1]} ${year}`;
}
