/** Cancelling returns the stock and refunds a paid online order, so it asks first. */
import { Dialog } from '../ui/Dialog';
import { dangerButton, secondaryButton } from '../ui/styles';

export function CancelOrderDialog({
  orderId,
  onClose,
  onConfirm,
}: {
  orderId: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      title={`Cancel order ${orderId}?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            Keep order
          </button>
          <button type="button" className={dangerButton} onClick={onConfirm}>
            Cancel order
          </button>
        </>
      }
    >
      <p className="text-sm text-neutral-700">
        Its items go back on sale, the shopper is told by email, and an order paid online is refunded.
      </p>
    </Dialog>
  );
}
