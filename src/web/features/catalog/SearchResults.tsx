/**
 * /products?q=words: the products matching the words, best match first, 8 at a time with Load
 * More (docs/decisions/009); the server decides what matches and in which order.
 */
import { noProductsMatchMessage, searchPageTitle } from '#shared/search';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { CatalogLayout, EmptyCatalog } from './CatalogLayout';
import { useSearchResults } from './catalog-api';
import { ProductResults } from './ProductResults';

export function SearchResults({ words }: { words: string }) {
  return (
    <CatalogLayout title={searchPageTitle(words)}>
      {/* Results pages are not to be indexed (docs/decisions/009). */}
      <meta name="robots" content="noindex" />
      {/* A new key per search: the list and its page start again from 1. */}
      <Results key={words} words={words} />
    </CatalogLayout>
  );
}

function Results({ words }: { words: string }) {
  const query = useSearchResults(words);
  return (
    <ProductResults
      query={query}
      label={`Products matching '${words}'`}
      errorView={(error) => <ErrorNotice>{errorText(error)}</ErrorNotice>}
      empty={
        <EmptyCatalog
          heading={noProductsMatchMessage(words)}
          hint="Check the spelling, try fewer words, or browse a category."
        />
      }
    />
  );
}
