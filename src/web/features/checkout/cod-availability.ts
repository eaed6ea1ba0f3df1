/**
 * Whether cash on delivery may be chosen, in the server's words (docs/product.md sections 12 and
 * 22): not where the shop does not deliver, not on a pincode without it, not above the admin's
 * ceiling, and not against the shopper's own record. Every amount is the cash the courier would
 * collect at the door: the COD fee included, less store credit or partial COD's token paid before
 * (BUSINESS.md section 7). The server checks each again; this only says so before the shopper
 * presses the button.
 */
import { type CodStanding, codStandingRefusal } from '#shared/cod';
import { DELIVERY_MESSAGES, type PincodeAnswer } from '#shared/delivery';

/** The pincode's rules for `cashPaise` at the door. */
export function codRefusal(answer: PincodeAnswer | undefined, cashPaise: number): string | undefined {
  if (!answer) return undefined;
  if (!answer.deliverable) return DELIVERY_MESSAGES.notServiceable;
  if (!answer.codAvailable) return DELIVERY_MESSAGES.codUnavailable;
  if (cashPaise > answer.codMaxPaise) return DELIVERY_MESSAGES.codLimit(answer.codMaxPaise);
  return undefined;
}

/** The shopper's record first (as the server reads it first), then the pincode's rules. */
export function cashRefusal(
  standing: CodStanding,
  answer: PincodeAnswer | undefined,
  cashPaise: number,
): string | undefined {
  return codStandingRefusal(standing, cashPaise) ?? codRefusal(answer, cashPaise);
}
