/**
 * A paged list of product cards with its placeholders and Load More (docs/product.md section 2),
 * one piece for a category and for a search. Errors are logged (docs/product.md keeps the
 * catalogue's quiet); a page may show one in place of the list with `errorView`.
 */
import { type ReactNode, useEffect } from 'react';
import { CATALOG_PAGE_SIZE, FIRST_ROW_PHOTOS } from '#shared/constants';
import { LoadMore } from '#web/components/ui/LoadMore';
import type { PagedProducts } from './catalog-api';
import { ProductCard, ProductCardSkeleton, ProductGrid } from './ProductCard';

export function ProductResults({
  query,
  loadMore,
  label,
  empty,
  errorView,
}: {
  query: PagedProducts;
  /** Loads the next page (and says so in the URL: use-list-pages.ts). */
  loadMore: () => unknown;
  /** Names the list, e.g. "Hoodies products". */
  label: string;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  errorView?: (error: Error) => ReactNode;
}) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    if (error) console.error('Could not load products', error);
  }, [error]);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading products">
        <ProductGrid>
          {Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ProductGrid>
      </div>
    );
  }
  // A product added while browsing shifts later pages by one; show each product once, in order.
  const products = [...new Map((data?.pages.flat() ?? []).map((p) => [p.itemId, p])).values()];
  if (products.length === 0) {
    if (error) return errorView ? errorView(error) : null;
    return empty;
  }
  return (
    <>
      <ProductGrid label={label}>
        {products.map((product, index) => (
          <li key={product.itemId}>
            <ProductCard
              product={product}
              eager={index < 2 * FIRST_ROW_PHOTOS}
              first={index < FIRST_ROW_PHOTOS}
              titleLevel={2}
            />
          </li>
        ))}
      </ProductGrid>
      {hasNextPage && (
        <div className="mt-4">
          <LoadMore onClick={() => loadMore()} loading={isFetchingNextPage} />
        </div>
      )}
    </>
  );
}
