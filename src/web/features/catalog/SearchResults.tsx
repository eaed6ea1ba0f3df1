/**
 * /products?q=words: the products matching the words, best match first unless the shopper orders
 * them otherwise, 8 at a time with Load More (docs/decisions/009); the server decides what
 * matches, what the filters keep and in which order.
 */
import { hasFilters } from '#shared/catalog-filters';
import { type CatalogList, listPageUrl } from '#shared/catalog-list';
import { noProductsMatchMessage, searchPageTitle } from '#shared/search';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { ReportEmptySearch } from '#web/lib/ReportEmptySearch';
import { CatalogLayout, EmptyCatalog } from './CatalogLayout';
import { ClearFilters } from './filters/ClearFilters';
import { ProductResults } from './ProductResults';
import { useListPages } from './use-list-pages';

export function SearchResults({ list, words }: { list: CatalogList; words: string }) {
  return (
    <CatalogLayout list={list} title={searchPageTitle(words)}>
      {/* Results pages are not to be indexed (docs/decisions/009). */}
      <meta name="robots" content="noindex" />
      {/* A new key per search and filters: the list starts again from page 1. */}
      <Results key={listPageUrl(list, 1)} list={list} words={words} />
    </CatalogLayout>
  );
}

function Results({ list, words }: { list: CatalogList; words: string }) {
  const { query, loadMore } = useListPages(list);
  const narrowed = hasFilters(list.filters) || list.category !== undefined;
  return (
    <ProductResults
      query={query}
      loadMore={loadMore}
      label={`Products matching '${words}'`}
      errorView={(error) => <ErrorNotice>{errorText(error)}</ErrorNotice>}
      empty={
        <>
          <EmptyCatalog
            heading={noProductsMatchMessage(words)}
            hint={
              narrowed
                ? 'Nothing matches with these filters. Try another size, price or category.'
                : 'Check the spelling, try fewer words, or browse a category.'
            }
            action={hasFilters(list.filters) ? <ClearFilters list={list} /> : undefined}
          />
          {/* A search on its own that found nothing, for the owner's report (BUSINESS.md section 16). */}
          {!narrowed && <ReportEmptySearch words={words} />}
        </>
      }
    />
  );
}
