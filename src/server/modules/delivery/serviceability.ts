/**
 * Where the shop delivers and where it offers cash on delivery (docs/product.md sections 11 and
 * 12). The rules come from a source: the shop reads the admin's delivery settings on every
 * question, so a saved change holds at once; tests may pass fixed rules instead.
 */
import type { DbOrTx } from '#server/db/client';
import { DELIVERY_MESSAGES, type PincodeAnswer } from '#shared/delivery';
import { deliverySettings } from '#shared/settings/delivery';
import { readSettings } from '../settings';
import { lookUpPincode } from './pincode-directory';

/** Each entry is a whole pincode ("560001") or a prefix of one ("5600", "79"). */
export interface ServiceabilitySettings {
  /** Pincodes or prefixes the shop does not deliver to. */
  blocked: readonly string[];
  /** Pincodes or prefixes where cash on delivery is not offered. */
  noCashOnDelivery: readonly string[];
  /** The largest grand total, in paise, paid on delivery; the settings' default when not given. */
  codMaxPaise?: number;
}

export interface ServiceabilitySource {
  read(): ServiceabilitySettings | Promise<ServiceabilitySettings>;
}

export const EMPTY_SERVICEABILITY: ServiceabilitySettings = { blocked: [], noCashOnDelivery: [] };

type DeliverySettingsValue = Awaited<ReturnType<typeof readSettings<'delivery'>>>;

const rulesOf = (settings: DeliverySettingsValue): ServiceabilitySettings => ({
  blocked: settings.blockedPincodes,
  noCashOnDelivery: settings.noCodPincodes,
  codMaxPaise: settings.codMaxPaise,
});

/** The admin's delivery settings (docs/product.md section 12), read afresh on every question. */
export function settingsServiceability(db: DbOrTx): ServiceabilitySource {
  return {
    async read() {
      return rulesOf(await readSettings(db, 'delivery'));
    },
  };
}

/**
 * The delivery settings and the rules in force, in one read of the settings row: checkout
 * needs both (the charge to price the order, the rules to check the pincode), and reads them
 * once before its transaction (docs/decisions/018-checkout-at-the-database-pace.md).
 */
export async function deliveryTerms(deps: {
  db: DbOrTx;
  serviceability?: ServiceabilitySource;
}): Promise<{ settings: DeliverySettingsValue; rules: ServiceabilitySettings }> {
  const settings = await readSettings(deps.db, 'delivery');
  const rules = deps.serviceability ? await deps.serviceability.read() : rulesOf(settings);
  return { settings, rules };
}

/** The rules in force: the ones a test passed, else the admin's delivery settings. */
export function serviceabilityOf(deps: {
  db: DbOrTx;
  serviceability?: ServiceabilitySource;
}): ServiceabilitySource {
  return deps.serviceability ?? settingsServiceability(deps.db);
}

export const codMaxOf = (settings: ServiceabilitySettings): number =>
  settings.codMaxPaise ?? deliverySettings.defaults.codMaxPaise;

export function fixedServiceability(
  settings: ServiceabilitySettings = EMPTY_SERVICEABILITY,
): ServiceabilitySource {
  return { read: () => settings };
}

export function listed(pincode: string, list: readonly string[]): boolean {
  return list.some((prefix) => pincode.startsWith(prefix));
}

/** The answer for a pincode, or undefined when it is not in India's directory. */
export function checkDelivery(pincode: string, settings: ServiceabilitySettings): PincodeAnswer | undefined {
  const entry = lookUpPincode(pincode);
  if (!entry) return undefined;
  const place = {
    pincode,
    state: entry.state.name,
    gstStateCode: entry.state.gstCode,
    city: entry.city,
    codMaxPaise: codMaxOf(settings),
  };
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
