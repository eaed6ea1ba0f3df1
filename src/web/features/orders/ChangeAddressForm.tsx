/** The inline Change Address form on a Processed order. */
import { ADDRESS_MAX_LENGTH, updateAddressSchema } from '#shared/orders';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { TextArea } from '#web/components/ui/Field';
import { errorText } from '#web/components/ui/Notice';
import { useChangeAddress } from './orders-api';

export function ChangeAddressForm({
  orderId,
  current,
  onDone,
}: {
  orderId: string;
  current: string;
  onDone(message?: string): void;
}) {
  const change = useChangeAddress();
  const form = useZodForm(updateAddressSchema, {
    initial: { orderId, newAddress: current },
    messageOf: errorText,
  });
  const save = form.submit(async (update) => onDone((await change.mutateAsync(update)).message));
  return (
    <form {...form.formProps} onSubmit={save} className="mt-3 space-y-3 rounded-md bg-neutral-50 p-3">
      <TextArea
        label="New delivery address"
        rows={3}
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="street-address"
        {...form.field('newAddress')}
      />
      <FormSummary
        messages={form.serverError ? [form.serverError] : form.messages}
        repeat
        attempt={form.attempts}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.busy}>
          Save Address
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
