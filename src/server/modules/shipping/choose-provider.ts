/** Shiprocket when its keys are set; otherwise the sandbox courier, which production refuses unless allowed. */
import type { Config } from '#server/config';
import { AppError } from '#server/errors';
import type { ShippingProvider } from './provider';
import { ShippingProviderError } from './provider';
import { createSandboxShippingProvider } from './sandbox-provider';
import { createShiprocketProvider } from './shiprocket-provider';

export const SHIPPING_UNAVAILABLE =
  'No courier service is set up (README, Configuration): dispatch orders by hand with a courier and tracking ID.';

export function shippingProviderFor(config: Config): ShippingProvider {
  if (config.shiprocket) return createShiprocketProvider(config.shiprocket);
  if (config.sandboxShippingAllowed) return createSandboxShippingProvider(config.publicUrl);
  return unavailableProvider();
}

/** Production without keys: manual dispatch still works; delivery dates use the 3-7 day estimate. */
function unavailableProvider(): ShippingProvider {
  const refuse = async (): Promise<never> => {
    throw new AppError('conflict', SHIPPING_UNAVAILABLE, { code: 'shipping_unavailable' });
  };
  return {
    kind: 'sandbox',
    serviceability: async () => {
      throw new ShippingProviderError('no shipping provider');
    },
    book: refuse,
    bookReturn: refuse,
    labels: refuse,
    requestPickup: refuse,
    cancel: refuse,
    track: refuse,
    ndrAction: refuse,
  };
}
