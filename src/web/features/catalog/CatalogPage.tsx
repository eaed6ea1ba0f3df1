/**
 * /products?category=: one category, 8 at a time with Load More (docs/product.md section 2, Catalogue);
 * /products?q=words: the catalogue searched (docs/product.md section 10), an empty search being
 * the catalogue.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY } from '#shared/constants';
import { normalizeSearchWords } from '#shared/search';
import { usePageTitle } from '#web/components/use-page-title';
import { CatalogLayout } from './CatalogLayout';
import { useCategoryProducts } from './catalog-api';
import { catalogHeading } from './catalog-heading';
import { ProductResults } from './ProductResults';
import { SearchResults } from './SearchResults';

export function Component() {
  const [params] = useSearchParams();
  const words = normalizeSearchWords(params.get('q') ?? '');
  return words ? <SearchResults words={words} /> : <CategoryPage />;
}

function CategoryPage() {
  const [params] = useSearchParams();
  const category = params.get('category') || DEFAULT_CATEGORY;
  const title = catalogHeading(category);
  usePageTitle(title);
  return (
    <CatalogLayout current={category}>
      <section aria-labelledby="catalog-title">
        <h1 id="catalog-title" className="mb-6 text-3xl font-black tracking-tight">
          {title}
        </h1>
        {/* A new key per category: the list and its page start again from 1. */}
        <CategoryProducts key={category} category={category} />
      </section>
    </CatalogLayout>
  );
}

function CategoryProducts({ category }: { category: string }) {
  const query = useCategoryProducts(category);
  return (
    <ProductResults
      query={query}
      label={`${catalogHeading(category)} products`}
      empty={
        <div className="rounded-xl bg-neutral-100 px-6 py-20 text-center">
          <p className="text-2xl font-black">Coming Soon</p>
          <p className="mt-2 text-neutral-600">New styles are on their way. Check back shortly.</p>
        </div>
      }
    />
  );
}
