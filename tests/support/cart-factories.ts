/** Factories and helpers for cart, checkout and order tests. */
import { and, eq, ne } from 'drizzle-orm';
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { cartItems, orderEvents, orders, outbox, productStock, products } from '#server/db/schema';
import type { Size } from '#shared/constants';
import { createProduct, type ProductOptions, type TestAccount, type TestProduct } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Calls the API as a signed-in shopper with JSON bodies (no Origin header, like a server-side client). */
export function asShopper(app: App, shopper: Pick<TestAccount, 'cookie'>) {
  const call = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: shopper.cookie,
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

/**
 * Pays a provider order in the payment window (a fake that signs as Razorpay does) and sends the
 * proof to verify-payment with the delivery details, as the checkout page does.
 */
export async function payAndVerify(
  client: ReturnType<typeof asShopper>,
  provider: { pay(providerOrderId: string): { payment: { id: string }; signature: string } },
  providerOrderId: string,
  details: object = DELIVERY,
) {
  const { payment, signature } = provider.pay(providerOrderId);
  const verified = await client.post('/api/cart/verify-payment', {
    order_id: providerOrderId,
    payment_id: payment.id,
    signature,
    ...details,
  });
  return { verified, paymentId: payment.id };
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

/** Puts one line in the cart and starts an online payment for it; answers create-order's body. */
export async function startOnlineOrder(
  app: App,
  db: DbOrTx,
  shopper: TestAccount,
  product: { id: number; pricePaise: number },
  quantity = 1,
  size: Size = 'M',
) {
  await putInCart(db, shopper.id, product, size, quantity);
  const amount = product.pricePaise * quantity + 10_000;
  const res = await asShopper(app, shopper).post('/api/cart/create-order', { amount, ...DELIVERY });
  if (res.statusCode !== 200) throw new Error(`create-order: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; amount: number };
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, body.id));
  return { providerOrderId: body.id, amount: body.amount, order: order! };
}

/** A captured cash-on-delivery order for the shopper, placed through the API. */
export async function placeCodOrderFor(
  app: App,
  db: DbOrTx,
  shopper: TestAccount,
  product: { id: number },
  quantity = 1,
  size: Size = 'M',
): Promise<string> {
  await putInCart(db, shopper.id, product, size, quantity);
  const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
  if (res.statusCode !== 200) throw new Error(`place-cod-order: ${res.statusCode} ${res.body}`);
  return res.json().orderId as string;
}

let photoTurn = 0;

/**
 * A product wearing the photos of a seeded demo product (the browser journeys' shop seeds
 * them), so screenshots show real pictures; the factory's own images are random bytes.
 */
export async function createPhotographedProduct(
  db: DbOrTx,
  options: ProductOptions = {},
): Promise<TestProduct> {
  const product = await createProduct(db, options);
  const [demo] = await db
    .select({
      imageId: products.imageId,
      image1Id: products.image1Id,
      image2Id: products.image2Id,
      image3Id: products.image3Id,
    })
    .from(products)
    .where(ne(products.id, product.id))
    .orderBy(products.id)
    .offset(photoTurn++ % 8)
    .limit(1);
  if (!demo) return product;
  await db.update(products).set(demo).where(eq(products.id, product.id));
  return { ...product, imageId: demo.imageId };
}
