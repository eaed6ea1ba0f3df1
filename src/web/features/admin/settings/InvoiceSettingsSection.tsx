/**
 * Invoices (docs/product.md, "Invoices"): the shop as supplier on its tax invoices, and the invoice
 * number prefix. The GSTIN's check character and state code are checked as the admin types
 * (the server's schema is the same); orders cannot be dispatched until the required fields are in.
 */
import { useEffect, useRef } from 'react';
import { STATE_NAMES } from '#shared/address';
import { PINCODE_PATTERN } from '#shared/delivery';
import type { SettingsValue } from '#shared/settings/index';
import { missingInvoiceSettings } from '#shared/settings/invoice';
import { usePincodeAnswer } from '#web/components/address/pincode-api';
import { Select, TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'invoice'>;

const identity = {
  toForm: (saved: Saved) => ({ ...saved }),
  toInput: (form: Saved) => form,
};

const STATE_OPTIONS = [
  { value: '', label: 'Choose the state' },
  ...STATE_NAMES.map((name) => ({ value: name, label: name })),
];

export function InvoiceSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('invoice', saved, identity);
  const missing = missingInvoiceSettings(saved);
  const lookup = usePincodeLookup(form, saved.pincode);
  return (
    <SettingsSectionFrame
      id="invoice"
      title={title}
      description="The shop as it appears on tax invoices. Invoice numbers look like OS/2627/000123: the prefix, the financial year, then a number that restarts each 1 April."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      {missing.length > 0 && (
        <Notice tone="info">Orders cannot be dispatched until these are saved: {missing.join(', ')}.</Notice>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Legal name" autoComplete="organization" {...form.field('legalName')} />
        <TextField
          label="Trade name"
          hint="Optional; printed under the legal name"
          {...form.field('tradeName')}
        />
        <TextField
          label="GSTIN"
          hint="15 characters, for example 27AAPFU0939F1ZV"
          maxLength={15}
          className="[&_input]:font-mono [&_input]:uppercase"
          {...form.field('gstin')}
        />
        <TextField
          label="Invoice prefix"
          hint="1 to 4 letters or digits"
          maxLength={4}
          className="[&_input]:uppercase"
          {...form.field('invoicePrefix')}
        />
        <TextField
          label="Registered address line 1"
          className="sm:col-span-2"
          {...form.field('addressLine1')}
        />
        <TextField
          label="Registered address line 2"
          className="sm:col-span-2"
          {...form.field('addressLine2')}
        />
        <TextField label="City" {...form.field('city')} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          hint={lookup.unknown ? 'No such pincode in the directory' : 'Fills in the city and the state'}
          {...form.field('pincode')}
        />
        <Select
          id="invoice-state"
          label="Registered state"
          options={STATE_OPTIONS}
          {...form.field('state')}
        />
      </div>
    </SettingsSectionFrame>
  );
}

type InvoiceForm = ReturnType<typeof useSettingsSection<'invoice', Saved>>['form'];

/**
 * A pincode the owner types fills in the directory's state, and the city unless the owner has
 * typed one that the directory did not fill (the same directory as the shoppers' addresses).
 * The saved pincode is not looked up: the saved city and state stay as they are.
 */
function usePincodeLookup(form: InvoiceForm, savedPincode: string) {
  const typed = form.values.pincode.trim();
  const asked = PINCODE_PATTERN.test(typed) && typed !== savedPincode ? typed : null;
  const { data: answer, isError } = usePincodeAnswer(asked);
  const filledCity = useRef('');
  const { set } = form;
  const city = form.values.city;
  useEffect(() => {
    if (!answer || answer.pincode !== asked) return;
    set('state', answer.state);
    if (city.trim() === '' || city === filledCity.current) {
      filledCity.current = answer.city;
      set('city', answer.city);
    }
  }, [answer, asked, city, set]);
  return { unknown: isError && asked !== null };
}
