/** Factories and helpers for cart, checkout and order tests. */
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/server/app';
import type { DbOrTx } from '../../src/server/db/client';
import { cartItems, orderEvents, orders, outbox, productStock } from '../../src/server/db/schema';
import type { Size } from '../../src/shared/constants';
import type { TestAccount } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Calls the API as a signed-in shopper, the way the web app does (JSON, same origin). */
export function asShopper(app: App, shopper: Pick<TestAccount, 'cookie'>) {
  const call = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: shopper.cookie,
        origin: 'http://localhost:3000',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown = {}) => call('PUT', url, body),
    patch: (url: string, body?: unknown) => call('PATCH', url, body),
  };
}

/** Puts a line straight into a shopper's cart. */
export async function putInCart(
  db: DbOrTx,
  userId: number,
  product: { id: number },
  size: Size,
  quantity: number,
): Promise<void> {
  await db.insert(cartItems).values({ userId, productId: product.id, size, quantity });
}

export async function stockOf(db: DbOrTx, product: { id: number }, size: Size): Promise<number> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, product.id), eq(productStock.size, size)));
  return row!.quantity;
}

export async function orderByPublicId(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

export async function eventsOf(db: DbOrTx, orderDbId: number) {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderDbId));
  return rows.sort((a, b) => a.id - b.id);
}

export async function countRows(db: DbOrTx) {
  const [o, e, m, c] = await Promise.all([
    db.$count(orders),
    db.$count(orderEvents),
    db.$count(outbox),
    db.$count(cartItems),
  ]);
  return { orders: o, events: e, mails: m, cartLines: c };
}

export const DELIVERY = { mobile: '+91 98765 43210', address: '12 MG Road, Bengaluru 560001' };
