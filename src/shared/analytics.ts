/**
 * First-party analytics (BUSINESS.md section 16, docs/decisions/035-first-party-analytics.md):
 * what the storefront sends to the collector, and the shape of the owner's reports.
 */
import { z } from 'zod';

export const PAGE_TEMPLATES = [
  'home',
  'listing',
  'product',
  'search',
  'collection',
  'cart',
  'checkout',
  'other',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The collector's limits: a batch bigger than this is refused before it is parsed (413). */
export const COLLECTOR_BODY_LIMIT_BYTES = 8 * 1024;
export const COLLECTOR_MAX_EVENTS = 25;

const page = z
  .string()
  .max(200)
  .regex(/^\/[^\s]*$/, 'A page is a path starting with /');
const template = z.enum(PAGE_TEMPLATES);
const short = (max: number) => z.string().trim().max(max);

/** Where the visit came from, read on the page it landed on (utm_*, referrer, ad click ids). */
export const landingSchema = z.object({
  source: short(100).optional(),
  medium: short(100).optional(),
  campaign: short(100).optional(),
  /** The referring site's host name only, never its full URL. */
  referrer: short(200).optional(),
  clickId: short(200).optional(),
});
export type Landing = z.infer<typeof landingSchema>;

const pageView = z.object({
  name: z.literal('page_view'),
  template,
  page,
  /** Present on the first page of a page load: the landing's attribution (maybe empty: direct). */
  landing: landingSchema.optional(),
});
const step = z.object({
  name: z.enum(['product_view', 'add_to_cart', 'checkout_started', 'payment_started']),
  template,
  page,
});
const searchEmpty = z.object({ name: z.literal('search_empty'), query: short(80).min(1) });
const vital = z.object({
  name: z.literal('vital'),
  metric: z.enum(VITAL_METRICS),
  /** Milliseconds; CLS unitless. */
  value: z.number().min(0).max(600_000),
  template,
  page,
  /** The LCP element as a CSS selector (web-vitals' attribution), LCP only. */
  element: short(200).optional(),
});

export const collectedEventSchema = z.discriminatedUnion('name', [pageView, step, searchEmpty, vital]);
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

export const collectBatchSchema = z.object({
  events: z.array(collectedEventSchema).min(1).max(COLLECTOR_MAX_EVENTS),
});
export type CollectBatch = z.infer<typeof collectBatchSchema>;

/** Google's thresholds (web.dev/articles/vitals): good up to the first, poor above the second. */
export const VITAL_THRESHOLDS: Record<VitalMetric, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * Upper bounds of the histogram buckets the daily figures keep (milliseconds; CLS in
 * thousandths), so a 75th percentile over 28 days is read from 28 days of counts. The last
 * bucket is open; a percentile that falls in it reads as its lower bound.
 */
export const HISTOGRAM_BOUNDS: Record<VitalMetric, number[]> = {
  LCP: steps([100, 2000, 100], [2250, 5000, 250], [6000, 10_000, 1000]),
  FCP: steps([100, 2000, 100], [2250, 5000, 250], [6000, 10_000, 1000]),
  TTFB: steps([50, 1000, 50], [1100, 2000, 100], [2500, 5000, 500]),
  INP: steps([25, 500, 25], [550, 1000, 50], [1250, 3000, 250]),
  CLS: steps([5, 100, 5], [110, 250, 10], [300, 1000, 50]),
};

function steps(...ranges: [number, number, number][]): number[] {
  const bounds: number[] = [];
  for (const [from, to, by] of ranges) for (let v = from; v <= to; v += by) bounds.push(v);
  return bounds;
}

/** The value as it is counted: CLS in thousandths, the rest in whole milliseconds. */
export const histogramValue = (metric: VitalMetric, value: number) =>
  Math.round(metric === 'CLS' ? value * 1000 : value);

/** The bucket a counted value falls in (the last one is open). */
export function bucketOf(metric: VitalMetric, counted: number): number {
  const bounds = HISTOGRAM_BOUNDS[metric];
  const index = bounds.findIndex((bound) => counted <= bound);
  return index === -1 ? bounds.length : index;
}

/** The p-th percentile of a histogram, as its bucket's upper bound, in the metric's unit. */
export function percentileOf(metric: VitalMetric, counts: readonly number[], p = 0.75): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const bounds = HISTOGRAM_BOUNDS[metric];
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= p * total) {
      const counted = bounds[i] ?? bounds[bounds.length - 1]!;
      return metric === 'CLS' ? counted / 1000 : counted;
    }
  }
  return null;
}

export const reportRangeSchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date like 2026-11-01'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be a date like 2026-11-30'),
  })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to' })
  .refine((r) => daysBetween(r.from, r.to) <= 366, { message: 'Choose at most a year' });

export const reportCsvParamsSchema = z.object({
  report: z.enum(['days', 'sources', 'landing-pages', 'empty-searches', 'speed']),
});
export type ReportCsvName = z.infer<typeof reportCsvParamsSchema>['report'];

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DayFigures {
  day: string;
  visitors: number;
  visits: number;
  productViews: number;
  addsToCart: number;
  checkouts: number;
  orders: number;
  grossPaise: number;
  cancelledPaise: number;
  rtoPaise: number;
  returnedPaise: number;
  netPaise: number;
  rtoOrders: number;
}

export interface FunnelStep {
  step: 'visits' | 'product_view' | 'add_to_cart' | 'checkout' | 'order';
  label: string;
  visits: number;
  /** Of the step before, in per cent with one decimal; null on the first step or after none. */
  conversion: number | null;
}

export interface SourceFigures {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  orders: number;
  grossPaise: number;
  cancelledPaise: number;
  rtoPaise: number;
  returnedPaise: number;
  netPaise: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: Omit<DayFigures, 'day'>;
  days: DayFigures[];
  funnel: FunnelStep[];
  sources: SourceFigures[];
  landingPages: { page: string; visits: number }[];
  emptySearches: { query: string; searches: number }[];
}

export interface VitalFigures {
  metric: VitalMetric;
  samples: number;
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface SpeedReport {
  from: string;
  to: string;
  rows: { template: PageTemplate; device: Device; vitals: VitalFigures[] }[];
  daily: { day: string; lcpP75: number | null; inpP75: number | null; clsP75: number | null }[];
  slowestPages: { page: string; template: PageTemplate; samples: number; lcpP75: number; element: string }[];
}
