/**
 * Every section of the shop's settings (docs/product.md section 12). A new section is a file in
 * this folder and one line here; the server stores and checks it, the admin settings page shows it.
 */
import type { z } from 'zod';
import { codSettings } from './cod';
import { courierSettings } from './couriers';
import { deliverySettings } from './delivery';
import { invoiceSettings } from './invoice';
import { lowStockSettings } from './low-stock';
import { privacySettings } from './privacy';
import { recoverySettings } from './recovery';
import { returnSettings } from './returns';
import { shippingSettings } from './shipping';
import { staffSettings } from './staff';

export const SETTINGS_SECTIONS = {
  delivery: deliverySettings,
  couriers: courierSettings,
  returns: returnSettings,
  lowStock: lowStockSettings,
  invoice: invoiceSettings,
  shipping: shippingSettings,
  cod: codSettings,
  privacy: privacySettings,
  recovery: recoverySettings,
  staff: staffSettings,
} as const;

export type SettingsKey = keyof typeof SETTINGS_SECTIONS;
export type SettingsValue<K extends SettingsKey> = z.output<(typeof SETTINGS_SECTIONS)[K]['schema']>;
export type AllSettings = { [K in SettingsKey]: SettingsValue<K> };

export const SETTINGS_KEYS = Object.keys(SETTINGS_SECTIONS) as SettingsKey[];

export const isSettingsKey = (value: string): value is SettingsKey => Object.hasOwn(SETTINGS_SECTIONS, value);

export const SETTINGS_MESSAGES = {
  unknownSection: `Settings section must be one of: ${SETTINGS_KEYS.join(', ')}.`,
  saved: (title: string) => `${title}: saved`,
} as const;
