/**
 * The sandbox's payment window, shown in a dialog over the checkout page (no pop-up blocker can
 * stop it). The framed page reports Pay or Fail back by postMessage from our own origin.
 */
import { useEffect, useRef } from 'react';
import { SANDBOX_MESSAGE_SOURCE } from '#shared/orders';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const done = useRef(false);
  const finish = (result: SandboxResult) => {
    if (done.current) return;
    done.current = true;
    onResult(result);
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    dialog.current?.showModal();
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
    <dialog
      ref={dialog}
      aria-labelledby="sandbox-payment-title"
      onCancel={() => finish({ kind: 'dismissed' })}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
        <h2 id="sandbox-payment-title" className="font-bold">
          Test payment
        </h2>
        <button
          type="button"
          onClick={() => finish({ kind: 'dismissed' })}
          className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-neutral-100"
        >
          Close
        </button>
      </div>
      <iframe
        title="Test payment window"
        src={`/sandbox-checkout/${encodeURIComponent(providerOrderId)}`}
        className="block h-80 w-full border-0"
      />
    </dialog>
  );
}
