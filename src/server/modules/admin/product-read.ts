/**
 * The edit screen's reads (docs/product.md section 14): one product as the back office sees it
 * (hidden ones too, with the units unpaid orders hold) and a page of its stock history.
 */

import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import { ADMIN_MESSAGES, type AdminProductJson } from '#shared/admin';
import type { Size } from '#shared/constants';
import {
  STOCK_HISTORY_PAGE_SIZE,
  type StockChangeReason,
  type StockHistoryPage,
} from '#shared/stock-history';
import { toProductJson } from '../catalog/product-json';
import { boxOf, findAdminProductByItemId } from '../catalog/product-queries';
import { readStockHistory } from '../catalog/stock-changes';
import { heldStockByProduct } from '../orders';

export async function readAdminProduct(db: DbOrTx, itemId: string): Promise<AdminProductJson> {
  const found = await findAdminProductByItemId(db, itemId);
  if (!found) throw new AppError('not_found', ADMIN_MESSAGES.productNotFound);
  const held = await heldStockByProduct(db, [found.product.id]);
  return {
    ...toProductJson(found.product, found.stock),
    held: held.get(found.product.id) ?? {},
    hidden: found.product.hidden,
    hsnCode: found.product.hsnCode,
    weightGrams: found.product.weightGrams,
    boxCm: boxOf(found.product),
    styleId: found.product.styleId,
  };
}

export async function readAdminStockHistory(
  db: DbOrTx,
  itemId: string,
  page: number,
): Promise<StockHistoryPage> {
  const found = await findAdminProductByItemId(db, itemId);
  if (!found) throw new AppError('not_found', ADMIN_MESSAGES.productNotFound);
  const { rows, total } = await readStockHistory(db, found.product.id, {
    page,
    pageSize: STOCK_HISTORY_PAGE_SIZE,
  });
  const names = await adminNames(
    db,
    rows.map((row) => row.actor),
  );
  return {
    entries: rows.map((row) => ({
      size: row.size as Size,
      before: row.before,
      after: row.after,
      who: describeActor(row.actor, row.orderId, names),
      reason: row.reason as StockChangeReason,
      orderId: row.orderId,
      at: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: STOCK_HISTORY_PAGE_SIZE,
  };
}

async function adminNames(db: DbOrTx, actors: string[]): Promise<Map<number, string>> {
  const ids = [...new Set(actors.filter((a) => a.startsWith('admin:')).map((a) => Number(a.slice(6))))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: admins.id, userName: admins.userName })
    .from(admins)
    .where(inArray(admins.id, ids));
  return new Map(rows.map((row) => [row.id, row.userName]));
}

/**
 * Who made a change, as the admin reads it: a shopper's order by its id, an admin by user name,
 * the payment provider's report, or a job of the shop's own ('system').
 */
function describeActor(actor: string, orderId: string | null, names: Map<number, string>): string {
  if (actor.startsWith('admin:')) {
    const name = names.get(Number(actor.slice(6)));
    return name ? `Admin ${name}` : 'Admin';
  }
  if (actor.startsWith('shopper:')) return orderId ? `Order ${orderId}` : 'Shopper';
  if (actor === 'provider') return orderId ? `Payment for ${orderId}` : 'Payment provider';
  if (actor.startsWith('job:')) return `Job ${actor.slice(4)}`;
  return orderId ? `Shop job (order ${orderId})` : 'Shop job';
}
