/**
 * applyOffers: the one pure function that puts a cart's pieces into offers (DESIGN.md section 15;
 * docs/decisions/040-offers.md). Each piece is in at most one offer; the combination that saves
 * the shopper most wins, searched over every order of the offers the cart touches (few in
 * practice), each offer taking the best pieces still free. Savings are integer paise, split over
 * an offer's pieces in proportion to their prices (largest remainders), so the parts add up
 * exactly; the free pieces of "buy N get M" carry that offer's saving whole (they are free).
 */
import { apportion } from '../gst/apportion';
import { nudgeFor, offerIsLive, selects } from './offer-terms';
import type { AppliedOffer, Offer, OfferLine, OffersResult, PieceSaving } from './types';

interface Piece {
  line: number;
  index: number;
  pricePaise: number;
}

/** One use of an offer: its pieces (indices into the piece list) and each one's saving. */
interface Group {
  offer: Offer;
  pieces: number[];
  savings: number[];
}

/** Beyond this many offers touching one cart, the order is chosen greedily instead of searched. */
const SEARCHED_OFFERS = 6;

/** Most expensive first; the earlier piece first on a tie, so the answer never depends on luck. */
const byPriceDesc = (pieces: Piece[]) => (a: number, b: number) =>
  pieces[b]!.pricePaise - pieces[a]!.pricePaise || a - b;

function groupsOf(offer: Offer, free: number[], pieces: Piece[]): Group[] {
  const sorted = [...free].sort(byPriceDesc(pieces));
  const price = (i: number) => pieces[i]!.pricePaise;
  const sum = (ids: number[]) => ids.reduce((total, i) => total + price(i), 0);
  const n = offer.buyQuantity ?? 0;
  const groups: Group[] = [];
  switch (offer.kind) {
    case 'bundle': {
      for (let at = 0; n > 0 && at + n <= sorted.length; at += n) {
        const ids = sorted.slice(at, at + n);
        const saving = sum(ids) - (offer.bundlePricePaise ?? 0);
        if (saving <= 0) break;
        groups.push({ offer, pieces: ids, savings: apportion(saving, ids.map(price)) });
      }
      return groups;
    }
    case 'buy_get': {
      const m = offer.freeQuantity ?? 0;
      for (let at = 0; n > 0 && m > 0 && at + n + m <= sorted.length; at += n + m) {
        const ids = sorted.slice(at, at + n + m);
        // The cheapest pieces of the group are the free ones: they carry the saving whole.
        const savings = ids.map((i, k) => (k >= n ? price(i) : 0));
        if (savings.every((s) => s === 0)) break;
        groups.push({ offer, pieces: ids, savings });
      }
      return groups;
    }
    case 'percent_from': {
      if (n === 0 || sorted.length < n) return groups;
      const value = sum(sorted);
      // Rounded down to a whole rupee, as a percent coupon is (docs/decisions/012).
      const saving = Math.floor((value * (offer.percentOff ?? 0)) / 10_000) * 100;
      if (saving > 0) groups.push({ offer, pieces: sorted, savings: apportion(saving, sorted.map(price)) });
      return groups;
    }
    case 'flat_above': {
      const value = sum(sorted);
      if (sorted.length === 0 || value < (offer.minSubtotalPaise ?? 0)) return groups;
      const saving = Math.min(offer.amountOffPaise ?? 0, value);
      if (saving > 0) groups.push({ offer, pieces: sorted, savings: apportion(saving, sorted.map(price)) });
      return groups;
    }
  }
}

const totalOf = (groups: Group[]) =>
  groups.reduce((sum, group) => sum + group.savings.reduce((s, v) => s + v, 0), 0);

function coveredFree(offer: Offer, used: Set<number>, pieces: Piece[], lines: OfferLine[]): number[] {
  return pieces.flatMap((piece, i) =>
    !used.has(i) && selects(offer.selector, lines[piece.line]!) ? [i] : [],
  );
}

/** The best combination: every order of every subset of the offers, when there are few. */
function bestGroups(offers: Offer[], pieces: Piece[], lines: OfferLine[]): Group[] {
  let best: Group[] = [];
  let bestSaving = 0;
  const search = (left: Offer[], used: Set<number>, chosen: Group[]) => {
    const saving = totalOf(chosen);
    if (saving > bestSaving) {
      best = chosen;
      bestSaving = saving;
    }
    for (const offer of left) {
      const groups = groupsOf(offer, coveredFree(offer, used, pieces, lines), pieces);
      if (groups.length === 0) continue;
      const nowUsed = new Set(used);
      for (const group of groups) for (const i of group.pieces) nowUsed.add(i);
      search(
        left.filter((o) => o !== offer),
        nowUsed,
        [...chosen, ...groups],
      );
    }
  };
  if (offers.length <= SEARCHED_OFFERS) {
    search(offers, new Set(), []);
    return best;
  }
  // Many offers: the one saving most on its own goes first, and so on.
  const alone = (offer: Offer) =>
    totalOf(groupsOf(offer, coveredFree(offer, new Set(), pieces, lines), pieces));
  const order = [...offers].sort((a, b) => alone(b) - alone(a) || a.id - b.id);
  const used = new Set<number>();
  const chosen: Group[] = [];
  for (const offer of order) {
    const groups = groupsOf(offer, coveredFree(offer, used, pieces, lines), pieces);
    for (const group of groups) for (const i of group.pieces) used.add(i);
    chosen.push(...groups);
  }
  return chosen;
}

export function applyOffers(
  lines: OfferLine[],
  offers: Offer[],
  options: { now: Date; paymentMethod?: 'online' | 'cod' },
): OffersResult {
  const pieces: Piece[] = lines.flatMap((line, l) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      line: l,
      index,
      pricePaise: line.unitPricePaise,
    })),
  );
  const touching = offers
    .filter((offer) => offerIsLive(offer, options.now, options.paymentMethod))
    .filter((offer) => lines.some((line) => selects(offer.selector, line)))
    .sort((a, b) => a.id - b.id);
  const groups = bestGroups(touching, pieces, lines);

  const perPiece: (PieceSaving | null)[] = pieces.map(() => null);
  const applied = new Map<number, AppliedOffer>();
  for (const group of groups) {
    const entry = applied.get(group.offer.id) ?? {
      offerId: group.offer.id,
      name: group.offer.name,
      pieces: 0,
      savingPaise: 0,
      stacksWithCoupons: group.offer.stacksWithCoupons,
    };
    group.pieces.forEach((i, k) => {
      perPiece[i] = { offerId: group.offer.id, savingPaise: group.savings[k]! };
      entry.pieces += 1;
      entry.savingPaise += group.savings[k]!;
    });
    applied.set(group.offer.id, entry);
  }

  const used = new Set(groups.flatMap((group) => group.pieces));
  const nudges = touching.flatMap((offer) => {
    const left = coveredFree(offer, used, pieces, lines);
    const value = left.reduce((sum, i) => sum + pieces[i]!.pricePaise, 0);
    const message = nudgeFor(offer, left.length, value, applied.has(offer.id));
    return message ? [{ offerId: offer.id, message }] : [];
  });

  const result = lines.map((line, l) => {
    const own = pieces.flatMap((piece, i) => (piece.line === l ? [perPiece[i] ?? null] : []));
    return {
      key: line.key,
      savingPaise: own.reduce((sum, piece) => sum + (piece?.savingPaise ?? 0), 0),
      pieces: own,
    };
  });
  const appliedList = [...applied.values()];
  return {
    lines: result,
    applied: appliedList,
    savingPaise: appliedList.reduce((sum, offer) => sum + offer.savingPaise, 0),
    nudges,
  };
}
