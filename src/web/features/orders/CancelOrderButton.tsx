/** Cancel while Processed, after a confirmation: the stock goes back and an online payment is refunded. */
import { useState } from 'react';
import type { OrderDetailJson } from '#shared/after-order';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { useCancelOrder } from './orders-api';

export function CancelOrderButton({
  order,
  onDone,
}: {
  order: OrderDetailJson;
  onDone(message: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.orderId);
  const refund =
    order.paymentMethod === 'online'
      ? 'Your payment is refunded in full to the original payment method (5 to 7 business days).'
      : 'Nothing has been charged: you were paying on delivery.';
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Cancel order
      </Button>
      {asking && (
        <Dialog
          title={`Cancel order ${order.orderId}?`}
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Keep order
              </Button>
              <Button
                variant="danger"
                disabled={cancel.isPending}
                onClick={async () => {
                  try {
                    await cancel.mutateAsync(undefined);
                    setAsking(false);
                    onDone(`Order ${order.orderId} is cancelled. We have sent you an email.`);
                  } catch {
                    // The error is shown in the dialog.
                  }
                }}
              >
                {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
              </Button>
            </>
          }
        >
          <p className="text-sm text-neutral-700">{refund}</p>
          {cancel.isError && <ErrorNotice className="mt-3">{errorText(cancel.error)}</ErrorNotice>}
        </Dialog>
      )}
    </>
  );
}
