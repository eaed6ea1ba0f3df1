/**
 * Catalogue search in PostgreSQL (docs/decisions/009-storefront-search-sizes-delivery.md).
 *
 * 1. Each search word the catalogue does not contain is matched by trigram similarity (pg_trgm's
 *    `%`, through a GIN index) against the catalogue's own words (search_words), so a one-letter
 *    typo ("hoddie") is searched as the words it resembles ("hoodie").
 * 2. Products whose full-text document matches every word (as typed, or one it resembles) are
 *    listed best match first, by where the words are found, through the document's weights: an
 *    exact name; every word in the name (A); in name or category (A, B); in those or the fabric
 *    (A-C); anywhere, the description included. Newest first within each.
 *
 * 3. One card per style (style-cards.ts); a colour word ranks that colour family first and picks
 *    the style's colour of it for the card.
 *
 * The weight tiers replace ts_rank, which costs several times a match per row and turned a
 * common word over 10,000 products into hundreds of milliseconds on PGlite (bench/search.ts).
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { products, searchWords } from '#server/db/schema';
import type { ProductJson } from '#shared/catalog';
import { type CatalogFilters, NO_FILTERS } from '#shared/catalog-filters';
import { COLOUR_FAMILIES, type ColourFamily } from '#shared/colour-families';
import { filterConditions, orderFor } from './filter-sql';
import { productRowColumns } from './product-json';
import { attachStock, onStorefront } from './product-queries';
import { isStyleCard } from './style-cards';
import { withColours } from './style-colours';

/** Words shorter than this are searched as typed: trigrams say little about them. */
const MIN_FUZZY_LENGTH = 3;
/** A misspelt word is searched as at most this many catalogue words it resembles. */
const MAX_ALTERNATIVES = 3;
/** How far below the closest catalogue word another may be and still be searched. */
const CLOSE_TO_BEST = 0.1;
/** Beyond this many words the rest are searched as typed, so a long query stays quick. */
const MAX_FUZZY_WORDS = 8;

export interface SearchPageQuery {
  /** Normalized, non-empty search words. */
  words: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Only this category's matches. */
  category?: string;
  /** Sizes in stock, price range; a sort replaces best match first. */
  filters?: CatalogFilters;
}

export async function searchLiveProducts(db: Db, query: SearchPageQuery): Promise<ProductJson[]> {
  const words = query.words.toLowerCase();
  const tsQuery = await buildTsQuery(db, words);
  const filters = query.filters ?? NO_FILTERS;
  const conditions = [
    onStorefront(),
    sql`${products.searchDocument} @@ ${tsQuery}`,
    ...filterConditions(filters),
  ];
  if (query.category !== undefined) conditions.push(eq(products.category, query.category));
  // "black hoodie": the black colours first, and a style's card shows its black one (BUSINESS.md section 11).
  const families = coloursNamed(words);
  const colourFirst =
    families.length > 0 ? [desc(sql`coalesce(${inArray(products.colourFamily, families)}, false)`)] : [];
  const bestMatchFirst = [
    ...colourFirst,
    desc(sql`case
        when lower(${products.name}) = ${words}::text then 4
        when ${products.searchDocument} @@ ${onlyWeights(tsQuery, 'A')} then 3
        when ${products.searchDocument} @@ ${onlyWeights(tsQuery, 'AB')} then 2
        when ${products.searchDocument} @@ ${onlyWeights(tsQuery, 'ABC')} then 1
        else 0 end`),
    desc(products.createdAt),
    desc(products.id),
  ];
  // Ids first: the sort then carries one integer per match, not whole rows with their documents.
  const ranked = await db
    .select({ id: products.id })
    .from(products)
    .where(isStyleCard(and(...conditions), colourFirst))
    .orderBy(...(filters.sort ? orderFor(filters.sort) : bestMatchFirst))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (ranked.length === 0) return [];
  const ids = ranked.map((row) => row.id);
  const found = await db.select(productRowColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const withStock = await attachStock(db, rows);
  return withColours(db, withStock);
}

/** The colour families a search names ("black hoodie" -> black; "gray" is read as grey). */
export function coloursNamed(words: string): ColourFamily[] {
  const said = new Set(words.split(' ').map((word) => (word === 'gray' ? 'grey' : word)));
  return COLOUR_FAMILIES.filter((family) => said.has(family));
}

/** The condition "matches every search word" (the counts beside search results use it too). */
export async function matchesWords(db: DbOrTx, words: string): Promise<SQL> {
  return sql`${products.searchDocument} @@ ${await buildTsQuery(db, words.toLowerCase())}`;
}

/**
 * Every word must match, as typed or as one of the catalogue words it resembles. Words go in as
 * parameters through plainto_tsquery, which reads any text (quotes, `%`, `_`, `&`, `!`) as words.
 */
async function buildTsQuery(db: DbOrTx, words: string): Promise<SQL> {
  const terms = [...new Set(words.split(' '))];
  const known = await catalogueWords(db, terms);
  const parts = await Promise.all(
    terms.map(async (term, index) => {
      const fuzzy = index < MAX_FUZZY_WORDS && term.length >= MIN_FUZZY_LENGTH && !known.has(term);
      const alternatives = fuzzy ? await resemblingWords(db, term) : [];
      return sql.join(
        [term, ...alternatives].map((word) => sql`plainto_tsquery('english', ${word}::text)`),
        sql` || `,
      );
    }),
  );
  return sql`(${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` && `,
  )})`;
}

/**
 * The query with each lexeme limited to the given weights ('hoodi' -> 'hoodi':A). Every function
 * here is immutable, so PostgreSQL computes it once per query, not per row.
 */
function onlyWeights(tsQuery: SQL, weights: 'A' | 'AB' | 'ABC'): SQL {
  return sql`regexp_replace((${tsQuery})::text, '''(?:[^'']|'''')*''', '\\&:${sql.raw(weights)}', 'g')::tsquery`;
}

/** Which of the terms are words of the catalogue as they stand (one primary-key lookup). */
async function catalogueWords(db: DbOrTx, terms: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, terms));
  return new Set(rows.map((row) => row.word));
}

/**
 * The catalogue words `term` most resembles: trigram similarity at least pg_trgm's threshold (0.3)
 * and close to the best one's, so "swetshirt" is searched as "sweatshirt" but not as "shirt".
 */
async function resemblingWords(db: DbOrTx, term: string): Promise<string[]> {
  const similarity = sql<number>`similarity(${searchWords.word}, ${term}::text)`;
  const rows = await db
    .select({ word: searchWords.word, similarity })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}::text`)
    .orderBy(desc(similarity), searchWords.word)
    .limit(MAX_ALTERNATIVES);
  const best = rows[0]?.similarity ?? 0;
  return rows.filter((row) => row.similarity >= best - CLOSE_TO_BEST).map((row) => row.word);
}
