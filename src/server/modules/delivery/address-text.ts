/**
 * One line of address from an older API client (docs/product.md section 12;
 * docs/decisions/011-delivery-addresses-and-rules.md). The delivery rules and the invoice's place
 * of supply follow the pincode read out of it, so that reading must leave no choice: exactly one
 * pincode of the directory, and a state named in the line must be that pincode's state.
 */
import { AppError } from '#server/errors';
import { ADDRESS_MESSAGES, type DeliveryAddress } from '#shared/address';
import { statesNamedIn } from '#shared/states';
import { lookUpPincode, type PincodeEntry } from './pincode-directory';

/** What an order stores: the structured address, its one-line form, and the mobile number. */
export interface CheckedAddress {
  deliveryAddress: DeliveryAddress;
  address: string;
  mobile: string;
}

/**
 * A pincode as written in running text: six digits starting 1-9 ("560001"), or three and three
 * with one space ("560 001"), touching no other letter or digit (not inside "400002A" or a
 * 10-digit mobile number). The spaced form must not be one group of a longer run of digit groups
 * either, so a mobile number written "700 001 2345" holds no pincode.
 */
const PINCODE_IN_TEXT =
  /(?<![\p{L}\p{N}])(?:([1-9]\d{5})|(?<!\p{N} )([1-9]\d{2}) (\d{3})(?! \p{N}))(?![\p{L}\p{N}])/gu;

/**
 * The distinct pincodes of the directory written in the text, in order. A six-digit number that
 * is not one (a house or telephone number, "Door 999999") is part of the address, not a pincode.
 */
export function pincodesIn(text: string): string[] {
  const written = [...text.matchAll(PINCODE_IN_TEXT)].map((match) => match[1] ?? `${match[2]}${match[3]}`);
  return [...new Set(written)].filter((pincode) => lookUpPincode(pincode));
}

/** The one pincode of the text and its place; refuses none, or more than one. */
function onePincodeOf(text: string): { pincode: string; place: PincodeEntry } {
  const pincodes = pincodesIn(text);
  if (pincodes.length === 0) {
    throw new AppError('invalid', ADDRESS_MESSAGES.noPincodeInText, { code: 'invalid_pincode' });
  }
  if (pincodes.length > 1) {
    throw new AppError('invalid', ADDRESS_MESSAGES.severalPincodesInText(pincodes), {
      code: 'several_pincodes',
    });
  }
  const pincode = pincodes[0]!;
  return { pincode, place: lookUpPincode(pincode)! };
}

/**
 * A state named in the line (today's name or a former one) must be the pincode's. Street and
 * building names carry state names too ("Kerala House, New Delhi, Delhi 110001"), so the line
 * passes when any state it names is the pincode's, and is refused only when none is.
 */
function checkStatesNamed(text: string, pincode: string, place: PincodeEntry): void {
  const named = statesNamedIn(text);
  if (named.length === 0 || named.includes(place.state)) return;
  throw new AppError(
    'invalid',
    ADDRESS_MESSAGES.textStateMismatch(
      pincode,
      place.state.name,
      named.map((state) => state.name),
    ),
    { code: 'state_mismatch' },
  );
}

/**
 * The order's address from one line: the shopper's own words stay as `address`; the structured
 * copy takes line 1 = that line, city and state from the directory, and names the receiver.
 */
export function addressFromText(text: string, mobile: string, receiver: string): CheckedAddress {
  const { pincode, place } = onePincodeOf(text);
  checkStatesNamed(text, pincode, place);
  return {
    deliveryAddress: {
      fullName: receiver,
      mobile,
      line1: text,
      line2: '',
      city: place.city,
      state: place.state.name,
      pincode,
    },
    address: text,
    mobile,
  };
}
