/**
 * An order's source (BUSINESS.md section 16): the last visit from somewhere of the shopper's
 * browser that day (the visitor hash changes daily), or the last direct one; with no visit at all
 * (an API client) the order is direct. Written when the order is placed, in its transaction, and
 * kept for good: the raw visits go after 30 days, the order's source stays.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { analyticsOrderSources, analyticsVisits } from './schema';
import { DIRECT, NONE } from './sources';
import { visitorHash } from './visitor';

export interface ShopperClient {
  ip: string;
  userAgent: string | undefined;
}

export async function attributeOrder(
  tx: DbOrTx,
  order: { orderDbId: number; client?: ShopperClient; at: Date },
): Promise<void> {
  const visitor = order.client ? await visitorHash(tx, order.at, order.client) : null;
  // Last non-direct wins: non-direct visits sort first (false < true), newest first among them.
  const [visit] = visitor
    ? await tx
        .select()
        .from(analyticsVisits)
        .where(eq(analyticsVisits.visitor, visitor))
        .orderBy(asc(analyticsVisits.direct), desc(analyticsVisits.lastAt))
        .limit(1)
    : [];
  await tx
    .insert(analyticsOrderSources)
    .values({
      orderId: order.orderDbId,
      visitId: visit?.id ?? null,
      source: visit?.source ?? DIRECT,
      medium: visit?.medium ?? NONE,
      campaign: visit?.campaign ?? NONE,
      referrer: visit?.referrer ?? null,
      clickId: visit?.clickId ?? null,
      landingPage: visit?.landingPage ?? null,
      createdAt: order.at,
    })
    .onConflictDoNothing();
}

export interface OrderSource {
  source: string;
  medium: string;
  campaign: string;
  referrer: string | null;
  clickId: string | null;
  landingPage: string | null;
}

/** An order's source for its page in the back office; null for orders placed before it was kept. */
export async function sourceOfOrder(db: DbOrTx, orderDbId: number): Promise<OrderSource | null> {
  const [row] = await db
    .select({
      source: analyticsOrderSources.source,
      medium: analyticsOrderSources.medium,
      campaign: analyticsOrderSources.campaign,
      referrer: analyticsOrderSources.referrer,
      clickId: analyticsOrderSources.clickId,
      landingPage: analyticsOrderSources.landingPage,
    })
    .from(analyticsOrderSources)
    .where(eq(analyticsOrderSources.orderId, orderDbId));
  return row ?? null;
}
