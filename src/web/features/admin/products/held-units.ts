/**
 * The words for units held by unpaid online orders. They are outside the stock count and come
 * back to it if the order is not paid (docs/decisions/006-checkout-and-payments.md, "Stock the
 * admin sets"), so the admin sees them beside the count rather than wondering where they came from.
 */
export function heldText(units: number): string {
  return units === 1 ? '1 held in an unpaid order' : `${units} held in unpaid orders`;
}
