/**
 * The server's checks of a delivery address and of the delivery rules (docs/product.md section
 * 12): the pincode is in India's directory and in the state chosen; the shop delivers there; cash
 * on delivery is offered there and for this grand total. Checkout, the address book, Change
 * Address and verify-payment all ask here, so the rules and their words are one.
 */
import { AppError } from '#server/errors';
import { ADDRESS_MESSAGES, type DeliveryAddress, formatAddress } from '#shared/address';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import type { DeliveryDetails } from '#shared/delivery-details';
import { addressFromText, type CheckedAddress } from './address-text';
import { lookUpPincode, type PincodeEntry } from './pincode-directory';
import { codMaxOf, listed, type ServiceabilitySettings } from './serviceability';

export type { CheckedAddress } from './address-text';

function placeOf(pincode: string): PincodeEntry {
  const entry = lookUpPincode(pincode);
  if (!entry) throw new AppError('invalid', DELIVERY_MESSAGES.invalidPincode, { code: 'invalid_pincode' });
  return entry;
}

/** The pincode is real and lies in the state chosen; answers the address as given. */
export function checkAddress(address: DeliveryAddress): DeliveryAddress {
  const { state } = placeOf(address.pincode);
  if (state.name !== address.state) {
    throw new AppError('invalid', ADDRESS_MESSAGES.stateMismatch(address.pincode, state.name), {
      code: 'state_mismatch',
    });
  }
  return address;
}

/** Either form of delivery details, checked against the directory (one line: address-text.ts). */
export function checkDeliveryDetails(details: DeliveryDetails, receiver: string): CheckedAddress {
  if (details.kind === 'text') return addressFromText(details.address, details.mobile, receiver);
  const deliveryAddress = checkAddress(details.deliveryAddress);
  return { deliveryAddress, address: formatAddress(deliveryAddress), mobile: deliveryAddress.mobile };
}

/** "We do not deliver to this pincode yet" where the admin has said so. */
export function checkDeliverable(pincode: string, rules: ServiceabilitySettings): void {
  if (listed(pincode, rules.blocked))
    throw new AppError('invalid', DELIVERY_MESSAGES.notServiceable, { code: 'not_serviceable' });
}

/** "Cash on delivery is not available for this pincode" where the admin has said so. */
export function listedForNoCashOnDelivery(pincode: string, rules: ServiceabilitySettings): void {
  if (listed(pincode, rules.noCashOnDelivery))
    throw new AppError('invalid', DELIVERY_MESSAGES.codUnavailable, { code: 'cod_unavailable' });
}

/**
 * Cash on delivery: not where the admin has turned it off, and not above the ceiling. The ceiling
 * is compared with the cash the courier collects at the door: the grand total with its COD fee,
 * less partial COD's token and any store credit paid before (BUSINESS.md section 7). The caller
 * works that figure out from the checkout's own pricing (price-lines.ts), never from a figure the
 * client sent.
 */
export function checkCashOnDelivery(pincode: string, cashPaise: number, rules: ServiceabilitySettings): void {
  listedForNoCashOnDelivery(pincode, rules);
  const codMaxPaise = codMaxOf(rules);
  if (cashPaise > codMaxPaise)
    throw new AppError('conflict', DELIVERY_MESSAGES.codLimit(codMaxPaise), { code: 'cod_limit' });
}

/** The same rules as `checkCashOnDelivery`, answered in words (null: cash on delivery is allowed). */
export function cashOnDeliveryRefusal(
  pincode: string,
  cashPaise: number,
  rules: ServiceabilitySettings,
): string | null {
  if (listed(pincode, rules.noCashOnDelivery)) return DELIVERY_MESSAGES.codUnavailable;
  const codMaxPaise = codMaxOf(rules);
  return cashPaise > codMaxPaise ? DELIVERY_MESSAGES.codLimit(codMaxPaise) : null;
}
