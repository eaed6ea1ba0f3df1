/**
 * /products?category=: one category, 8 at a time with Load More (docs/product.md section 2, Catalogue);
 * /products?q=words: the catalogue searched (docs/product.md section 10), an empty search being
 * the catalogue. Both take the filters and order in the URL (docs/product.md section 2, "Filters
 * and sorting").
 */
import { useSearchParams } from 'react-router';
import { hasFilters } from '#shared/catalog-filters';
import { type CatalogList, catalogListOf, listPageUrl } from '#shared/catalog-list';
import { CatalogLayout, EmptyCatalog } from './CatalogLayout';
import { catalogHeading } from './catalog-heading';
import { ClearFilters } from './filters/ClearFilters';
import { ProductResults } from './ProductResults';
import { SearchResults } from './SearchResults';
import { useListPages } from './use-list-pages';

export function Component() {
  const [params] = useSearchParams();
  const list = catalogListOf(params);
  return list.words ? <SearchResults list={list} words={list.words} /> : <CategoryPage list={list} />;
}

function CategoryPage({ list }: { list: CatalogList }) {
  const category = list.category ?? '';
  return (
    <CatalogLayout list={list} title={catalogHeading(category)}>
      {/* A new key per list: it starts again from page 1. */}
      <CategoryProducts key={listPageUrl(list, 1)} list={list} category={category} />
    </CatalogLayout>
  );
}

function CategoryProducts({ list, category }: { list: CatalogList; category: string }) {
  const { query, loadMore } = useListPages(list);
  return (
    <ProductResults
      query={query}
      loadMore={loadMore}
      label={`${catalogHeading(category)} products`}
      empty={
        hasFilters(list.filters) ? (
          <EmptyCatalog
            heading="Nothing matches these filters"
            hint="Try another size or price."
            action={<ClearFilters list={list} />}
          />
        ) : (
          <EmptyCatalog heading="Coming Soon" hint="New styles are on their way. Check back shortly." />
        )
      }
    />
  );
}
