/**
 * Real-user speed for the owner (BUSINESS.md section 16): for the 28 days ending on a day, each
 * page template and device's 75th percentile and good / needs-improvement / poor shares of LCP,
 * INP, CLS, FCP and TTFB, a daily chart of the 75th percentiles, and the slowest pages by LCP
 * with their LCP element. Read from the daily histograms (rollup-vitals.ts).
 */
import { and, between, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  DEVICES,
  type Device,
  PAGE_TEMPLATES,
  type PageTemplate,
  percentileOf,
  type SpeedReport,
  VITAL_METRICS,
  type VitalFigures,
  type VitalMetric,
} from '#shared/analytics';
import { daysOf } from './reports';
import { analyticsDailyVitals } from './schema';

export const SPEED_WINDOW_DAYS = 28;
const SLOWEST = 10;

type VitalRow = typeof analyticsDailyVitals.$inferSelect;

function addInto(into: number[], histogram: readonly number[]) {
  histogram.forEach((n, i) => {
    into[i] = (into[i] ?? 0) + n;
  });
}

function figuresOf(metric: VitalMetric, rows: VitalRow[]): VitalFigures {
  const histogram: number[] = [];
  let samples = 0;
  let good = 0;
  let poor = 0;
  for (const row of rows) {
    addInto(histogram, row.histogram);
    samples += row.samples;
    good += row.good;
    poor += row.poor;
  }
  const share = (n: number) => (samples === 0 ? 0 : Math.round((n / samples) * 1000) / 10);
  return {
    metric,
    samples,
    p75: percentileOf(metric, histogram),
    good: share(good),
    needsImprovement: samples === 0 ? 0 : Math.round((100 - share(good) - share(poor)) * 10) / 10,
    poor: share(poor),
  };
}

export function speedWindow(to: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (SPEED_WINDOW_DAYS - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to };
}

export async function readSpeedReport(db: DbOrTx, to: string): Promise<SpeedReport> {
  const { from } = speedWindow(to);
  const v = analyticsDailyVitals;
  const all = await db
    .select()
    .from(v)
    .where(between(v.day, from, to));
  const templateRows = all.filter((row) => row.page === '');
  const rows: SpeedReport['rows'] = [];
  for (const template of PAGE_TEMPLATES)
    for (const device of DEVICES) {
      const mine = templateRows.filter((r) => r.template === template && r.device === device);
      if (mine.length === 0) continue;
      rows.push({
        template: template as PageTemplate,
        device: device as Device,
        vitals: VITAL_METRICS.map((metric) =>
          figuresOf(
            metric,
            mine.filter((r) => r.metric === metric),
          ),
        ),
      });
    }
  const daily = daysOf(from, to).map((day) => {
    const ofDay = (metric: VitalMetric) =>
      figuresOf(
        metric,
        templateRows.filter((r) => r.day === day && r.metric === metric),
      ).p75;
    return { day, lcpP75: ofDay('LCP'), inpP75: ofDay('INP'), clsP75: ofDay('CLS') };
  });
  return { from, to, rows, daily, slowestPages: slowestPages(await pageRows(db, from, to)) };
}

function pageRows(db: DbOrTx, from: string, to: string) {
  const v = analyticsDailyVitals;
  return db
    .select()
    .from(v)
    .where(and(between(v.day, from, to), ne(v.page, '')));
}

function slowestPages(rows: VitalRow[]): SpeedReport['slowestPages'] {
  const pages = new Map<string, VitalRow[]>();
  for (const row of rows) pages.set(row.page, [...(pages.get(row.page) ?? []), row]);
  return [...pages]
    .map(([page, mine]) => {
      const figures = figuresOf('LCP', mine);
      const busiest = [...mine].sort((a, b) => b.samples - a.samples)[0]!;
      return {
        page,
        template: busiest.template as PageTemplate,
        samples: figures.samples,
        lcpP75: figures.p75 ?? 0,
        element: busiest.element,
      };
    })
    .sort((a, b) => b.lcpP75 - a.lcpP75 || b.samples - a.samples)
    .slice(0, SLOWEST);
}
