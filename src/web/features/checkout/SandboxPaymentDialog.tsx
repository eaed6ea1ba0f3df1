/**
 * The sandbox's payment window, shown in a dialog over the checkout page (no pop-up blocker can
 * stop it), on the kit's modal Dialog. The framed page reports Pay or Fail back by postMessage from our own origin.
 */
import { useEffect, useRef } from 'react';
import { SANDBOX_MESSAGE_SOURCE } from '#shared/orders';
import { Dialog } from '#web/components/ui/Dialog';
import type { PaymentProof } from './checkout-api';

export type SandboxResult =
  | { kind: 'paid'; proof: PaymentProof }
  | { kind: 'failed' }
  | { kind: 'dismissed' };

interface SandboxMessage extends Partial<PaymentProof> {
  source?: string;
  status?: 'paid' | 'failed';
}

export function SandboxPaymentDialog({
  providerOrderId,
  onResult,
}: {
  providerOrderId: string;
  onResult(result: SandboxResult): void;
}) {
  const done = useRef(false);
  const finish = (result: SandboxResult) => {
    if (done.current) return;
    done.current = true;
    onResult(result);
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    const onMessage = (event: MessageEvent<SandboxMessage>) => {
      if (event.origin !== window.location.origin || event.data?.source !== SANDBOX_MESSAGE_SOURCE) return;
      const { status, razorpay_order_id, razorpay_payment_id, razorpay_signature } = event.data;
      if (status === 'paid' && razorpay_order_id && razorpay_payment_id && razorpay_signature) {
        finishRef.current({
          kind: 'paid',
          proof: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
        });
      } else {
        finishRef.current({ kind: 'failed' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Dialog
      title="Test payment"
      closeLabel="Close"
      closeOnBackdrop={false}
      onClose={() => finish({ kind: 'dismissed' })}
    >
      <iframe
        title="Test payment window"
        src={`/sandbox-checkout/${encodeURIComponent(providerOrderId)}`}
        className="block h-80 w-full rounded-md border border-neutral-200"
      />
    </Dialog>
  );
}
