/**
 * Change Address on a Processed order: the same address form and rules as checkout
 * (docs/product.md section 12), filled with the order's address.
 */
import { EMPTY_ADDRESS } from '#shared/address';
import type { OrderJson } from '#shared/orders';
import { AddressEditor } from '#web/components/address/AddressEditor';
import { useChangeAddress } from './orders-api';

export function ChangeAddressForm({ order, onDone }: { order: OrderJson; onDone(message?: string): void }) {
  const change = useChangeAddress();
  return (
    <div className="mt-3">
      <AddressEditor
        initial={order.deliveryAddress ?? { ...EMPTY_ADDRESS, mobile: order.mobile }}
        idPrefix={`change-${order.orderId}`}
        label="New delivery address"
        saveLabel="Save Address"
        needsDelivery
        onCancel={() => onDone()}
        onSave={async (deliveryAddress) =>
          onDone((await change.mutateAsync({ orderId: order.orderId, deliveryAddress })).message)
        }
      />
    </div>
  );
}
