/** The invoice settings as an issued invoice needs them: complete, or a refusal that names what is missing. */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import type { InvoiceSupplier } from '#shared/invoices';
import {
  INVOICE_SETTINGS_MESSAGES,
  type InvoiceSettings,
  missingInvoiceSettings,
} from '#shared/settings/invoice';
import { stateByName } from '#shared/states';
import { readSettings } from '../settings';

/** Throws 409 invoice_settings_incomplete, saying which fields to fill in, unless all are there. */
export async function completeInvoiceSettings(db: DbOrTx): Promise<InvoiceSettings> {
  const settings = await readSettings(db, 'invoice');
  const missing = missingInvoiceSettings(settings);
  if (missing.length > 0) {
    throw new AppError('conflict', INVOICE_SETTINGS_MESSAGES.incomplete(missing), {
      code: 'invoice_settings_incomplete',
    });
  }
  return settings;
}

export function supplierOf(settings: InvoiceSettings): InvoiceSupplier {
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName,
    gstin: settings.gstin,
    addressLines: [
      settings.addressLine1,
      settings.addressLine2,
      `${settings.city}, ${settings.state} ${settings.pincode}`,
    ].filter((line) => line.trim() !== ''),
    state: settings.state,
    stateCode: stateByName(settings.state)!.gstCode,
  };
}
