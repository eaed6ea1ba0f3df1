/** A product's stock history as the back office shows it (docs/product.md section 14). */
import { z } from 'zod';
import { pageParamSchema } from './catalog';
import { SIZES } from './constants';

/** Why a size's stock changed. `return` is for units a returned parcel puts back on sale. */
export const STOCK_CHANGE_REASONS = [
  'sale',
  'reservation',
  'late_payment',
  'cancel',
  'expiry',
  'release',
  'return',
  'admin_edit',
  'upload',
  'seed',
] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

export const STOCK_CHANGE_LABELS: Record<StockChangeReason, string> = {
  sale: 'Sold (cash on delivery order)',
  reservation: 'Held for an online order',
  late_payment: 'Taken again for a late payment',
  cancel: 'Order cancelled',
  expiry: 'Unpaid order expired',
  release: 'Unpaid order released',
  return: 'Returned to stock',
  admin_edit: 'Set by an admin',
  upload: 'Product uploaded',
  seed: 'Demo catalogue',
};

/** Stock history rows per page. */
export const STOCK_HISTORY_PAGE_SIZE = 20;

export const stockHistoryQuerySchema = z.object({ page: pageParamSchema });
export const adminItemParamsSchema = z.object({ itemId: z.string().min(1).max(200) });

export const stockHistoryEntrySchema = z.object({
  size: z.enum(SIZES),
  before: z.number().int(),
  after: z.number().int(),
  /** Who: "Order ORD-…" (a shopper's order), "Admin <user name>", or the job's name. */
  who: z.string(),
  reason: z.enum(STOCK_CHANGE_REASONS),
  orderId: z.string().nullable(),
  at: z.string(),
});
export type StockHistoryEntry = z.infer<typeof stockHistoryEntrySchema>;

export const stockHistoryPageSchema = z.object({
  entries: z.array(stockHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockHistoryPage = z.infer<typeof stockHistoryPageSchema>;
