/**
 * Filters and sorting of the catalogue and of search (docs/product.md section 2, "Filters and
 * sorting"): sizes in stock, a price range and the order, read from the page's URL, sent to the
 * API in the same words, and counted per choice by GET /api/items/facets. One canonical form of
 * the parameters keys the server's cached answers and rendered pages, so `?sort=newest&size=M`
 * and `?size=M&sort=newest` are one page.
 */
import { z } from 'zod';
import { COLOUR_FAMILIES, type ColourFamily } from './colour-families';
import { SIZES, type Size } from './constants';
import { formatRupees } from './money';

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
/** Search's own order, when no other is chosen: the closest match first. */
export const BEST_MATCH_LABEL = 'Best match';

/** The highest price a filter may name, in rupees: far above any garment's price. */
export const MAX_FILTER_PRICE = 1_000_000;

export const FILTER_SIZE_MESSAGE = 'Sizes must be chosen from S, M, L, XL, XXL and XXXL.';
export const FILTER_PRICE_MESSAGE = 'Prices must be whole rupees from 0 to 10,00,000.';
export const FILTER_PRICE_ORDER_MESSAGE = 'The lowest price must not be above the highest.';
export const FILTER_SORT_MESSAGE = 'Sort must be newest, price_asc or price_desc.';
export const FILTER_COLOUR_MESSAGE = `Colours must be chosen from ${COLOUR_FAMILIES.join(', ')}.`;

export interface CatalogFilters {
  /** Products with at least one of these sizes in stock; empty: any product. */
  sizes: Size[];
  /** Whole rupees, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** Omitted: newest first for a category, best match first for a search. */
  sort?: Sort;
  /** Styles with a colour in one of these families (BUSINESS.md section 11); omitted or empty: any. */
  colours?: ColourFamily[];
}

export const NO_FILTERS: CatalogFilters = { sizes: [] };

/** The price bands the storefront offers, each a range of whole rupees. */
export const PRICE_BANDS: readonly { min?: number; max?: number }[] = [
  { max: 999 },
  { min: 1000, max: 1499 },
  { min: 1500, max: 1999 },
  { min: 2000 },
];

export function priceBandLabel(band: { min?: number; max?: number }): string {
  if (band.min === undefined && band.max !== undefined) return `Under ${formatRupees(band.max + 1)}`;
  if (band.max === undefined && band.min !== undefined) return `${formatRupees(band.min)} and above`;
  return `${formatRupees(band.min ?? 0)} to ${formatRupees(band.max ?? 0)}`;
}

/**
 * Each parameter's reading, without zod: the storefront reads its URL with these alone, so the
 * catalogue's pages do not download zod (docs/decisions/020-lighter-pages.md); the API's schemas
 * below wrap the same functions. `null` means the value cannot be read.
 */
export function readPriceParam(value: string | undefined): number | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (!/^[0-9]{1,7}$/.test(value)) return null;
  const rupees = Number(value);
  return rupees <= MAX_FILTER_PRICE ? rupees : null;
}

/** `size=M,L`: comma-separated, any order, each once; answered in SIZES order. */
export function readSizesParam(value: string | undefined): Size[] | null {
  if (value === undefined || value.trim() === '') return [];
  const chosen = value.split(',').map((part) => part.trim().toUpperCase());
  if (chosen.some((size) => !(SIZES as readonly string[]).includes(size))) return null;
  return SIZES.filter((size) => chosen.includes(size));
}

/** `colour=black,blue`: colour families, comma-separated, any order; answered in COLOUR_FAMILIES order. */
export function readColoursParam(value: string | undefined): ColourFamily[] | null {
  if (value === undefined || value.trim() === '') return [];
  const chosen = value.split(',').map((part) => part.trim().toLowerCase());
  if (chosen.some((family) => !(COLOUR_FAMILIES as readonly string[]).includes(family))) return null;
  return COLOUR_FAMILIES.filter((family) => chosen.includes(family));
}

