/**
 * The owner's traffic and sales report for a date range (BUSINESS.md section 16), read from the
 * daily figures only (rollup.ts): each day, the totals, the funnel with the conversion of each
 * step from the one before, the sources with their money net of cancellations, RTOs and returns,
 * the top landing pages and the searches that found nothing.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { AnalyticsReport, DayFigures, FunnelStep, SourceFigures } from '#shared/analytics';
import { analyticsDaily, analyticsDailyCounts, analyticsDailySources } from './schema';

const TOP = 20;

/** Every day from `from` to `to`, as YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

export async function readReport(db: DbOrTx, from: string, to: string): Promise<AnalyticsReport> {
  const stored = await db
    .select()
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, from, to))
    .orderBy(asc(analyticsDaily.day));
  const byDay = new Map(stored.map((row) => [row.day, row]));
  const days: DayFigures[] = daysOf(from, to).map((day) => {
    const row = byDay.get(day);
    const figures = {
      visitors: row?.visitors ?? 0,
      visits: row?.visits ?? 0,
      productViews: row?.productViews ?? 0,
      addsToCart: row?.addsToCart ?? 0,
      checkouts: row?.checkouts ?? 0,
      orders: row?.orders ?? 0,
      grossPaise: row?.grossPaise ?? 0,
      cancelledPaise: row?.cancelledPaise ?? 0,
      rtoPaise: row?.rtoPaise ?? 0,
      returnedPaise: row?.returnedPaise ?? 0,
      rtoOrders: row?.rtoOrders ?? 0,
    };
    return { day, ...figures, netPaise: net(figures) };
  });
  const totals = days.reduce(
    (sum, d) => {
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += d[key];
      return sum;
    },
    {
      visitors: 0,
      visits: 0,
      productViews: 0,
      addsToCart: 0,
      checkouts: 0,
      orders: 0,
      grossPaise: 0,
      cancelledPaise: 0,
      rtoPaise: 0,
      returnedPaise: 0,
      netPaise: 0,
      rtoOrders: 0,
    },
  );
  return {
    from,
    to,
    totals,
    days,
    funnel: funnelOf(totals),
    sources: await sourcesOf(db, from, to),
    landingPages: (await topCounts(db, 'landing', from, to)).map(({ key, count }) => ({
      page: key,
      visits: count,
    })),
    emptySearches: (await topCounts(db, 'empty_search', from, to)).map(({ key, count }) => ({
      query: key,
      searches: count,
    })),
  };
}

const net = (f: { grossPaise: number; cancelledPaise: number; rtoPaise: number; returnedPaise: number }) =>
  f.grossPaise - f.cancelledPaise - f.rtoPaise - f.returnedPaise;

export function funnelOf(
  t: Pick<DayFigures, 'visits' | 'productViews' | 'addsToCart' | 'checkouts' | 'orders'>,
) {
  const steps: [FunnelStep['step'], string, number][] = [
    ['visits', 'Visits', t.visits],
    ['product_view', 'Viewed a product', t.productViews],
    ['add_to_cart', 'Added to cart', t.addsToCart],
    ['checkout', 'Started checkout', t.checkouts],
    ['order', 'Ordered', t.orders],
  ];
  return steps.map(
    ([step, label, visits], i): FunnelStep => ({
      step,
      label,
      visits,
      conversion: i === 0 ? null : percent(visits, steps[i - 1]![2]),
    }),
  );
}

async function sourcesOf(db: DbOrTx, from: string, to: string): Promise<SourceFigures[]> {
  const s = analyticsDailySources;
  const rows = await db
    .select({
      source: s.source,
      medium: s.medium,
      campaign: s.campaign,
      visits: sql<number>`sum(${s.visits})::int`,
      orders: sql<number>`sum(${s.orders})::int`,
      grossPaise: sql<number>`sum(${s.grossPaise})::int`,
      cancelledPaise: sql<number>`sum(${s.cancelledPaise})::int`,
      rtoPaise: sql<number>`sum(${s.rtoPaise})::int`,
      returnedPaise: sql<number>`sum(${s.returnedPaise})::int`,
    })
    .from(s)
    .where(between(s.day, from, to))
    .groupBy(s.source, s.medium, s.campaign);
  return rows
    .map((row) => {
      const figures = {
        ...row,
        visits: Number(row.visits),
        orders: Number(row.orders),
        grossPaise: Number(row.grossPaise),
        cancelledPaise: Number(row.cancelledPaise),
        rtoPaise: Number(row.rtoPaise),
        returnedPaise: Number(row.returnedPaise),
      };
      return { ...figures, netPaise: net(figures) };
    })
    .sort((a, b) => b.netPaise - a.netPaise || b.visits - a.visits || a.source.localeCompare(b.source));
}

async function topCounts(db: DbOrTx, kind: string, from: string, to: string) {
  const c = analyticsDailyCounts;
  const rows = await db
    .select({ key: c.key, count: sql<number>`sum(${c.count})::int` })
    .from(c)
    .where(and(eq(c.kind, kind), between(c.day, from, to)))
    .groupBy(c.key)
    .orderBy(sql`2 desc`, asc(c.key))
    .limit(TOP);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}
