/**
 * GET /api/items/facets: how many products each filter choice would show (docs/product.md
 * section 2, "Filters and sorting"), counted as the lists show them: one card per style, so each
 * colour of a style is a candidate and a count is of the styles with a matching colour. Each choice is counted with every other filter applied and
 * its own left out, so "M (4)" is what ticking M shows with the price range as it is. The
 * products of a category or a search are read once, a few columns each, and counted here; the
 * answer is cached like the lists it sits beside.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { productStock, products } from '#server/db/schema';
import type { MaybePromise } from '#server/lib/maybe-promise';
import { type CatalogFacets, type CatalogFilters, filterKey, PRICE_BANDS } from '#shared/catalog-filters';
import { COLOUR_FAMILIES } from '#shared/colour-families';
import { CATEGORIES, SIZES } from '#shared/constants';
import { type CachedBody, cachedJson } from './catalog-cache';
import { filteredCacheOwner } from './catalog-reads';
import { type AmongItems, amongCondition } from './collection-members';
import { onStorefront } from './product-queries';
import { matchesWords } from './search-query';
import { styleKey } from './style-cards';

export interface FacetsRead {
  /** Normalized search words; empty: the whole catalogue. */
  q: string;
  category?: string;
  filters: CatalogFilters;
  /** Only these products: a collection's (BUSINESS.md section 11). */
  among?: AmongItems;
}

interface Candidate {
  /** The style it is a colour of (style-cards.ts); a product alone is its own. */
  style: number;
  category: string;
  pricePaise: number;
  sizes: Set<string>;
  family: string | null;
}

export function readFacets(db: Db, query: FacetsRead): MaybePromise<CachedBody> {
  const key = `facets:${query.q.toLowerCase()}:${query.category ?? ''}:${filterKey({ ...query.filters, sort: undefined })}`;
  return cachedJson(filteredCacheOwner(db), key, () => loadFacets(db, query)) as MaybePromise<CachedBody>;
}

export async function loadFacets(db: DbOrTx, query: FacetsRead): Promise<CatalogFacets> {
  const conditions: SQL[] = [onStorefront()];
  if (query.q) conditions.push(await matchesWords(db, query.q));
  if (query.among) conditions.push(amongCondition(query.among));
  const rows = await db
    .select({
      style: styleKey,
      family: products.colourFamily,
      category: products.category,
      pricePaise: products.pricePaise,
      sizes: sql<string | null>`(select string_agg(${productStock.size}, ',') from ${productStock}
        where ${productStock.productId} = ${products.id} and ${productStock.quantity} > 0)`,
    })
    .from(products)
    .where(and(...conditions));
  const candidates: Candidate[] = rows.map((row) => ({
    style: Number(row.style),
    family: row.family,
    category: row.category,
    pricePaise: row.pricePaise,
    sizes: new Set(row.sizes ? row.sizes.split(',') : []),
  }));
  return countFacets(candidates, query.category, query.filters);
}

/** The counts, each choice with the other filters applied (exported for its worked examples). */
export function countFacets(
  candidates: Candidate[],
  category: string | undefined,
  filters: CatalogFilters,
): CatalogFacets {
  const inCategory = (c: Candidate) => category === undefined || c.category === category;
  const hasSize = (c: Candidate) => filters.sizes.length === 0 || filters.sizes.some((s) => c.sizes.has(s));
  const inRange = (c: Candidate, min?: number, max?: number) =>
    (min === undefined || c.pricePaise >= min * 100) && (max === undefined || c.pricePaise <= max * 100 + 99);
  const inPrice = (c: Candidate) => inRange(c, filters.minPrice, filters.maxPrice);
  const families = filters.colours ?? [];
  const inColour = (c: Candidate) => families.length === 0 || families.some((f) => c.family === f);
  // A style counts once however many of its colours match.
  const count = (test: (c: Candidate) => boolean) =>
    new Set(candidates.filter(test).map((c) => c.style)).size;
  return {
    total: count((c) => inCategory(c) && hasSize(c) && inPrice(c) && inColour(c)),
    categories: CATEGORIES.map((name) => ({
      category: name,
      count: count((c) => c.category === name && hasSize(c) && inPrice(c) && inColour(c)),
    })),
    sizes: SIZES.map((size) => ({
      size,
      count: count((c) => inCategory(c) && inPrice(c) && inColour(c) && c.sizes.has(size)),
    })),
    prices: PRICE_BANDS.map((band) => ({
      ...band,
      count: count((c) => inCategory(c) && hasSize(c) && inColour(c) && inRange(c, band.min, band.max)),
    })),
    colours: COLOUR_FAMILIES.map((family) => ({
      family,
      count: count((c) => inCategory(c) && hasSize(c) && inPrice(c) && c.family === family),
    })),
  };
}
