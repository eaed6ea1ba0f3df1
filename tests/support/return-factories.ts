/**
 * An order taken through the whole return flow over HTTP, for tests that need what a refund after
 * delivery leaves behind (a credit note against the invoice). The shop's invoice settings must
 * be saved first, since dispatch issues the invoice.
 */
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import type { DeliveryAddress } from '#shared/address';
import type { OrderDetailJson } from '#shared/after-order';
import { asShopper, placeCodOrderFor } from './cart-factories';
import type { TestAccount } from './factories';
import { BENGALURU_ADDRESS, setOrderAddress } from './invoice-factories';

async function ok(step: string, res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`${step}: ${done.statusCode} ${done.body}`);
}

/** Where the tests' refunds by transfer go. */
export const TEST_PAYOUT = { kind: 'upi', upiId: 'asha.rao@okaxis' } as const;

interface Parties {
  shopper: TestAccount;
  admin: TestAccount;
}

function adminCalls(app: App, admin: TestAccount) {
  // The app's own key: the browser journeys' shop runs with the development key, not the tests'.
  const headers = { 'x-api-key': app.deps.config.apiKey ?? '', cookie: admin.cookie };
  return (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload });
}

/**
 * `quantity` pieces of `product` (size M), cash on delivery, to `address` (Bengaluru unless
 * given), with the outcome of a coupon when given; dispatched (which issues the invoice) and
 * delivered.
 */
export async function deliveredOrder(
  app: App,
  db: DbOrTx,
  options: Parties & {
    product: { id: number };
    quantity: number;
    address?: DeliveryAddress;
    coupon?: { couponCode: string; discountPaise: number; amountPaise: number };
  },
) {
  const { shopper, admin, product } = options;
  const asAdmin = adminCalls(app, admin);
  const orderId = await placeCodOrderFor(app, db, shopper, product, options.quantity);
  await setOrderAddress(db, orderId, options.address ?? BENGALURU_ADDRESS, options.coupon);
  await ok(
    'dispatch',
    asAdmin('/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId: 'DL-9' }),
  );
  await ok('deliver', asAdmin('/api/admins/deliver', { orderIds: [orderId] }));
  const page = async () =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  return { orderId, page };
}

/**
 * Returns `quantity` pieces of the order's line `lineId` (its first line unless given) for a
 * refund: requested, approved and received back into stock. Answers the return's id and its
 * refund by bank transfer, not yet made.
 */
export async function receivedReturnOf(
  app: App,
  parties: Parties,
  orderId: string,
  options: { quantity: number; lineId?: number },
) {
  const asAdmin = adminCalls(app, parties.admin);
  const page = async () =>
    (await asShopper(app, parties.shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  const before = (await page()).returns.map((r) => r.returnId);
  const lineId = options.lineId ?? (await page()).items[0]!.lineId;
  await ok(
    'return',
    asShopper(app, parties.shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: options.quantity }],
      reason: 'too_small',
      resolution: 'refund',
      refundTo: 'transfer',
      payout: TEST_PAYOUT,
    }),
  );
  const { returnId } = (await page()).returns.find((r) => !before.includes(r.returnId))!;
  const step = (action: string, payload: object = {}) =>
    asAdmin(`/api/admins/returns/${returnId}/${action}`, payload);
  await ok('approve', step('approve'));
  await ok('receive', step('receive', { restock: true }));
  const refund = (refundPaise: number) =>
    step('refund', { amountPaise: refundPaise, reference: 'NEFT 5521' });
  return { returnId, refund };
}

/** As receivedReturnOf, then refunded by bank transfer with `refundPaise`. Answers the return's id. */
export async function refundedReturnOf(
  app: App,
  parties: Parties,
  orderId: string,
  options: { quantity: number; lineId?: number; refundPaise: number },
): Promise<string> {
  const { returnId, refund } = await receivedReturnOf(app, parties, orderId, options);
  await ok('refund', refund(options.refundPaise));
  return returnId;
}

/**
 * `quantity` pieces of `product` (size M) to Bengaluru, dispatched and delivered; one piece
 * returned, approved, received back into stock and refunded by bank transfer.
 */
export async function orderWithRefundedReturn(
  app: App,
  db: DbOrTx,
  options: Parties & { product: { id: number }; quantity: number; refundPaise: number },
) {
  const { orderId, page } = await deliveredOrder(app, db, options);
  const returnId = await refundedReturnOf(app, options, orderId, {
    quantity: 1,
    refundPaise: options.refundPaise,
  });
  return { orderId, returnId, page };
}
