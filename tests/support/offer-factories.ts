/** Offers for tests, made through the admin API as the back office makes them. */
import type { App } from '#server/app';
import type { OfferJson } from '#shared/offers';
import { headersFor } from './admin-factories';
import type { TestAccount } from './factories';

/** "Any 3 tees for ₹999": a bundle over the tees, started a day ago; override any field. */
export function offerPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Any 3 tees for ₹999',
    kind: 'bundle',
    selector: { kind: 'category', category: 'overtees' },
    buyQuantity: 3,
    bundlePricePaise: 99_900,
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: null,
    active: true,
    onlineOnly: false,
    stacksWithCoupons: false,
    usesPerShopper: null,
    ...overrides,
  };
}

export async function createOfferVia(
  app: App,
  admin: Pick<TestAccount, 'cookie'>,
  overrides: Record<string, unknown> = {},
): Promise<OfferJson> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admins/offers',
    headers: headersFor(admin),
    payload: offerPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create offer: ${res.statusCode} ${res.body}`);
  return res.json();
}
