/** The shop's invoice settings and structured delivery addresses, for tests that dispatch orders. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { writeSettings } from '#server/modules/settings';
import type { DeliveryAddress } from '#shared/address';
import type { InvoiceSettings } from '#shared/settings/invoice';

/** A shop registered in Maharashtra; the GSTIN's check character is valid. */
export const SHOP_INVOICE_SETTINGS: InvoiceSettings = {
  legalName: 'Oversized Apparel Private Limited',
  tradeName: 'Oversized',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: 'Unit 4, Sai Industrial Estate, Baner Road',
  addressLine2: 'Baner',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411045',
  invoicePrefix: 'OS',
};

export async function saveInvoiceSettings(db: DbOrTx, overrides: Partial<InvoiceSettings> = {}) {
  await db.transaction((tx) =>
    writeSettings(tx, 'invoice', { ...SHOP_INVOICE_SETTINGS, ...overrides }, new Date()),
  );
}

export const PUNE_ADDRESS: DeliveryAddress = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: 'Flat 12, Lotus Court, FC Road',
  line2: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
};

export const BENGALURU_ADDRESS: DeliveryAddress = {
  fullName: 'Ravi Kumar',
  mobile: '9123456780',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** Gives an order the structured address checkout stores, and optionally a coupon discount. */
export async function setOrderAddress(
  db: DbOrTx,
  orderId: string,
  address: DeliveryAddress,
  discount?: { couponCode: string; discountPaise: number; amountPaise: number },
) {
  await db
    .update(orders)
    .set({ deliveryAddress: address, ...(discount ?? {}) })
    .where(eq(orders.orderId, orderId));
}
