/** The back office's dashboard (docs/product.md section 14): what it answers and how revenue is counted. */
import { z } from 'zod';
import { SIZES } from './constants';
import { ORDER_STATUSES } from './orders';

/**
 * Orders whose money the shop keeps: paid online or placed cash on delivery (captured), sent
 * (dispatched) or delivered. Awaiting payment, failed, expired and cancelled orders are not
 * revenue. 'delivered' is counted as soon as orders can reach it.
 */
export const REVENUE_STATUSES = ['captured', 'dispatched', 'delivered'] as const;

/** Days of the revenue chart, and the longest figure's window. */
export const DASHBOARD_DAYS = 30;
export const TOP_PRODUCTS = 5;
/** The dashboard lists at most this many low sizes; the count covers them all. */
export const LOW_STOCK_LIST_LIMIT = 20;
/** Days are counted in the shop's time zone, India Standard Time (UTC+5:30, no daylight saving). */
export const SHOP_UTC_OFFSET_MINUTES = 330;

const period = z.object({ revenue: z.number(), orders: z.number().int() });
const netPeriod = z.object({ revenue: z.number(), refunded: z.number() });

export const dashboardSchema = z.object({
  /** Rupees and order counts of revenue orders placed today, in the last 7 and the last 30 days. */
  today: period,
  last7Days: period,
  last30Days: period,
  /**
   * Revenue net of refunds (issue 40 point 9): the same orders as above, less what their returns
   * refunded (to the payment, by transfer or to store credit), in rupees. Orders returned to
   * origin are in neither figure.
   */
  netRevenue: z.object({
    today: netPeriod,
    last7Days: netPeriod,
    last30Days: netPeriod,
  }),
  /** Captured orders, not yet dispatched (whenever placed). */
  awaitingDispatch: z.number().int(),
  /** COD orders of the orders placed in the last `days` (the COD panel's share, one definition). */
  cashOnDelivery: z.object({
    orders: z.number().int(),
    of: z.number().int(),
    percent: z.number(),
    days: z.number().int(),
  }),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Products with any size at or under the threshold. */
    products: z.number().int(),
    sizes: z.array(
      z.object({ itemId: z.string(), name: z.string(), size: z.enum(SIZES), quantity: z.number().int() }),
    ),
  }),
  /** One entry per day of the last 30, oldest first, days without orders at 0. */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** Orders placed in the last 30 days by status, every status listed. */
  ordersByStatus: z.array(z.object({ status: z.string(), orders: z.number().int() })),
  /** The five products most units were ordered of in the last 30 days (revenue orders). */
  topProducts: z.array(z.object({ itemId: z.string(), name: z.string(), units: z.number().int() })),
});
export type DashboardJson = z.infer<typeof dashboardSchema>;

/** Every status the chart shows, in the order of the order's life. */
export const DASHBOARD_STATUSES: readonly string[] = [
  ...ORDER_STATUSES,
  ...REVENUE_STATUSES.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status)),
];

/** Midnight in India at the start of the day `daysAgo` days before `now`'s day. */
export function shopDayStart(now: Date, daysAgo = 0): Date {
  const offset = SHOP_UTC_OFFSET_MINUTES * 60_000;
  const day = 86_400_000;
  const local = Math.floor((now.getTime() + offset) / day) * day;
  return new Date(local - daysAgo * day - offset);
}

/** The shop-time calendar date (YYYY-MM-DD) of an instant. */
export function shopDate(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
