/**
 * Razorpay Checkout: its script is fetched from Razorpay's own host the first time a shopper
 * pays online, so no other page ever loads it (docs/product.md section 1, docs/architecture.md section 10).
 */
import type { OnlineOrderResponse } from '#shared/orders';
import type { PaymentProof } from './checkout-api';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

/** Real Razorpay keys start rzp_test_ or rzp_live_; anything else means the local sandbox. */
export function isRazorpayKey(keyId: string): boolean {
  return /^rzp_(test|live)_/.test(keyId);
}

let loading: Promise<void> | undefined;

export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The payment window could not be loaded. Please check your connection.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type RazorpayResult =
  | { kind: 'paid'; proof: PaymentProof }
  | { kind: 'failed' }
  | { kind: 'dismissed' };

/** Opens the payment window and settles once: paid, failed or closed by the shopper. */
export async function payWithRazorpay(order: OnlineOrderResponse, contact: string): Promise<RazorpayResult> {
  await loadRazorpayScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded.');
  return new Promise<RazorpayResult>((resolve) => {
    let settled = false;
    const settle = (result: RazorpayResult) => {
      if (!settled) resolve(result);
      settled = true;
    };
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Oversized',
      description: 'Oversized tees, hoodies and sweatshirts',
      prefill: { name: order.name, email: order.email, contact },
      theme: { color: '#111111' },
      handler: (proof: PaymentProof) => settle({ kind: 'paid', proof }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => settle({ kind: 'failed' }));
    checkout.open();
  });
}
