/** Admin-area test data: upload payloads with WebP data URLs, request headers, and orders to act on. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, type DbOrTx, fromPostgres, openPglite } from '#server/db/client';
import { orderItems, orders, productStock } from '#server/db/schema';
import { SIZES, type Size } from '#shared/constants';
import type { OrderStatus } from '#shared/orders';
import { TEST_API_KEY } from './app';
import { fakeWebp, type TestAccount, type TestProduct } from './factories';
import { withDatabase } from './global-setup';

export const WEBP_PREFIX = 'data:image/webp;base64,';

export function webpDataUrl(bytes: Buffer = fakeWebp(256)): string {
  return `${WEBP_PREFIX}${bytes.toString('base64')}`;
}

/** Headers of an admin (or any account's) call from the web app: session cookie and API key. */
export function headersFor(account?: Pick<TestAccount, 'cookie'>): Record<string, string> {
  return { 'x-api-key': TEST_API_KEY, ...(account ? { cookie: account.cookie } : {}) };
}

/** A complete, valid upload payload as the form sends it; override any field. */
export function uploadPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Midnight Oversized Tee',
    actualPrice: 1499,
    price: 999,
    fabric: '100% combed cotton, 240 GSM',
    category: 'overtees',
    description: 'A roomy drop-shoulder tee.',
    washcare: 'Machine wash cold, inside out.',
    details: 'Ribbed crew neck, double-stitched hems.',
    specifications: 'Oversized fit; model wears L.',
    image: webpDataUrl(),
    image1: webpDataUrl(),
    image2: webpDataUrl(),
    image3: webpDataUrl(),
    size: { S: 1, M: 2, L: 3, XL: 4, XXL: 5, XXXL: 6 },
    ...overrides,
  };
}

export interface TestOrder {
  id: number;
  orderId: string;
}

/**
 * An order as checkout leaves it: lines snapshotted and stock already taken. Used where a test
 * needs an order in a given state without walking through the cart.
 */
export async function insertOrder(
  db: DbOrTx,
  options: {
    shopper: Pick<TestAccount, 'id'>;
    product: TestProduct;
    size?: Size;
    quantity?: number;
    status?: OrderStatus;
    paymentMethod?: 'online' | 'cod';
    takeStock?: boolean;
  },
): Promise<TestOrder> {
  const size = options.size ?? 'M';
  const quantity = options.quantity ?? 1;
  const method = options.paymentMethod ?? 'cod';
  const orderId = `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
  const linePaise = options.product.pricePaise * quantity;
  const [row] = await db
    .insert(orders)
    .values({
      orderId,
      userId: options.shopper.id,
      paymentMethod: method,
      status: options.status ?? 'captured',
      amountPaise: linePaise + 10_000,
      deliveryChargePaise: 10_000,
      mobile: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      paymentId: method === 'online' ? `pay_${randomBytes(6).toString('hex')}` : null,
      providerOrderId: method === 'online' ? `order_${randomBytes(6).toString('hex')}` : null,
    })
    .returning({ id: orders.id, orderId: orders.orderId });
  await db.insert(orderItems).values({
    orderId: row!.id,
    productId: options.product.id,
    itemId: options.product.itemId,
    name: options.product.name,
    imageId: options.product.imageId,
    size,
    quantity,
    unitPricePaise: options.product.pricePaise,
  });
  if (options.takeStock !== false) {
    await db
      .update(productStock)
      .set({ quantity: sql`greatest(${productStock.quantity} - ${quantity}, 0)` })
      .where(and(eq(productStock.productId, options.product.id), eq(productStock.size, size)));
  }
  return row!;
}

export async function stockOf(db: DbOrTx, productId: number): Promise<Record<Size, number>> {
  const rows = await db.select().from(productStock).where(eq(productStock.productId, productId));
  const stock = Object.fromEntries(SIZES.map((size) => [size, 0])) as Record<Size, number>;
  for (const row of rows) stock[row.size as Size] = row.quantity;
  return stock;
}

/**
 * A database for a separate process (the admin command line, a shop process): a fresh DATA_DIR
 * for PGlite, or a copy of the migrated template under TEST_DB=postgres. `open` connects this
 * process to it once the other process is done with it.
 */
export async function databaseForProcess(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
}> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `shop_cli_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.name}`);
    await admin.end();
    const url = withDatabase(template.url, name);
    afterAll(async () => {
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    });
    return { env: { DATABASE_URL: url }, open: () => fromPostgres(url, 2) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, open: () => openPglite(path.join(dataDir, 'pg')) };
}
