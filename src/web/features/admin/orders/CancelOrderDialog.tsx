/** Cancelling returns the stock and refunds a paid online order, so it asks first. */
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';

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
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Cancel order
          </Button>
        </>
      }
    >
      <p className="text-sm text-neutral-700">
        Its items go back on sale, the shopper is told by email, and an order paid online is refunded.
      </p>
    </Dialog>
  );
}
