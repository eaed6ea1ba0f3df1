/**
 * /products?category=: one category, 8 at a time with Load More (docs/product.md section 2, Catalogue);
 * /products?q=words: the catalogue searched (docs/product.md section 10), an empty search being
 * the catalogue.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY } from '#shared/constants';
import { normalizeSearchWords } from '#shared/search';
import { CatalogLayout, EmptyCatalog } from './CatalogLayout';
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
  return (
    <CatalogLayout current={category} title={catalogHeading(category)}>
      {/* A new key per category: the list and its page start again from 1. */}
      <CategoryProducts key={category} category={category} />
    </CatalogLayout>
  );
}

function CategoryProducts({ category }: { category: string }) {
  const query = useCategoryProducts(category);
  return (
    <ProductResults
      query={query}
      label={`${catalogHeading(category)} products`}
      empty={<EmptyCatalog heading="Coming Soon" hint="New styles are on their way. Check back shortly." />}
    />
  );
}