export function readSortParam(value: string | undefined): Sort | undefined | null {
  if (value === undefined || value === '') return undefined;
  return (SORTS as readonly string[]).includes(value) ? (value as Sort) : null;
}

const readWith =
  <T>(read: (value: string | undefined) => T | null, message: string) =>
  (value: string | undefined, ctx: z.RefinementCtx): T => {
    const result = read(value);
    if (result === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result;
  };

const price = z.string().optional().transform(readWith(readPriceParam, FILTER_PRICE_MESSAGE));
const sizes = z.string().optional().transform(readWith(readSizesParam, FILTER_SIZE_MESSAGE));
const sort = z.string().optional().transform(readWith(readSortParam, FILTER_SORT_MESSAGE));
const colour = z.string().optional().transform(readWith(readColoursParam, FILTER_COLOUR_MESSAGE));

/** The filter parameters of the catalogue, search and facet queries, checked and made canonical. */
export const catalogFilterFields = { size: sizes, min: price, max: price, sort, colour };

/** Refines an object schema holding catalogFilterFields: the range must not be upside down. */
export function priceRangeInOrder(query: { min?: number; max?: number }): boolean {
  return query.min === undefined || query.max === undefined || query.min <= query.max;
}

export function filtersOf(query: {
  size: Size[];
  min?: number;
  max?: number;
  sort?: Sort;
  colour?: ColourFamily[];
}): CatalogFilters {
  const filters: CatalogFilters = {
    sizes: query.size,
    minPrice: query.min,
    maxPrice: query.max,
    sort: query.sort,
  };
  if (query.colour?.length) filters.colours = query.colour;
  return filters;
}

export function hasFilters(filters: CatalogFilters): boolean {
  return (
    filters.sizes.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    (filters.colours?.length ?? 0) > 0
  );
}

/** Appends the filters to `query` in one fixed order and form (the key of cached answers and pages). */
export function appendFilterParams(query: URLSearchParams, filters: CatalogFilters): URLSearchParams {
  if (filters.sizes.length > 0) query.set('size', SIZES.filter((s) => filters.sizes.includes(s)).join(','));
  if (filters.colours?.length)
    query.set('colour', COLOUR_FAMILIES.filter((f) => filters.colours?.includes(f)).join(','));
  if (filters.minPrice !== undefined) query.set('min', String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set('max', String(filters.maxPrice));
  if (filters.sort) query.set('sort', filters.sort);
  return query;
}

/**
 * The filters a storefront URL names, read leniently: the page never refuses a hand-edited URL,
 * it leaves out what it cannot read (the API, asked directly, answers 400 with a message).
 */
export function filtersFromSearchParams(params: URLSearchParams): CatalogFilters {
  const param = (name: string) => params.get(name) ?? undefined;
  const min = readPriceParam(param('min')) ?? undefined;
  const max = readPriceParam(param('max')) ?? undefined;
  const inOrder = priceRangeInOrder({ min, max });
  const colours = readColoursParam(param('colour')) ?? [];
  return {
    sizes: readSizesParam(param('size')) ?? [],
    minPrice: inOrder ? min : undefined,
    maxPrice: inOrder ? max : undefined,
    sort: readSortParam(param('sort')) ?? undefined,
    ...(colours.length > 0 ? { colours } : {}),
  };
}

/** The canonical text of the filters, for cache keys: empty when there are none. */
export function filterKey(filters: CatalogFilters): string {
  return appendFilterParams(new URLSearchParams(), filters).toString();
}

/** Counts of each choice (GET /api/items/facets): each counted with every other filter applied. */
export interface CatalogFacets {
  /** Products matching every filter. */
  total: number;
  categories: { category: string; count: number }[];
  sizes: { size: Size; count: number }[];
  prices: { min?: number; max?: number; count: number }[];
  /** Styles with a colour in each family, with the other filters applied (BUSINESS.md section 11). */
  colours: { family: ColourFamily; count: number }[];
}
