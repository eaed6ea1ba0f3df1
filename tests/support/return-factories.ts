/**
 * An order taken through the whole return flow over HTTP, for tests that need what a refund after
 * delivery leaves behind (a credit note against the invoice). The shop's invoice settings must
 * be saved first, since dispatch issues the invoice.
 */
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import type { OrderDetailJson } from '#shared/after-order';
import { asShopper, placeCodOrderFor } from './cart-factories';
import type { TestAccount } from './factories';
import { BENGALURU_ADDRESS, setOrderAddress } from './invoice-factories';

async function ok(step: string, res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`${step}: ${done.statusCode} ${done.body}`);
}

/**
 * `quantity` pieces of `product` (size M) to Bengaluru, dispatched and delivered; one piece
 * returned, approved, received back into stock and refunded in full by bank transfer.
 */
export async function orderWithRefundedReturn(
  app: App,
  db: DbOrTx,
  options: {
    shopper: TestAccount;
    admin: TestAccount;
    product: { id: number };
    quantity: number;
    refundPaise: number;
  },
) {
  const { shopper, admin, product } = options;
  // The app's own key: the browser journeys' shop runs with the development key, not the tests'.
  const headers = { 'x-api-key': app.deps.config.apiKey ?? '', cookie: admin.cookie };
  const asAdmin = (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload });
  const orderId = await placeCodOrderFor(app, db, shopper, product, options.quantity);
  await setOrderAddress(db, orderId, BENGALURU_ADDRESS);
  await ok(
    'dispatch',
    asAdmin('/api/admins/dispatch', { orderId, courier: 'Delhivery', trackingId: 'DL-9' }),
  );
  await ok('deliver', asAdmin('/api/admins/deliver', { orderIds: [orderId] }));
  const page = async () =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  const lineId = (await page()).items[0]!.lineId;
  await ok(
    'return',
    asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'too_small',
      resolution: 'refund',
    }),
  );
  const { returnId } = (await page()).returns[0]!;
  const step = (action: string, payload: object = {}) =>
    asAdmin(`/api/admins/returns/${returnId}/${action}`, payload);
  await ok('approve', step('approve'));
  await ok('receive', step('receive', { restock: true }));
  await ok('refund', step('refund', { amountPaise: options.refundPaise, reference: 'NEFT 5521' }));
  return { orderId, returnId, page };
}
