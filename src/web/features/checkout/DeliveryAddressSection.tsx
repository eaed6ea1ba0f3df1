/**
 * Where the order goes (docs/product.md section 12): the saved addresses to choose from (the
 * default already chosen), or a new address with "Save this address to my address book".
 */
import { ADDRESS_MESSAGES } from '#shared/address';
import { AddressFields } from '#web/components/address/AddressFields';
import { AddressLines } from '#web/components/address/AddressLines';
import { useDeliveryDate } from '#web/components/address/pincode-api';
import { Skeleton } from '#web/components/ui/Skeleton';
import type { CheckoutAddress } from './use-checkout-address';

export function DeliveryAddressSection({ delivery }: { delivery: CheckoutAddress }) {
  const { addresses, choice, form } = delivery;
  if (delivery.loading) return <Skeleton className="h-40" />;
  return (
    <div className="space-y-4">
      {addresses.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-neutral-800">Deliver to</legend>
          <div className="space-y-2">
            {addresses.map((address) => (
              <Choice
                key={address.id}
                checked={choice === address.id}
                onChoose={() => delivery.choose(address.id)}
              >
                <AddressLines address={address} />
                {address.isDefault && (
                  <span className="mt-1 block text-xs font-semibold text-green-800">Default</span>
                )}
              </Choice>
            ))}
            <Choice checked={choice === 'new'} onChoose={() => delivery.choose('new')}>
              <span className="font-semibold">A new address</span>
            </Choice>
          </div>
        </fieldset>
      )}
      {choice === 'new' ? (
        <>
          <AddressFields form={form} idPrefix="checkout" promise={false} />
          {delivery.bookFull ? (
            <p className="text-sm text-neutral-700">{ADDRESS_MESSAGES.bookFull}</p>
          ) : (
            <label htmlFor="checkout-save-address" className="flex items-center gap-2 text-sm">
              <input
                id="checkout-save-address"
                type="checkbox"
                checked={delivery.save}
                onChange={(event) => delivery.setSave(event.target.checked)}
                className="size-4 accent-neutral-900"
              />
              Save this address to my address book
            </label>
          )}
        </>
      ) : (
        form.pincodeProblem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {form.pincodeProblem}
          </p>
        )
      )}
      <DeliveryDate
        pincode={form.answer?.deliverable ? form.answer.pincode : null}
        estimate={form.answer?.message ?? ''}
      />
    </div>
  );
}

/**
 * "Delivery by Fri, 29 Nov" for the address chosen (docs/product.md, "Shipping"): the checkout's
 * one delivery promise, the product page's answer for the same pincode; the plain estimate when
 * no date can be given.
 */
function DeliveryDate({ pincode, estimate }: { pincode: string | null; estimate: string }) {
  const { data, isError } = useDeliveryDate(pincode);
  const message = data?.message ?? (isError ? estimate : null);
  if (!pincode || !message) return null;
  return (
    <p className="text-sm font-semibold text-green-800" data-testid="checkout-delivery-date">
      {message}
    </p>
  );
}

function Choice({
  checked,
  onChoose,
  children,
}: {
  checked: boolean;
  onChoose(): void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm leading-6 ${
        checked ? 'border-neutral-900 ring-1 ring-neutral-900' : 'border-neutral-300'
      }`}
    >
      <input
        type="radio"
        name="checkout-address"
        checked={checked}
        onChange={onChoose}
        className="mt-1.5 size-4 accent-neutral-900"
      />
      <span>{children}</span>
    </label>
  );
}
