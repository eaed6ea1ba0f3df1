/** Money is integer paise inside the server and the database; rupees only at the edges. */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats rupees with the rupee sign in Indian grouping: 1299 -> "₹1,299", 150000 -> "₹1,50,000". */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}
