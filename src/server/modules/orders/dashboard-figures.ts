/**
 * The dashboard's order figures (docs/product.md section 14), each one aggregate query over the
 * orders of the last 30 days: no order is loaded into memory, only sums and counts.
 */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orderItems, orders } from '#server/db/schema';
import { DASHBOARD_DAYS, REVENUE_STATUSES, shopDayStart, TOP_PRODUCTS } from '#shared/dashboard';

export interface OrderFigures {
  periods: Record<'today' | 'last7Days' | 'last30Days', { revenuePaise: number; orders: number }>;
  /** Paise refunded on returns of the same revenue orders, by the period the order was placed in. */
  refunds: Record<'today' | 'last7Days' | 'last30Days', number>;
  codOrders: number;
  awaitingDispatch: number;
  /** Day index 0 (the oldest of the 30) to 29 -> revenue and orders of that day. */
  byDay: Map<number, { revenuePaise: number; orders: number }>;
  byStatus: Map<string, number>;
  topProducts: { itemId: string; name: string; units: number }[];
}

// Statuses some branches may not have yet ('delivered') are compared as text.
const isRevenue = () => inArray(sql`${orders.status}::text`, [...REVENUE_STATUSES]);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function orderFigures(db: DbOrTx, now: Date): Promise<OrderFigures> {
  const today = shopDayStart(now);
  const week = shopDayStart(now, 6);
  const month = shopDayStart(now, DASHBOARD_DAYS - 1);
  const inWindow = and(gte(orders.createdAt, month), lte(orders.createdAt, now));
  const since = (start: Date) => sql`${orders.createdAt} >= ${at(start)}`;

  const [totals] = await db
    .select({
      revenueToday: sql<string>`coalesce(sum(${orders.amountPaise}) filter (where ${since(today)}), 0)`,
      ordersToday: sql<number>`(count(*) filter (where ${since(today)}))::int`,
      revenue7: sql<string>`coalesce(sum(${orders.amountPaise}) filter (where ${since(week)}), 0)`,
      orders7: sql<number>`(count(*) filter (where ${since(week)}))::int`,
      revenue30: sql<string>`coalesce(sum(${orders.amountPaise}), 0)`,
      orders30: sql<number>`count(*)::int`,
      cod30: sql<number>`(count(*) filter (where ${orders.paymentMethod} = 'cod'))::int`,
    })
    .from(orders)
    .where(and(isRevenue(), inWindow));

  // Refunds of returns (to the payment, by transfer or to store credit) on those same orders:
  // what the net revenue takes off (issue 40 point 9). A refund of a duplicate or late payment is
  // money the order never counted, so only refunds that name a return are taken.
  const refund = sql`(${orderEvents.data}->>'amountPaise')::bigint`;
  const ofReturn = sql`(${orderEvents.data} ? 'returnId' or ${orderEvents.data}->>'refundKey' like 'return:%')`;
  const [refunds] = await db
    .select({
      today: sql<string>`coalesce(sum(${refund}) filter (where ${since(today)}), 0)`,
      week: sql<string>`coalesce(sum(${refund}) filter (where ${since(week)}), 0)`,
      month: sql<string>`coalesce(sum(${refund}), 0)`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        isRevenue(),
        inWindow,
        inArray(orderEvents.type, ['refund_requested', 'refund_recorded']),
        ofReturn,
      ),
    );

  const dayIndex = sql<number>`floor(extract(epoch from (${orders.createdAt} - ${at(month)})) / 86400)::int`;
  const days = await db
    .select({
      day: dayIndex,
      revenue: sql<string>`sum(${orders.amountPaise})`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(isRevenue(), inWindow))
    // By position: the expression carries a parameter, and two copies of it are not "the same".
    .groupBy(sql`1`);

  const statuses = await db
    .select({ status: orders.status, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(inWindow)
    .groupBy(orders.status);

  const [awaiting] = await db
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'captured'));

  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const top = await db
    .select({
      itemId: orderItems.itemId,
      // The name of the latest order line: a renamed product shows its current name.
      name: sql<string>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
      units,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isRevenue(), inWindow))
    .groupBy(orderItems.itemId)
    .orderBy(desc(units), orderItems.itemId)
    .limit(TOP_PRODUCTS);

  return {
    periods: {
      today: { revenuePaise: Number(totals?.revenueToday ?? 0), orders: totals?.ordersToday ?? 0 },
      last7Days: { revenuePaise: Number(totals?.revenue7 ?? 0), orders: totals?.orders7 ?? 0 },
      last30Days: { revenuePaise: Number(totals?.revenue30 ?? 0), orders: totals?.orders30 ?? 0 },
    },
    refunds: {
      today: Number(refunds?.today ?? 0),
      last7Days: Number(refunds?.week ?? 0),
      last30Days: Number(refunds?.month ?? 0),
    },
    codOrders: totals?.cod30 ?? 0,
    awaitingDispatch: awaiting?.orders ?? 0,
    byDay: new Map(days.map((d) => [Number(d.day), { revenuePaise: Number(d.revenue), orders: d.orders }])),
    byStatus: new Map(statuses.map((s) => [s.status, s.orders])),
    topProducts: top.map((t) => ({ itemId: t.itemId, name: t.name, units: Number(t.units) })),
  };
}
