/**
 * First-party analytics (BUSINESS.md section 16, docs/decisions/035-first-party-analytics.md).
 * Raw visits and events are kept 30 days; the daily figures the reports read are kept for good.
 * Nothing here names a person: a visitor is a hash of the address and browser under a salt that
 * changes every day and is deleted two days later, pages are templates or public paths.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { orders } from '#server/modules/orders/schema';

/** One random salt per day (India's day); deleted after two days, so yesterday's hashes cannot be remade. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** A visit: one visitor's run of events with no 30-minute gap, and where it came from. */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    startedAt: tstz('started_at').notNull(),
    lastAt: tstz('last_at').notNull(),
    device: text('device').notNull(),
    landingPage: text('landing_page').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    referrer: text('referrer'),
    clickId: text('click_id'),
    direct: boolean('direct').notNull(),
  },
  (t) => [index('analytics_visits_visitor').on(t.visitor, t.lastAt), index('analytics_visits_day').on(t.day)],
);

/**
 * Raw events: the browser's (page views, funnel steps, empty searches, speed) and the server's
 * order events, written in the transaction that changes the order.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull(),
    day: date('day').notNull(),
    visitId: integer('visit_id'),
    name: text('name').notNull(),
    template: text('template'),
    page: text('page'),
    device: text('device'),
    query: text('query'),
    metric: text('metric'),
    value: real('value'),
    element: text('element'),
    orderId: integer('order_id'),
    amountPaise: integer('amount_paise'),
  },
  (t) => [index('analytics_events_day').on(t.day, t.name), index('analytics_events_at').on(t.at)],
);

/** Where each order came from: the last non-direct visit of its visitor that day, kept for good. */
export const analyticsOrderSources = pgTable('analytics_order_sources', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  visitId: integer('visit_id'),
  source: text('source').notNull(),
  medium: text('medium').notNull(),
  campaign: text('campaign').notNull(),
  referrer: text('referrer'),
  clickId: text('click_id'),
  landingPage: text('landing_page'),
  createdAt: createdAt(),
});

/** A day's totals and funnel: visits that reached each step, and the orders' money. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day').primaryKey(),
  visitors: integer('visitors').notNull(),
  visits: integer('visits').notNull(),
  pageViews: integer('page_views').notNull(),
  productViews: integer('product_views').notNull(),
  addsToCart: integer('adds_to_cart').notNull(),
  checkouts: integer('checkouts').notNull(),
  orders: integer('orders').notNull(),
  grossPaise: integer('gross_paise').notNull(),
  cancelledPaise: integer('cancelled_paise').notNull(),
  rtoPaise: integer('rto_paise').notNull(),
  returnedPaise: integer('returned_paise').notNull(),
  rtoOrders: integer('rto_orders').notNull(),
  computedAt: tstz('computed_at').notNull(),
});

/** A day's visits, orders and money per source, medium and campaign. */
export const analyticsDailySources = pgTable(
  'analytics_daily_sources',
  {
    day: date('day').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visits: integer('visits').notNull(),
    orders: integer('orders').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    cancelledPaise: integer('cancelled_paise').notNull(),
    rtoPaise: integer('rto_paise').notNull(),
    returnedPaise: integer('returned_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign] })],
);

/** A day's counts by key: landing pages ('landing') and searches that found nothing ('empty_search'). */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/**
 * A day's speed per template, device and metric (page '' ), and LCP per page (device 'all',
 * with the element seen most): counts by rating and a histogram (src/shared/analytics.ts).
 */
export const analyticsDailyVitals = pgTable(
  'analytics_daily_vitals',
  {
    day: date('day').notNull(),
    template: text('template').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    page: text('page').notNull(),
    element: text('element').notNull(),
    samples: integer('samples').notNull(),
    good: integer('good').notNull(),
    needsImprovement: integer('needs_improvement').notNull(),
    poor: integer('poor').notNull(),
    histogram: integer('histogram').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [primaryKey({ columns: [t.day, t.template, t.device, t.metric, t.page] })],
);
