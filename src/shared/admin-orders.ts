/**
 * The back office's order tools (docs/product.md section 15): filters and search answered with a
 * page and a total count, the CSV export of everything that matches, bulk dispatch from a CSV, and
 * packing slips. The filter form and the server read the same schema, so each message is written once.
 */
import { z } from 'zod';
import { pageParamSchema } from './catalog';
import type { CreditNoteJson } from './invoices';
import {
  ORDER_STATUSES,
  type OrderJson,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './orders';

/** Every date the back office filters by is a calendar day in India (UTC+5:30, no daylight saving). */
export const SHOP_UTC_OFFSET = '+05:30';

export { PAYMENT_METHODS, type PaymentMethod } from './orders';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Paid online',
  cod: 'Cash on delivery',
  store_credit: 'Store credit',
  exchange: 'Exchange, no charge',
};

/** How each status reads in the back office's filter and export (docs/product.md section 4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  captured: 'Processed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  failed: 'Payment failed',
  rto: 'Returning to origin',
  rto_received: 'Returned to origin',
};

/** The longest search text; enough for any order id, name, mobile or pincode. */
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** Packing slips asked for at once: two pages of the orders list. */
export const MAX_PACKING_SLIPS = 100;
/** Rows one bulk-dispatch file may carry; a larger batch is split into files. */
export const MAX_BULK_DISPATCH_ROWS = 1000;
/** The CSV text of a bulk dispatch, in characters (under the 1 MB request limit). */
export const MAX_BULK_DISPATCH_CHARS = 900_000;

export const ADMIN_ORDER_MESSAGES = {
  status: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  method: 'Payment method must be online, cod or store_credit.',
  confirmation: 'Confirmation must be confirmed or unconfirmed.',
  date: 'Dates must be written as YYYY-MM-DD.',
  dateOrder: 'The start date must be on or before the end date.',
  search: `Search text can be at most ${ORDER_SEARCH_MAX_LENGTH} characters.`,
  csvMissing: 'Choose a CSV file of order id, courier and tracking id.',
  csvTooLarge: `A bulk dispatch file can have at most ${MAX_BULK_DISPATCH_ROWS} rows; split it into smaller files.`,
  slipsMissing: 'Choose at least one order for packing slips.',
  slipsTooMany: `Packing slips can be made for at most ${MAX_PACKING_SLIPS} orders at once.`,
} as const;

/** A blank field, as a form sends it, means "any". */
const blankIsAny = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const dayParam = z.string().refine(isCalendarDay, { error: ADMIN_ORDER_MESSAGES.date });

const filterFields = {
  status: blankIsAny(z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.status })),
  method: blankIsAny(z.enum(PAYMENT_METHODS, { error: ADMIN_ORDER_MESSAGES.method })),
  /** Cash-on-delivery orders the shopper confirmed from the link, or not yet (docs/product.md section 22). */
  confirmation: blankIsAny(
    z.enum(['confirmed', 'unconfirmed'], { error: ADMIN_ORDER_MESSAGES.confirmation }),
  ),
  /** First day, inclusive, in India's time. */
  from: blankIsAny(dayParam),
  /** Last day, inclusive, in India's time. */
  to: blankIsAny(dayParam),
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX_LENGTH, { error: ADMIN_ORDER_MESSAGES.search })
    .optional()
    .transform((value) => value || undefined),
};

const datesInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;

/** Filters shared by the list, the count and the export; a blank field means "any". */
export const adminOrderFiltersSchema = z
  .object(filterFields)
  .refine(datesInOrder, { error: ADMIN_ORDER_MESSAGES.dateOrder, path: ['to'] });
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;
export type AdminOrderFiltersInput = z.input<typeof adminOrderFiltersSchema>;

/** GET /api/admins/orders/search?status=&method=&from=&to=&q=&page= */
export const adminOrderSearchQuerySchema = z
  .object({ ...filterFields, page: pageParamSchema })
  .refine(datesInOrder, { error: ADMIN_ORDER_MESSAGES.dateOrder, path: ['to'] });

/** The answer of GET /api/admins/orders/search. */
export interface AdminOrdersPage {
  orders: OrderJson[];
  /** Orders matching the filters, on every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The credit notes of the page's orders that have any, by order id (docs/product.md, "Invoices"). */
  creditNotes: Record<string, CreditNoteJson[]>;
}

/** POST /api/admins/orders/bulk-dispatch: the CSV file's text. */
export const bulkDispatchSchema = z.object({
  csv: z
    .string({ error: ADMIN_ORDER_MESSAGES.csvMissing })
    .max(MAX_BULK_DISPATCH_CHARS, { error: ADMIN_ORDER_MESSAGES.csvTooLarge })
    .refine((text) => text.trim() !== '', { error: ADMIN_ORDER_MESSAGES.csvMissing }),
});

export interface BulkDispatchRowResult {
  /** The line of the file, counting from 1, header included. */
  line: number;
  /** As written in the file (one longer than any order id is cut short); empty when the row had none. */
  orderId: string;
  outcome: 'dispatched' | 'skipped';
  /** Why a row was skipped, in words an administrator can act on. */
  reason?: string;
  /** What kind of skip: unknown order, wrong state, malformed row, missing field, repeated order. */
  code?: 'not_found' | 'order_state' | 'malformed' | 'missing_field' | 'repeated' | 'failed';
  courier?: string;
  trackingId?: string;
}

export interface BulkDispatchResult {
  dispatched: number;
  skipped: number;
  rows: BulkDispatchRowResult[];
}

/** GET /api/admins/orders/packing-slips?orderIds=A,B,C */
export const packingSlipQuerySchema = z.object({
  orderIds: z
    .string({ error: ADMIN_ORDER_MESSAGES.slipsMissing })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, { error: ADMIN_ORDER_MESSAGES.slipsMissing })
    .refine((ids) => ids.length <= MAX_PACKING_SLIPS, { error: ADMIN_ORDER_MESSAGES.slipsTooMany })
    .refine((ids) => ids.every((id) => id.length <= 40), { error: 'An order id is too long.' }),
});
