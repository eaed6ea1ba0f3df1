/** Home: banners, ticker, featured categories and the newest products (docs/product.md section 2, Home). */
import { useEffect } from 'react';
import { SHOP_TITLE, websiteJsonLd } from '#shared/page-head';
import { PageHead, usePublicUrl } from '#web/components/PageHead';
import { FeaturedCollections } from '../collections/CollectionTiles';
import { useNewestProducts } from './catalog-api';
import { FeaturedCategories } from './FeaturedCategories';
import { HeroSlideshow } from './HeroSlideshow';
import { ProductCard, ProductGrid } from './ProductCard';
import { Ticker } from './Ticker';

export function Component() {
  const publicUrl = usePublicUrl();
  return (
    <>
      <PageHead head={{ title: SHOP_TITLE, meta: [], jsonLd: websiteJsonLd(publicUrl) }} />
      <h1 className="sr-only">Oversized: tees, hoodies and sweatshirts</h1>
      <HeroSlideshow />
      <Ticker />
      <FeaturedCategories />
      <FeaturedCollections />
      <OurProducts />
    </>
  );
}

function OurProducts() {
  const { data, error } = useNewestProducts();
  useEffect(() => {
    // docs/product.md: a failure is logged and the grid keeps saying it is loading.
    if (error) console.error('Could not load products', error);
  }, [error]);
  return (
    <section aria-labelledby="our-products" className="mx-auto max-w-7xl px-4 pb-8">
      <h2 id="our-products" className="text-2xl font-black tracking-tight sm:text-3xl">
        Our Products
      </h2>
      <div className="mt-6">
        {data && data.length > 0 ? (
          <ProductGrid label="Our Products">
            {data.map((product) => (
              <li key={product.itemId}>
                <ProductCard product={product} />
              </li>
            ))}
          </ProductGrid>
        ) : (
          <p role="status" className="py-16 text-center text-neutral-600">
            Loading products...
          </p>
        )}
      </div>
    </section>
  );
}
