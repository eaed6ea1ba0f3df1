/**
 * The dashboard's cash-on-delivery figures (docs/product.md section 22) over the orders placed in
 * the last `days`: the share paid in cash, how many COD orders were confirmed from their link,
 * and the return-to-origin rate of COD orders that left the shop, overall, by state and by
 * pincode. A parcel counts as shipped once dispatched, whatever happened next.
 */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';

const PLACED = ['captured', 'dispatched', 'delivered', 'cancelled', 'rto', 'rto_received'] as const;

export interface RtoCount {
  key: string;
  codOrders: number;
  shipped: number;
  rto: number;
}

export interface CodFigures {
  placed: number;
  cod: number;
  confirmed: number;
  shipped: number;
  rto: number;
  byState: RtoCount[];
  byPincode: RtoCount[];
}

const shippedCount = sql<number>`count(*) filter (where ${orders.status} in ('dispatched', 'delivered', 'rto', 'rto_received'))::int`;
const rtoCount = sql<number>`count(*) filter (where ${orders.status} in ('rto', 'rto_received'))::int`;

export async function codFigures(
  db: DbOrTx,
  input: { since: Date; minPincodeOrders: number; worstPincodes: number },
): Promise<CodFigures> {
  // An exchange's ₹0 order is no sale: it is out of every COD figure, the share's base included
  // (docs/decisions/033).
  const placedSince = and(
    inArray(orders.status, [...PLACED]),
    gte(orders.createdAt, input.since),
    ne(orders.paymentMethod, 'exchange'),
  );
  const codSince = and(placedSince, eq(orders.paymentMethod, 'cod'));
  const [totals] = await db
    .select({
      placed: sql<number>`count(*)::int`,
      cod: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod')::int`,
      confirmed: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.codConfirmedAt} is not null)::int`,
      shipped: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.status} in ('dispatched', 'delivered', 'rto', 'rto_received'))::int`,
      rto: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.status} in ('rto', 'rto_received'))::int`,
    })
    .from(orders)
    .where(placedSince);
  const state = sql<string>`coalesce(${orders.deliveryAddress}->>'state', '')`;
  const byState = await db
    .select({ key: state, codOrders: sql<number>`count(*)::int`, shipped: shippedCount, rto: rtoCount })
    .from(orders)
    .where(codSince)
    .groupBy(state)
    .orderBy(sql`4 desc`, sql`1`);
  const pincode = sql<string>`${orders.deliveryAddress}->>'pincode'`;
  const byPincode = await db
    .select({ key: pincode, codOrders: sql<number>`count(*)::int`, shipped: shippedCount, rto: rtoCount })
    .from(orders)
    .where(and(codSince, sql`${orders.deliveryAddress} is not null`))
    .groupBy(pincode)
    .having(sql`count(*) >= ${input.minPincodeOrders}`)
    .orderBy(sql`4 desc`, sql`(${rtoCount})::float / greatest(${shippedCount}, 1) desc`, sql`1`)
    .limit(input.worstPincodes);
  return {
    ...totals!,
    byState: byState.filter((row) => row.key !== ''),
    byPincode: byPincode.filter((r) => r.rto > 0),
  };
}
