/**
 * The delivery address fields (docs/product.md section 12), the same on checkout, in the address
 * book and in Change Address: full name, mobile, pincode (which fills in state and city), line 1,
 * line 2, city and state. `idPrefix` keeps ids unique when two forms share a page.
 */
import { ADDRESS_LIMITS, STATE_NAMES } from '#shared/address';
import { Select, TextField } from '#web/components/ui/Field';
import type { AddressForm } from './use-address-form';

const STATE_OPTIONS = [
  { value: '', label: 'Choose the state' },
  ...STATE_NAMES.map((name) => ({ value: name, label: name })),
];

/**
 * `promise` false leaves the delivery time out of the pincode's hint, for a page that states its
 * own dated promise (checkout: one promise on a page, issue 40, point 8).
 */
export function AddressFields({
  form,
  idPrefix,
  promise = true,
}: {
  form: AddressForm;
  idPrefix: string;
  promise?: boolean;
}) {
  const { answer } = form;
  const pincode = form.pincodeField;
  const pincodeHint = form.checking
    ? 'Looking up the pincode…'
    : answer
      ? `${answer.city}, ${answer.state}${answer.deliverable && promise ? ` · ${answer.message}` : ''}`
      : 'State and city fill in from the pincode.';
  // Two columns when the form itself is wide enough (a container query, not the window's width):
  // beside checkout's summary the form is narrow even on a laptop, and two columns there cut the
  // placeholders and the state's name.
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        <TextField
          id={`${idPrefix}-full-name`}
          label="Full name"
          autoComplete="name"
          maxLength={ADDRESS_LIMITS.fullName}
          className="@lg:col-span-2"
          {...form.field('fullName')}
        />
        <TextField
          id={`${idPrefix}-mobile`}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...form.field('mobile')}
        />
        <TextField
          id={`${idPrefix}-pincode`}
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...pincode}
          error={pincode.error ?? form.pincodeProblem}
          announceError={Boolean(form.pincodeProblem)}
          hint={<span aria-live="polite">{pincodeHint}</span>}
        />
        <TextField
          id={`${idPrefix}-line1`}
          label="Address line 1"
          autoComplete="address-line1"
          placeholder="House number, building, street"
          maxLength={ADDRESS_LIMITS.line1}
          className="@lg:col-span-2"
          {...form.field('line1')}
        />
        <TextField
          id={`${idPrefix}-line2`}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          placeholder="Area, landmark"
          maxLength={ADDRESS_LIMITS.line2}
          className="@lg:col-span-2"
          {...form.field('line2')}
        />
        <TextField
          id={`${idPrefix}-city`}
          label="City"
          autoComplete="address-level2"
          maxLength={ADDRESS_LIMITS.city}
          {...form.cityField}
        />
        <Select
          id={`${idPrefix}-state`}
          label="State"
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          {...form.field('state')}
        />
      </div>
    </div>
  );
}
