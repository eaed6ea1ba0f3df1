/**
 * One address in a form of its own, with Save and Cancel: adding or editing in the address book,
 * and Change Address on a Processed order. `onSave` answers the words to show, or throws.
 */
import type { ReactNode } from 'react';
import type { DeliveryAddress, DeliveryAddressInput } from '#shared/address';
import { FormSummary } from '#web/components/form/FormSummary';
import { Button } from '#web/components/ui/Button';
import { AddressFields } from './AddressFields';
import { useAddressForm } from './use-address-form';

export function AddressEditor({
  initial,
  idPrefix,
  label,
  saveLabel,
  needsDelivery = false,
  extra,
  onSave,
  onCancel,
}: {
  initial: DeliveryAddressInput;
  idPrefix: string;
  /** The form's accessible name, e.g. "New address". */
  label: string;
  saveLabel: string;
  needsDelivery?: boolean;
  /** More controls under the fields, e.g. "Make this my default address". */
  extra?: ReactNode;
  onSave(address: DeliveryAddress): Promise<unknown>;
  onCancel(): void;
}) {
  const form = useAddressForm(initial, { needsDelivery });
  const save = form.submit(onSave);
  return (
    <form
      {...form.formProps}
      aria-label={label}
      onSubmit={save}
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <AddressFields form={form} idPrefix={idPrefix} />
      {extra}
      <FormSummary
        messages={form.serverError ? [form.serverError] : form.messages}
        repeat
        attempt={form.attempts}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy}>
          {saveLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
