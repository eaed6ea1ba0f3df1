/**
 * The limit for bench:checkout: the shop's cash-on-delivery transaction issued as raw
 * parameterised SQL, statement for statement as src/server/modules/checkout/place-cod-order.ts
 * issues it (two settings reads before, delivery and cash on delivery; then lock the shopper,
 * count what cash on delivery's rules look at (open COD orders, refused or returned ones, earlier
 * orders), lock open reservations, load the cart, insert the order, its lines and first event,
 * read the mobile's WhatsApp consent, the confirmation mail, the COD confirmation token, the
 * consent again for the link's message, read the shopper and lines again and mail the link,
 * empty the cart, take the stock with its history row, commit), through the shop's own driver and
 * pool: no HTTP, no framework, no ORM.
 * A short line reads the count for the message and rolls back, as the shop does.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { newPublicOrderId } from '#server/modules/orders/order-id';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The statements in the shop's order; `statements` below counts them per order. */
async function orderTransaction(q: Query, userId: number): Promise<'placed' | 'short'> {
  const now = new Date().toISOString();
  const [shopper] = (
    await q(
      'select "id", "user_name", "email", "mobile", "first_name", "last_name" from "users" where "id" = $1 for update',
      [userId],
    )
  ).rows;
  // Cash on delivery's rules: open COD orders, refused or returned ones lately, earlier orders.
  await q(
    'select count(*)::int from orders where user_id = $1 and payment_method = $2 and status in ($3, $4)',
    [userId, 'cod', 'captured', 'dispatched'],
  );
  await q(
    `select count(distinct o.id)::int from orders o inner join order_events e on e.order_id = o.id
     where o.user_id = $1 and o.payment_method = $2 and e.type = $3 and e.created_at >= $4`,
    [userId, 'cod', 'rto', new Date(Date.now() - 180 * 86_400_000).toISOString()],
  );
  await q('select count(*)::int from orders where user_id = $1 and status in ($2, $3, $4, $5, $6, $7)', [
    userId,
    'captured',
    'dispatched',
    'delivered',
    'cancelled',
    'rto',
    'rto_received',
  ]);
  await q('select * from "orders" where ("user_id" = $1 and "status" = $2) for update', [
    userId,
    'pending_payment',
  ]);
  const cart = (
    await q(
      `select ci.id, ci.product_id, p.item_id, p.name, p.image_id, p.price_paise, ci.size, ci.quantity,
         ps.quantity as stock, p.archived_at, p.hidden
       from cart_items ci inner join products p on p.id = ci.product_id
       left join product_stock ps on ps.product_id = ci.product_id and ps.size = ci.size
       where ci.user_id = $1 order by ci.created_at, ci.id`,
      [userId],
    )
  ).rows;
  // The live offers the cart is priced against (docs/decisions/040).
  await q('select * from "offers" where "active" and "starts_at" <= $1', [now]);
  const line = cart[0]!;
  const total = Number(line.price_paise) * Number(line.quantity);
  const orderId = newPublicOrderId();
  const [order] = (
    await q(
      `insert into orders (order_id, user_id, payment_method, status, amount_paise, delivery_charge_paise,
         coupon_code, discount_paise, mobile, address, delivery_address, created_at, updated_at)
       values ($1, $2, 'cod', 'captured', $3, 0, null, 0, $4, $5, $6, $7, $8) returning *`,
      [orderId, userId, total, '9876543210', '12 MG Road, Bengaluru 560001', null, now, now],
    )
  ).rows;
  await q(
    `with lines as (
       insert into order_items (order_id, product_id, item_id, name, image_id, size, quantity, unit_price_paise)
       values ($1::int, $2::int, $3::text, $4::text, $5::text, $6::text, $7::int, $8::int))
     insert into order_events (order_id, actor, type, data, created_at)
     values ($9::int, $10::text, $11::text, $12::jsonb, $13::timestamptz)`,
    [
      order!.id,
      line.product_id,
      line.item_id,
      line.name,
      line.image_id,
      line.size,
      line.quantity,
      line.price_paise,
      order!.id,
      `shopper:${userId}`,
      'placed',
      JSON.stringify({ to: 'captured', paymentMethod: 'cod', amountPaise: total }),
      now,
    ],
  );
  // The order's source and its placed event (docs/decisions/035).
  await q(
    `insert into analytics_order_sources (order_id, source, medium, campaign, created_at)
     values ($1, '(direct)', '(none)', '(none)', $2)`,
    [order!.id, now],
  );
  await q(`insert into analytics_events (at, day, name, value) values ($1, $2, 'order_placed', $3)`, [
    now,
    now.slice(0, 10),
    total,
  ]);
  await q('select "mobile", "opted_in_at", "opted_out_at" from "whatsapp_consents" where "mobile" = $1', [
    '9876543210',
  ]);
  // Whether the shopper has mail, or needs the order's messages by SMS (docs/decisions/033).
  await q('select "email" from "users" where "id" = $1', [userId]);
  const text = `Hello ${shopper!.first_name},\n\nThank you! Your order ${orderId} is confirmed.\n\n${line.name} (size ${line.size}) x 1\nTotal\n\nThank you for shopping with Oversized.`;
  await q(
    'insert into "outbox" ("to_address", "subject", "text_body", "html_body") values ($1, $2, $3, $4)',
    [shopper!.email, `Your order ${orderId} is confirmed`, text, `<p>${text}</p>`],
  );
  const token = randomBytes(24).toString('base64url');
  await q('insert into "cod_confirmations" ("order_id", "token_hash", "created_at") values ($1, $2, $3)', [
    order!.id,
    createHash('sha256').update(token).digest('hex'),
    now,
  ]);
  // The confirmation link goes on WhatsApp too when the number opted in, or by SMS without mail.
  await q('select "mobile", "opted_in_at", "opted_out_at" from "whatsapp_consents" where "mobile" = $1', [
    '9876543210',
  ]);
  await q('select "email" from "users" where "id" = $1', [userId]);
  const [again] = (await q('select "id", "email", "first_name" from "users" where "id" = $1', [userId])).rows;
  await q('select * from "order_items" where "order_id" = $1 order by "id"', [order!.id]);
  const ask = `Hello ${again!.first_name},\n\nPlease confirm your order ${orderId}: /cod/confirm/${token}`;
  await q(
    'insert into "outbox" ("to_address", "subject", "text_body", "html_body") values ($1, $2, $3, $4)',
    [again!.email, `Please confirm your order ${orderId}`, ask, `<p>${ask}</p>`],
  );
  await q('delete from "cart_items" where "cart_items"."user_id" = $1', [userId]);
  const taken = await q(
    `with changed as (
       update product_stock set quantity = quantity + $1
       where product_id = $2 and size = $3 and quantity + $4 >= 0
       returning quantity)
     insert into stock_changes (product_id, size, before, after, actor, reason, order_id)
     select $5::int, $6::text, quantity - $7::int, quantity, $8::text, $9::text, $10::text from changed
     returning after`,
    [
      -1,
      line.product_id,
      line.size,
      -1,
      line.product_id,
      line.size,
      -1,
      `shopper:${userId}`,
      'sale',
      orderId,
    ],
  );
  if (taken.rows.length === 0) {
    await q(
      'select "quantity" from "product_stock" where ("product_stock"."product_id" = $1 and "product_stock"."size" = $2)',
      [line.product_id, line.size],
    );
    return 'short';
  }
  return 'placed';
}

/** Round trips of one placed order: two settings reads, BEGIN, the 17 statements, COMMIT. */
export const LIMIT_ROUND_TRIPS = 21;

class Short extends Error {}

export async function limitOrderPg(pool: pg.Pool, userId: number): Promise<'placed' | 'short'> {
  await pool.query(`select "value" from "settings" where "settings"."section" = $1`, ['delivery']);
  await pool.query(`select "value" from "settings" where "settings"."section" = $1`, ['cod']);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const outcome = await orderTransaction((text, params) => client.query(text, params), userId);
    await client.query(outcome === 'placed' ? 'commit' : 'rollback');
    return outcome;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export async function limitOrderPglite(db: PGlite, userId: number): Promise<'placed' | 'short'> {
  await db.query(`select "value" from "settings" where "settings"."section" = $1`, ['delivery']);
  await db.query(`select "value" from "settings" where "settings"."section" = $1`, ['cod']);
  try {
    await db.transaction(async (tx: Transaction) => {
      const outcome = await orderTransaction(
        (text, params) => tx.query<Record<string, unknown>>(text, params),
        userId,
      );
      if (outcome === 'short') throw new Short();
    });
    return 'placed';
  } catch (err) {
    if (err instanceof Short) return 'short';
    throw err;
  }
}
