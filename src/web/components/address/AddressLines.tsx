/** A saved or order address as a courier's label reads it: name, lines, place, mobile. */
import type { DeliveryAddress } from '#shared/address';

export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <>
      <span className="block font-semibold">{address.fullName}</span>
      <span className="block">{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
      <span className="block">
        {address.city}, {address.state} {address.pincode}
      </span>
      <span className="block text-neutral-700">Mobile {address.mobile}</span>
    </>
  );
}
