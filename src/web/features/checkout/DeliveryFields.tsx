/** Mobile number and delivery address, labelled, with the length rule shown as a hint. */
import { ADDRESS_MAX_LENGTH } from '#shared/orders';

const fieldClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-base outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-300';

export function DeliveryFields({
  mobile,
  address,
  onMobile,
  onAddress,
}: {
  mobile: string;
  address: string;
  onMobile(value: string): void;
  onAddress(value: string): void;
}) {
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="checkout-mobile" className="mb-1 block text-sm font-medium">
          Mobile number
        </label>
        <input
          id="checkout-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={mobile}
          onChange={(e) => onMobile(e.target.value)}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="checkout-address" className="mb-1 block text-sm font-medium">
          Delivery address
        </label>
        <textarea
          id="checkout-address"
          rows={4}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          placeholder="House, street, area, city and PIN code"
          value={address}
          onChange={(e) => onAddress(e.target.value)}
          aria-describedby="checkout-address-hint"
          className={fieldClass}
        />
        <p id="checkout-address-hint" className="mt-1 text-xs text-neutral-600">
          10 to {ADDRESS_MAX_LENGTH} characters.
        </p>
      </div>
    </div>
  );
}
