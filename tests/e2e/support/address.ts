/** Filling checkout's delivery address form (docs/product.md section 12) in browser journeys. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TypedAddress {
  fullName: string;
  mobile: string;
  line1: string;
  line2?: string;
  pincode: string;
  /** What the pincode fills in: the journey waits for it. */
  state: string;
}

export const BENGALURU: TypedAddress = {
  fullName: 'Asha Rao',
  mobile: '98765 43210',
  line1: '12 MG Road',
  line2: 'Indiranagar',
  pincode: '560038',
  state: 'Karnataka',
};

/**
 * Types a new address; the state (and city) come from the pincode, as a shopper sees them. `page`
 * may be the address form itself, where the page holds other fields of the same names (the
 * profile's own mobile number).
 */
export async function fillNewAddress(page: Page | Locator, address: TypedAddress = BENGALURU): Promise<void> {
  await page.getByLabel('Full name').fill(address.fullName);
  await page.getByLabel('Mobile number').fill(address.mobile);
  await page.getByLabel('Pincode').fill(address.pincode);
  await expect.poll(() => page.getByLabel('State').inputValue()).toBe(address.state);
  await page.getByLabel('Address line 1').fill(address.line1);
  if (address.line2) await page.getByLabel('Address line 2 (optional)').fill(address.line2);
}
