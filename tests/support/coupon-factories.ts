/** Coupons for tests, made through the admin API as the back office makes them. */
import type { App } from '#server/app';
import type { CouponJson } from '#shared/coupons';
import { headersFor } from './admin-factories';
import type { TestAccount } from './factories';

let sequence = 0;

/** A valid create-coupon body: 10% off, no limits, started a day ago; override any field. */
export function couponPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: `TEST${Date.now().toString(36).toUpperCase()}${sequence++}`,
    kind: 'percent',
    percentOff: 10,
    amountOffPaise: null,
    minSubtotalPaise: 0,
    maxDiscountPaise: null,
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: null,
    totalUses: null,
    usesPerShopper: null,
    firstOrderOnly: false,
    onlineOnly: false,
    paused: false,
    ...overrides,
  };
}

export async function createCouponVia(
  app: App,
  admin: Pick<TestAccount, 'cookie'>,
  overrides: Record<string, unknown> = {},
): Promise<CouponJson> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admins/coupons',
    headers: headersFor(admin),
    payload: couponPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create coupon: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function couponByCode(app: App, admin: Pick<TestAccount, 'cookie'>, code: string) {
  const res = await app.inject({ url: '/api/admins/coupons', headers: headersFor(admin) });
  return (res.json() as CouponJson[]).find((c) => c.code === code)!;
}
