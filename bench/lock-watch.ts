/**
 * How long each checkout holds the hot stock row, seen from the driver (node-postgres): the time
 * from the stock take's answer reaching Node.js to the COMMIT (or ROLLBACK) being sent, which is
 * Node's own delay while it holds the lock, and the COMMIT's round trip. Every buyer of the size
 * waits behind this window, so its length, not CPU, sets the orders/s of a flash sale
 * (docs/decisions/018-checkout-at-the-database-pace.md). Installed on the pg client class, so it
 * sees the shop's own pool and the limit's alike; measuring only, it changes no statement.
 */
import pg from 'pg';

export interface LockWindow {
  /** Attempts that took the stock and then ended their transaction. */
  attempts: number;
  /** Mean ms from the take's answer to the end statement being sent. */
  nodeMs: number;
  /** Mean ms of the COMMIT/ROLLBACK round trip. */
  endMs: number;
}

const TAKE = /^\s*with changed as \(\s*update "?product_stock"?/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;

const takeAnswered = new WeakMap<object, number>();
let totals = { attempts: 0, nodeMs: 0, endMs: 0 };

function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  return (config as { text?: string } | undefined)?.text ?? '';
}

let installed = false;

/** Starts watching every pg client of this process; call once before the pools are used. */
export function watchStockLocks(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
    const text = textOf(args[0]);
    const isTake = TAKE.test(text);
    const isEnd = END.test(text);
    if (!isTake && !isEnd) return query.apply(this, args);
    const sentAt = performance.now();
    const taken = takeAnswered.get(this);
    const done = (result: unknown) => {
      const now = performance.now();
      // A take that found too few units locked nothing: only a taken row is held.
      if (isTake) {
        if (((result as { rowCount?: number } | undefined)?.rowCount ?? 0) > 0) takeAnswered.set(this, now);
      } else if (taken !== undefined) {
        takeAnswered.delete(this);
        totals.attempts += 1;
        totals.nodeMs += sentAt - taken;
        totals.endMs += now - sentAt;
      }
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done(results[1]);
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args) as Promise<unknown>;
    return answer.then((result) => {
      done(result);
      return result;
    });
  } as typeof pg.Client.prototype.query;
}

/** The window since the last call, and a fresh count. */
export function takeLockWindow(): LockWindow {
  const { attempts, nodeMs, endMs } = totals;
  totals = { attempts: 0, nodeMs: 0, endMs: 0 };
  return attempts === 0
    ? { attempts, nodeMs: 0, endMs: 0 }
    : { attempts, nodeMs: nodeMs / attempts, endMs: endMs / attempts };
}
