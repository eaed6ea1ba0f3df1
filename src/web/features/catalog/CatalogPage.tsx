/** /products?category=: one category, 8 at a time with Load More (docs/product.md section 2, Catalogue). */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOG_PAGE_SIZE, CATEGORY_LABELS, DEFAULT_CATEGORY, FIRST_ROW_PHOTOS } from '#shared/constants';
import { usePageTitle } from '#web/components/use-page-title';
import { CategoryNav } from './CategoryNav';
import { useCategoryProducts } from './catalog-api';
import { catalogHeading } from './catalog-heading';
import { ProductCard, ProductCardSkeleton, ProductGrid } from './ProductCard';

export function Component() {
  const [params] = useSearchParams();
  const category = params.get('category') || DEFAULT_CATEGORY;
  const title = catalogHeading(category);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
      <div className="mb-6 lg:mb-0">
        <CategoryNav current={category} />
      </div>
      <section aria-labelledby="catalog-title">
        <h1 id="catalog-title" className="mb-6 text-3xl font-black tracking-tight">
          {title}
        </h1>
        {/* A new key per category: the list and its page start again from 1. */}
        <CategoryProducts key={category} category={category} />
      </section>
    </div>
  );
}

function CategoryProducts({ category }: { category: string }) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCategoryProducts(category);
  useEffect(() => {
    // docs/product.md: catalogue errors are only logged.
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
  // A product added while browsing shifts later pages by one; show each product once.
  const products = [...new Map((data?.pages.flat() ?? []).map((p) => [p.itemId, p])).values()];
  if (products.length === 0) {
    if (error) return null;
    return (
      <div className="rounded-xl bg-neutral-100 px-6 py-20 text-center">
        <p className="text-2xl font-black">Coming Soon</p>
        <p className="mt-2 text-neutral-600">New styles are on their way. Check back shortly.</p>
      </div>
    );
  }
  return (
    <>
      <ProductGrid
        label={`${CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS] ?? category} products`}
      >
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
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border-2 border-neutral-950 px-8 py-3 font-semibold hover:bg-neutral-950 hover:text-white disabled:opacity-60"
          >
            {isFetchingNextPage ? 'Loading…' : 'Load More'}
          </button>
        </div>
      )}
    </>
  );
}
