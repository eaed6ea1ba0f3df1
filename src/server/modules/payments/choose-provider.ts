/** Razorpay when its keys are set; otherwise the sandbox, which production refuses unless allowed. */
import type { Config } from '#server/config';
import { AppError } from '#server/errors';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

export const ONLINE_PAYMENT_UNAVAILABLE =
  'Online payment is not available right now. Please choose Cash On Delivery.';

export function paymentProviderFor(config: Config): PaymentProvider {
  if (config.razorpay) return createRazorpayProvider(config.razorpay);
  if (config.sandboxPaymentsAllowed) return createSandboxProvider(config.sandboxSecret);
  return unavailableProvider();
}

/** Production without Razorpay keys: cash on delivery still works; online payment says why not. */
function unavailableProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new AppError('conflict', ONLINE_PAYMENT_UNAVAILABLE, { code: 'payment_unavailable' });
  };
  return {
    kind: 'unavailable',
    keyId: '',
    createOrder: refuse,
    fetchOrderPayments: async () => [],
    refund: refuse,
    verifySignature: () => false,
  };
}
