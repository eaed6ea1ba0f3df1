/**
 * GET /api/admins/items-list: a page of live products, each with the units unpaid orders hold per
 * size. The admin's stock number is the count available to sell; without the held units beside
 * it, their later return would look like stock from nowhere
 * (docs/decisions/006-checkout-and-payments.md, "Stock the admin sets").
 */

import type { DbOrTx } from '#server/db/client';
import type { AdminProductJson } from '#shared/admin';
import { ADMIN_ITEMS_PAGE_SIZE } from '#shared/constants';
import { toProductJson } from '../catalog/product-json';
import { boxOf, loadLiveProductPage } from '../catalog/product-queries';
import { heldStockByProduct } from '../orders';

export async function listAdminProducts(
  db: DbOrTx,
  page: number,
  search?: string,
): Promise<AdminProductJson[]> {
  const rows = await loadLiveProductPage(db, {
    page,
    pageSize: ADMIN_ITEMS_PAGE_SIZE,
    includeHidden: true,
    search: search || undefined,
  });
  const held = await heldStockByProduct(
    db,
    rows.map(({ product }) => product.id),
  );
  return rows.map(({ product, stock }) => ({
    ...toProductJson(product, stock),
    held: held.get(product.id) ?? {},
    hidden: product.hidden,
    hsnCode: product.hsnCode,
    weightGrams: product.weightGrams,
    boxCm: boxOf(product),
    styleId: product.styleId,
  }));
}
