/** /products/:productId: photos, prices, sizes, the product's story and Add to Cart. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ProductJson } from '#shared/catalog';
import { productHeadTags } from '#shared/page-head';
import { paths } from '#shared/paths';
import { PageHead, PageTitle, usePublicUrl } from '#web/components/PageHead';
import { PriceTag } from '#web/components/ui/PriceTag';
import { PageSpinner } from '#web/components/ui/Spinner';
import { AddToCartButton } from '../cart/AddToCartButton';
import { SoldOutSizesNotifyMe } from '../notify-me/SoldOutSizesNotifyMe';
import { LazyOfferBadges } from '../offers/LazyOfferBadges';
import { useReviewRating } from '../reviews/reviews-api';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ColourSwatches } from './ColourSwatches';
import { CheckDelivery } from './delivery/CheckDelivery';
import { ProductGallery } from './ProductGallery';
import { useProduct } from './product-api';
import { SizePicker } from './SizePicker';
import { ModelNote } from './size-guide/ModelNote';
import { SizeGuideButton } from './size-guide/SizeGuideButton';

/**
 * The reviews sit below the fold: their code (the list, the summary, the review form) is a chunk
 * of its own, loaded after the page's (docs/decisions/020-lighter-pages.md). The server waits for
 * it before sending the page, so the reviews are in the HTML; the browser hydrates them once the
 * chunk arrives (React leaves server HTML inside a Suspense boundary in place until then).
 */
const ProductReviews = lazy(() =>
  import('../reviews/ProductReviews').then((module) => ({ default: module.ProductReviews })),
);

export function Component() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, error } = useProduct(productId);
  useEffect(() => {
    if (error) navigate(paths.notFound, { replace: true });
  }, [error, navigate]);
  if (!product)
    return (
      <>
        <PageTitle />
        <PageSpinner />
      </>
    );
  return <ProductDetail key={product.itemId} product={product} />;
}

function ProductDetail({ product }: { product: ProductJson }) {
  // A size chosen on another colour's page comes along as ?size= (ColourSwatches.tsx), kept when in stock here.
  const { search } = useLocation();
  const [size, setSize] = useState<string | null>(() =>
    keptSize(product, new URLSearchParams(search).get('size')),
  );
  const publicUrl = usePublicUrl();
  const rating = useReviewRating(product.itemId);
  return (
    <>
      <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:gap-12">
        <PageHead head={productHeadTags(product, publicUrl, rating)} />
        <ProductGallery
          name={product.name}
          images={[product.image, product.image1, product.image2, product.image3]}
        />
        <div className="flex flex-col gap-6">
          <div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{product.name}</h1>
              <WishlistHeart
                itemId={product.itemId}
                name={product.name}
                price={product.price}
                variant="page"
              />
            </div>
            <div className="mt-3">
              <PriceTag price={product.price} actualPrice={product.actualPrice} size="lg" />
            </div>
            <p className="mt-1 text-sm text-neutral-600">Inclusive of all taxes</p>
          </div>
          <LazyOfferBadges item={product} place="page" />
          {product.colours.length > 1 && (
            <ColourSwatches colours={product.colours} current={product.itemId} size={size} />
          )}
          {product.soldOut ? (
            <p className="text-xl font-black uppercase tracking-widest text-red-700">Sold out</p>
          ) : (
            <SizePicker sizes={product.sizesInStock} selected={size} onSelect={setSize} />
          )}
          <div className="-mt-3 -ml-2">
            <SizeGuideButton category={product.category} itemId={product.itemId} />
          </div>
          <ModelNote itemId={product.itemId} />
          {!product.soldOut && (
            <>
              <AddToCartButton itemId={product.itemId} selectedSize={size} price={product.price} />
              <CheckDelivery />
            </>
          )}
          <SoldOutSizesNotifyMe product={product} />
          <dl className="divide-y divide-neutral-200 border-y border-neutral-200">
            <Fact term="Fabric">{product.fabric}</Fact>
            <Fact term="Description">{product.description}</Fact>
            <Fact term="Wash care">{product.washcare}</Fact>
            <Fact term="Details">{product.details}</Fact>
            <Fact term="Specifications">
              <Specifications text={product.specifications} />
            </Fact>
          </dl>
        </div>
      </article>
      <Suspense fallback={null}>
        <ProductReviews product={product} />
      </Suspense>
    </>
  );
}

function keptSize(product: ProductJson, size: string | null): string | null {
  return size && (product.sizesInStock as readonly string[]).includes(size) ? size : null;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-4">
      <dt className="text-sm font-semibold uppercase tracking-widest">{term}</dt>
      <dd className="mt-1 whitespace-pre-line text-neutral-700">{children}</dd>
    </div>
  );
}

/** "Fit: Oversized | Neck: Crew" reads better as a list; other text is shown as written. */
function Specifications({ text }: { text: string }) {
  const parts = text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return <>{text}</>;
  return (
    <ul className="list-disc pl-5">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}
