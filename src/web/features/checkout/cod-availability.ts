/**
 * Whether cash on delivery may be chosen, in the server's words (docs/product.md section 12):
 * not where the shop does not deliver, not on a pincode without it, and not above the admin's
 * ceiling. The server checks each again; this only says so before the shopper presses the button.
 */
import { DELIVERY_MESSAGES, type PincodeAnswer } from '#shared/delivery';

export function codRefusal(answer: PincodeAnswer | undefined, grandTotalPaise: number): string | undefined {
  if (!answer) return undefined;
  if (!answer.deliverable) return DELIVERY_MESSAGES.notServiceable;
  if (!answer.codAvailable) return DELIVERY_MESSAGES.codUnavailable;
  if (grandTotalPaise > answer.codMaxPaise) return DELIVERY_MESSAGES.codLimit(answer.codMaxPaise);
  return undefined;
}
