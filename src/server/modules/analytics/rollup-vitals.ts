/**
 * A day's real-user speed (BUSINESS.md section 16): per template, device and metric, the counts
 * by Google's rating and a histogram (src/shared/analytics.ts), so the reports read a 28-day
 * 75th percentile from 28 rows instead of every sample; and LCP per page with the element seen
 * most, for the slowest pages.
 */
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { bucketOf, HISTOGRAM_BOUNDS, histogramValue, rateVital, type VitalMetric } from '#shared/analytics';
import { analyticsDailyVitals, analyticsEvents } from './schema';

type Row = typeof analyticsDailyVitals.$inferInsert;

export async function rollupVitals(db: DbOrTx, day: string): Promise<void> {
  const e = analyticsEvents;
  // Samples of one value are grouped in SQL: the job reads distinct values, not every sample.
  const samples = await executeRows<{
    template: string;
    device: string;
    metric: VitalMetric;
    page: string;
    element: string;
    value: number;
    n: number;
  }>(
    db,
    sql`select ${e.template} as template, ${e.device} as device, ${e.metric} as metric, ${e.page} as page,
      coalesce(${e.element}, '') as element, ${e.value} as value, count(*)::int as n
      from ${e} where ${e.day} = ${day} and ${e.name} = 'vital'
      group by 1, 2, 3, 4, 5, 6`,
  );
  const rows = new Map<string, Row & { elements: Map<string, number> }>();
  const add = (
    key: Omit<Row, 'day' | 'element' | 'samples' | 'good' | 'needsImprovement' | 'poor'>,
    s: (typeof samples)[number],
  ) => {
    const id = JSON.stringify([key.template, key.device, key.metric, key.page]);
    let row = rows.get(id);
    if (!row) {
      const histogram = new Array<number>(HISTOGRAM_BOUNDS[s.metric].length + 1).fill(0);
      row = {
        day,
        ...key,
        element: '',
        samples: 0,
        good: 0,
        needsImprovement: 0,
        poor: 0,
        histogram,
        elements: new Map(),
      };
      rows.set(id, row);
    }
    const n = Number(s.n);
    row.samples = (row.samples ?? 0) + n;
    const rating = rateVital(s.metric, Number(s.value));
    if (rating === 'good') row.good = (row.good ?? 0) + n;
    else if (rating === 'poor') row.poor = (row.poor ?? 0) + n;
    else row.needsImprovement = (row.needsImprovement ?? 0) + n;
    const bucket = bucketOf(s.metric, histogramValue(s.metric, Number(s.value)));
    row.histogram![bucket] = (row.histogram![bucket] ?? 0) + n;
    if (s.element) row.elements.set(s.element, (row.elements.get(s.element) ?? 0) + n);
  };
  for (const s of samples) {
    add({ template: s.template, device: s.device, metric: s.metric, page: '' }, s);
    if (s.metric === 'LCP') add({ template: s.template, device: 'all', metric: 'LCP', page: s.page }, s);
  }
  await db.delete(analyticsDailyVitals).where(eq(analyticsDailyVitals.day, day));
  const values = [...rows.values()].map(({ elements, ...row }) => ({
    ...row,
    element: [...elements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
  }));
  for (let i = 0; i < values.length; i += 200)
    await db.insert(analyticsDailyVitals).values(values.slice(i, i + 200));
}
