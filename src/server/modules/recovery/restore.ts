/**
 * A restore link's click (BUSINESS.md section 13): the cart it names, at today's prices and stock,
 * with what changed said in words. A link that is malformed, unknown, expired (its sequence has
 * ended) or opened by another shopper shows no cart. Each click that finds its cart is counted.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recoveryClicks, recoverySequences } from '#server/db/schema';
import type { Size } from '#shared/constants';
import { formatRupees, paiseToRupees } from '#shared/money';
import { mergeBrowserCart } from '../cart/browser-cart';
import { loadCartLines } from '../cart/cart-lines';
import { productsOnSale } from '../catalog/products-on-sale';
import { type SequenceRow, sequenceOfToken } from './links';

export interface RestoredLine {
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
}

export type Restore =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'not_yours' }
  | { kind: 'restored'; sequence: SequenceRow; lines: RestoredLine[]; changes: string[] };

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The left lines at today's price and stock, and each difference in words. */
async function linesToday(db: DbOrTx, sequence: SequenceRow) {
  const onSale = await productsOnSale(
    db,
    sequence.lines.map((l) => l.itemId),
  );
  const lines: RestoredLine[] = [];
  const changes: string[] = [];
  for (const left of sequence.lines) {
    const product = onSale.get(left.itemId);
    const stock = product?.stock.get(left.size) ?? 0;
    if (!product) {
      changes.push(`${left.name} is no longer on sale.`);
      continue;
    }
    if (stock === 0) {
      changes.push(`${product.name} in size ${left.size} is sold out.`);
      continue;
    }
    const quantity = Math.min(left.quantity, stock);
    if (quantity < left.quantity)
      changes.push(`${product.name} in size ${left.size}: only ${stock} left, so your cart holds ${stock}.`);
    if (product.pricePaise !== left.unitPricePaise)
      changes.push(
        `${product.name} now costs ${rupees(product.pricePaise)} (it was ${rupees(left.unitPricePaise)}).`,
      );
    lines.push({
      itemId: product.itemId,
      name: product.name,
      size: left.size,
      quantity,
      unitPricePaise: product.pricePaise,
    });
  }
  return { lines, changes };
}

export async function openRestoreLink(
  db: DbOrTx,
  token: string,
  signedInAs: number | null,
  now: Date,
): Promise<Restore> {
  const sequence = await sequenceOfToken(db, token);
  if (!sequence) return { kind: 'unknown' };
  if (sequence.endedAt !== null || sequence.expiresAt <= now) return { kind: 'expired' };
  if (signedInAs !== null && signedInAs !== sequence.accountId) return { kind: 'not_yours' };
  await db.insert(recoveryClicks).values({ sequenceId: sequence.id, createdAt: now });
  await db
    .update(recoverySequences)
    .set({ firstClickAt: now })
    .where(and(eq(recoverySequences.id, sequence.id), isNull(recoverySequences.firstClickAt)));
  return { kind: 'restored', sequence, ...(await linesToday(db, sequence)) };
}

/**
 * The owner, signed in, gets back any left line their cart no longer holds (capped by stock and
 * the per-size limit, as a sign-in merge is); lines still in the cart are left as they are.
 */
export async function refillCart(
  db: DbOrTx,
  accountId: number,
  lines: RestoredLine[],
  maxUnitsPerSize: number,
) {
  const held = new Set((await loadCartLines(db, accountId)).map((l) => `${l.itemId}:${l.size}`));
  const missing = lines
    .filter((l) => !held.has(`${l.itemId}:${l.size}`))
    .map((l) => ({ itemId: l.itemId, selectedSize: l.size as Size, quantity: l.quantity }));
  if (missing.length > 0) await mergeBrowserCart(db, accountId, missing, maxUnitsPerSize);
}
