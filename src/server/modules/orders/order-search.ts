/**
 * The back office's order filters and search (docs/product.md section 15), turned into one SQL
 * condition that the page, the count and the export share, so all three always agree.
 *
 * One search box finds an order by: its order id (from the start, any letter case), the shopper's
 * user name or the delivery name (any part), a mobile number (10 digits: exactly; 7 to 9 digits:
 * any part) or a pincode (6 digits: the structured address's pincode, or the one-line address of
 * an order placed before addresses were structured).
 */
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { normaliseMobile } from '#shared/address';
import { type AdminOrderFilters, type AdminOrdersPage, SHOP_UTC_OFFSET } from '#shared/admin-orders';
import { ADMIN_ORDERS_PAGE_SIZE } from '#shared/constants';
import { shopperIdsNamedLike } from '../accounts/shoppers';
import { creditNoteSummaries } from '../invoices';
import { loadOrdersJson } from './order-json';
import { SHOPPER_VISIBLE_STATUSES } from './shopper-orders';

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Midnight at the start of a calendar day in India. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

function searchCondition(db: DbOrTx, q: string): SQL {
  const text = likeText(q);
  const conditions: (SQL | undefined)[] = [
    ilike(orders.orderId, `${text}%`),
    inArray(orders.userId, shopperIdsNamedLike(db, `%${text}%`)),
    sql`${orders.deliveryAddress}->>'fullName' ilike ${`%${text}%`}`,
  ];
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(digits)) {
    conditions.push(
      sql`${orders.deliveryAddress}->>'pincode' = ${digits}`,
      and(sql`${orders.deliveryAddress} is null`, like(orders.address, `%${digits}%`)),
    );
  } else {
    const mobile = normaliseMobile(digits);
    if (mobile) conditions.push(eq(orders.mobile, mobile));
    else if (/^\d{7,9}$/.test(digits)) conditions.push(like(orders.mobile, `%${digits}%`));
  }
  return or(...conditions)!;
}

/** The condition on `orders` for the filters. */
export function orderFilterCondition(db: DbOrTx, filters: AdminOrderFilters): SQL {
  const conditions: SQL[] = [
    filters.status
      ? eq(orders.status, filters.status)
      : inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES]),
  ];
  if (filters.method) conditions.push(eq(orders.paymentMethod, filters.method));
  if (filters.confirmation)
    conditions.push(
      eq(orders.paymentMethod, 'cod'),
      filters.confirmation === 'confirmed' ? isNotNull(orders.codConfirmedAt) : isNull(orders.codConfirmedAt),
    );
  if (filters.from) conditions.push(gte(orders.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, nextDay(filters.to)));
  if (filters.q) conditions.push(searchCondition(db, filters.q));
  return and(...conditions)!;
}

/** One page of the matching orders, newest first, with how many match in all. */
export async function searchOrders(
  db: DbOrTx,
  query: AdminOrderFilters & { page?: number },
): Promise<AdminOrdersPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const where = orderFilterCondition(db, query);
  const [orderPage, [counted]] = await Promise.all([
    loadOrdersJson(db, where, { limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const creditNotes = await creditNoteSummaries(
    db,
    orderPage.map((order) => order.orderId),
  );
  return {
    orders: orderPage,
    total: counted?.total ?? 0,
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    creditNotes: Object.fromEntries(creditNotes),
  };
}

/** The newest-first order the list and the export share; the id breaks ties between equal times. */
export const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)] as const;
