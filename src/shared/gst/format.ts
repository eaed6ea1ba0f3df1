/** Amounts on tax documents always show the paise: 152190 -> "₹1,521.90", Indian digit grouping. */
const exact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function rupeesExact(paise: number): string {
  return exact.format(paise / 100);
}

/** Without the sign, for table cells under a heading that names the currency. */
export function rupeesPlain(paise: number): string {
  return plain.format(paise / 100);
}

/** Rupees with two decimals and no grouping, as spreadsheets and the GST offline tool read them. */
export function rupeesForCsv(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
