/**
 * Where the shop delivers and where it offers cash on delivery (BUSINESS section 2). The rules
 * come from a settings source: for now the configuration (empty lists: everywhere, with cash on
 * delivery); a settings screen later supplies its own source and nothing else changes.
 */
import { DELIVERY_MESSAGES, type PincodeAnswer } from '#shared/delivery';
import { lookUpPincode } from './pincode-directory';

/** Each entry is a whole pincode ("560001") or a prefix of one ("5600", "79"). */
export interface ServiceabilitySettings {
  /** Pincodes or prefixes the shop does not deliver to. */
  blocked: readonly string[];
  /** Pincodes or prefixes where cash on delivery is not offered. */
  noCashOnDelivery: readonly string[];
}

export interface ServiceabilitySource {
  read(): ServiceabilitySettings | Promise<ServiceabilitySettings>;
}

export const EMPTY_SERVICEABILITY: ServiceabilitySettings = { blocked: [], noCashOnDelivery: [] };

export function fixedServiceability(
  settings: ServiceabilitySettings = EMPTY_SERVICEABILITY,
): ServiceabilitySource {
  return { read: () => settings };
}

/** A prefix list: digits only, 1 to 6 of them (anything else is a configuration mistake). */
export function parsePincodeList(raw: string | undefined, name: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const prefix = entry.trim();
    if (!/^[1-9][0-9]{0,5}$/.test(prefix)) {
      throw new Error(`${name}: "${prefix}" is not a pincode or pincode prefix`);
    }
    return prefix;
  });
}

function listed(pincode: string, list: readonly string[]): boolean {
  return list.some((prefix) => pincode.startsWith(prefix));
}

/** The answer for a pincode, or undefined when it is not in India's directory. */
export function checkDelivery(pincode: string, settings: ServiceabilitySettings): PincodeAnswer | undefined {
  const entry = lookUpPincode(pincode);
  if (!entry) return undefined;
  const place = { pincode, state: entry.state.name, gstStateCode: entry.state.gstCode, city: entry.district };
  if (listed(pincode, settings.blocked)) {
    return { ...place, deliverable: false, codAvailable: false, message: DELIVERY_MESSAGES.notServiceable };
  }
  const codAvailable = !listed(pincode, settings.noCashOnDelivery);
  return {
    ...place,
    deliverable: true,
    codAvailable,
    message: DELIVERY_MESSAGES.deliveryTime,
    codMessage: codAvailable ? DELIVERY_MESSAGES.codAvailable : DELIVERY_MESSAGES.codUnavailable,
  };
}
