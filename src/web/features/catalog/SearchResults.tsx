/**
 * /products?q=words: the products matching the words, best match first, 8 at a time with Load
 * More (docs/decisions/009); the server decides what matches and in which order.
 */
import { noProductsMatchMessage, searchPageTitle } from '#shared/search';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { usePageTitle } from '#web/components/use-page-title';
import { CatalogLayout } from './CatalogLayout';
import { useSearchResults } from './catalog-api';
import { ProductResults } from './ProductResults';

export function SearchResults({ words }: { words: string }) {
  const title = searchPageTitle(words);
  usePageTitle(title);
  return (
    <CatalogLayout>
      <section aria-labelledby="search-title">
        <h1 id="search-title" className="mb-6 break-words text-3xl font-black tracking-tight">
          {title}
        </h1>
        {/* A new key per search: the list and its page start again from 1. */}
        <Results key={words} words={words} />
      </section>
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
        <div className="rounded-xl bg-neutral-100 px-6 py-16 text-center">
          <p className="break-words text-2xl font-black">{noProductsMatchMessage(words)}</p>
          <p className="mt-2 text-neutral-600">Check the spelling, try fewer words, or browse a category.</p>
        </div>
      }
    />
  );
}
