/**
 * bench:checkout compares the shop with a limit that claims to issue the same statements as the
 * shop's cash-on-delivery transaction (./checkout-limit.ts). This keeps the claim true: one order
 * through `placeCodOrder` and one through the limit, on the same database, must issue the same
 * sequence of statements (verb, tables, row locks), so a statement added to or removed from the
 * checkout fails here until the limit follows it.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { placeCodOrder } from '#server/modules/checkout/place-cod-order';
import { putInCart, stockOf } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { createTestDatabase } from '#tests/support/test-db';
import { limitOrderPg, limitOrderPglite } from './checkout-limit';

/** A statement reduced to what the comparison is about: verbs, tables, and whether it locks rows. */
function statementShape(text: string): string {
  const s = text.toLowerCase().replaceAll('"', '').replace(/\s+/g, ' ').trim();
  const locks = s.endsWith(' for update');
  const body = locks ? s.slice(0, -' for update'.length) : s;
  const cteNames = new Set([...body.matchAll(/\b([a-z_]+) as \(/g)].map((m) => m[1]));
  const verbs = new Set([...body.matchAll(/\b(select|insert|update|delete)\s/g)].map((m) => m[1]));
  const tables = new Set(
    [...body.matchAll(/\b(?:from|into|update|join)\s+([a-z_]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => !cteNames.has(name)),
  );
  return `${[...verbs].sort().join('+')} ${[...tables].sort().join(',')}${locks ? ' for update' : ''}`;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\s*;?\s*$/i;

describe('the checkout limit', async () => {
  const database = await createTestDatabase();
  const db = database.db;
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

  const shopStatements: string[] = [];
  const logger: Logger = { logQuery: (query) => void shopStatements.push(query) };
  const loggedDb = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;

  const limitStatements: string[] = [];
  /** Writes the statement down, then sends it. */
  const sent = <T>(text: string, send: () => T): T => {
    limitStatements.push(text);
    return send();
  };
  /** The limit's own call, through a client that writes down what it sends. */
  const limitOrder = (userId: number) => {
    if (database.kind === 'pglite') {
      const lite = client as PGlite;
      const recording = {
        query: (text: string, params?: unknown[]) => sent(text, () => lite.query(text, params)),
        transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
          lite.transaction((tx) =>
            fn({
              ...tx,
              query: (text: string, params?: unknown[]) => sent(text, () => tx.query(text, params)),
            }),
          ),
      };
      return limitOrderPglite(recording as unknown as PGlite, userId);
    }
    const pool = client as pg.Pool;
    const recording = {
      query: (text: string, params?: unknown[]) => sent(text, () => pool.query(text, params)),
      connect: async () => {
        const connection = await pool.connect();
        return {
          query: (text: string, params?: unknown[]) => sent(text, () => connection.query(text, params)),
          release: () => connection.release(),
        };
      },
    };
    return limitOrderPg(recording as unknown as pg.Pool, userId);
  };

  it('issues the statements the shop issues for a cash-on-delivery order, in the same order', async () => {
    const product = await createProduct(db, { stock: { M: 5 } });
    const [viaShop, viaLimit] = [await createShopper(db), await createShopper(db)];
    await putInCart(db, viaShop.id, product, 'M', 1);
    await putInCart(db, viaLimit.id, product, 'M', 1);

    await placeCodOrder(
      { db: loggedDb, clock: () => new Date(), config, serviceability: undefined },
      viaShop.id,
      { kind: 'text', mobile: '9876543210', address: '12 MG Road, Bengaluru 560001' },
    );
    expect(await limitOrder(viaLimit.id)).toBe('placed');
    expect(await stockOf(db, product, 'M')).toBe(3);

    const shapes = (statements: string[]) =>
      statements.filter((text) => !TRANSACTION_CONTROL.test(text)).map(statementShape);
    expect(shapes(shopStatements).length).toBeGreaterThanOrEqual(8);
    expect(shapes(limitStatements)).toEqual(shapes(shopStatements));
  });

  it('tells statements apart by verb, table and row lock', () => {
    expect(statementShape('select "id" from "users" where "id" = $1 for update')).toBe(
      'select users for update',
    );
    expect(statementShape('select id from users where id = $1')).toBe('select users');
    expect(
      statementShape(
        'with changed as (update product_stock set quantity = quantity + $1 returning quantity) ' +
          'insert into stock_changes (after) select quantity from changed returning after',
      ),
    ).toBe('insert+select+update product_stock,stock_changes');
    expect(statementShape('delete from "cart_items" where "user_id" = $1')).toBe('delete cart_items');
  });
});
