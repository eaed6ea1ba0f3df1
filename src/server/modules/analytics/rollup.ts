/**
 * The daily figures the reports read (DESIGN.md section 15: reports never scan raw events on
 * request): a day's totals and funnel, its sources' visits and money, its landing pages and
 * empty searches, remade from that day's raw events and visits in one transaction. Money counts
 * on the day it moved: an order on the day it was placed (COD) or paid (online), a cancellation,
 * RTO or refunded return on its own day, each under the order's source.
 */
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { rollupVitals } from './rollup-vitals';
import {
  analyticsDaily,
  analyticsDailyCounts,
  analyticsDailySources,
  analyticsEvents,
  analyticsOrderSources,
  analyticsVisits,
} from './schema';
import { DIRECT, NONE } from './sources';

const ORDER_NAMES = sql`('order_placed', 'order_paid')`;

interface MoneyRow {
  source: string;
  medium: string;
  campaign: string;
  orders: number;
  gross: number;
  cancelled: number;
  rto: number;
  rto_orders: number;
  returned: number;
}

export async function rollupDay(db: DbOrTx, day: string, now: Date): Promise<void> {
  const e = analyticsEvents;
  const v = analyticsVisits;
  const [visits] = await executeRows<{ visitors: number; visits: number }>(
    db,
    sql`select count(distinct ${v.visitor})::int as visitors, count(*)::int as visits from ${v} where ${v.day} = ${day}`,
  );
  const [steps] = await executeRows<Record<'page_views' | 'product_views' | 'adds' | 'checkouts', number>>(
    db,
    sql`select
      count(*) filter (where ${e.name} = 'page_view')::int as page_views,
      count(distinct ${e.visitId}) filter (where ${e.name} = 'product_view')::int as product_views,
      count(distinct ${e.visitId}) filter (where ${e.name} = 'add_to_cart')::int as adds,
      count(distinct ${e.visitId}) filter (where ${e.name} = 'checkout_started')::int as checkouts
      from ${e} where ${e.day} = ${day}`,
  );
  const s = analyticsOrderSources;
  const money = await executeRows<MoneyRow>(
    db,
    sql`select coalesce(${s.source}, ${DIRECT}) as source, coalesce(${s.medium}, ${NONE}) as medium,
      coalesce(${s.campaign}, ${NONE}) as campaign,
      count(*) filter (where ${e.name} in ${ORDER_NAMES})::int as orders,
      coalesce(sum(${e.amountPaise}) filter (where ${e.name} in ${ORDER_NAMES}), 0)::int as gross,
      coalesce(sum(${e.amountPaise}) filter (where ${e.name} = 'order_cancelled'), 0)::int as cancelled,
      coalesce(sum(${e.amountPaise}) filter (where ${e.name} = 'rto'), 0)::int as rto,
      count(*) filter (where ${e.name} = 'rto')::int as rto_orders,
      coalesce(sum(${e.amountPaise}) filter (where ${e.name} = 'order_returned'), 0)::int as returned
      from ${e} left join ${s} on ${s.orderId} = ${e.orderId}
      where ${e.day} = ${day} and ${e.orderId} is not null
      group by 1, 2, 3`,
  );
  const bySource = await executeRows<{ source: string; medium: string; campaign: string; visits: number }>(
    db,
    sql`select ${v.source} as source, ${v.medium} as medium, ${v.campaign} as campaign, count(*)::int as visits
      from ${v} where ${v.day} = ${day} group by 1, 2, 3`,
  );
  const counts = await executeRows<{ kind: string; key: string; count: number }>(
    db,
    sql`select 'landing' as kind, ${v.landingPage} as key, count(*)::int as count
        from ${v} where ${v.day} = ${day} group by 2
      union all
      select 'empty_search', ${e.query}, count(*)::int
        from ${e} where ${e.day} = ${day} and ${e.name} = 'search_empty' and ${e.query} is not null group by 2`,
  );
  const sum = (key: keyof MoneyRow) => money.reduce((total, row) => total + Number(row[key]), 0);

  await db.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
  await db.insert(analyticsDaily).values({
    day,
    visitors: visits?.visitors ?? 0,
    visits: visits?.visits ?? 0,
    pageViews: steps?.page_views ?? 0,
    productViews: steps?.product_views ?? 0,
    addsToCart: steps?.adds ?? 0,
    checkouts: steps?.checkouts ?? 0,
    orders: sum('orders'),
    grossPaise: sum('gross'),
    cancelledPaise: sum('cancelled'),
    rtoPaise: sum('rto'),
    returnedPaise: sum('returned'),
    rtoOrders: sum('rto_orders'),
    computedAt: now,
  });
  await db.delete(analyticsDailySources).where(eq(analyticsDailySources.day, day));
  const sources = mergeSources(bySource, money);
  if (sources.length > 0)
    await db.insert(analyticsDailySources).values(sources.map((row) => ({ day, ...row })));
  await db.delete(analyticsDailyCounts).where(eq(analyticsDailyCounts.day, day));
  if (counts.length > 0) await db.insert(analyticsDailyCounts).values(counts.map((row) => ({ day, ...row })));
  await rollupVitals(db, day);
}

function mergeSources(
  visits: { source: string; medium: string; campaign: string; visits: number }[],
  money: MoneyRow[],
) {
  type Row = Omit<typeof analyticsDailySources.$inferInsert, 'day'>;
  const rows = new Map<string, Row>();
  const rowOf = (source: string, medium: string, campaign: string): Row => {
    const key = JSON.stringify([source, medium, campaign]);
    const known = rows.get(key);
    if (known) return known;
    const row: Row = {
      source,
      medium,
      campaign,
      visits: 0,
      orders: 0,
      grossPaise: 0,
      cancelledPaise: 0,
      rtoPaise: 0,
      returnedPaise: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const v of visits) rowOf(v.source, v.medium, v.campaign).visits = Number(v.visits);
  for (const m of money) {
    const row = rowOf(m.source, m.medium, m.campaign);
    row.orders = Number(m.orders);
    row.grossPaise = Number(m.gross);
    row.cancelledPaise = Number(m.cancelled);
    row.rtoPaise = Number(m.rto);
    row.returnedPaise = Number(m.returned);
  }
  return [...rows.values()];
}
