/**
 * A product in a grid: photo, name and prices, linking to its page, and the wishlist heart over the
 * photo (a sibling of the link, since a button may not sit inside a link). A style's card shows
 * one colour with the others as swatches below the link; choosing one swaps the photo and the link.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductJson } from '#shared/catalog';
import { IMAGE_SIZES } from '#shared/images';
import { paths } from '#shared/paths';
import { PriceTag } from '#web/components/ui/PriceTag';
import { ProductPhoto } from '#web/components/ui/ProductPhoto';
import { LazyOfferBadges } from '../offers/LazyOfferBadges';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { CardSwatches, nameInColour } from './CardSwatches';

/** The demo and uploaded photos are 4:5 portrait; the size attributes reserve that space. */
export const PHOTO_WIDTH = 600;
export const PHOTO_HEIGHT = 750;

export function ProductCard({
  product,
  eager = false,
  first = false,
  titleLevel = 3,
}: {
  product: ProductJson;
  /** In the first screen: load now rather than when scrolled near. */
  eager?: boolean;
  /** The first row's photo is the page's largest paint: fetch it before other images. */
  first?: boolean;
  /** h2 under a page's h1, h3 under a section's h2, so headings never skip a level. */
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const [shownId, setShownId] = useState(product.itemId);
  const shown = product.colours.find((colour) => colour.itemId === shownId);
  const swapped = shown && shownId !== product.itemId;
  const image = swapped ? shown.image : product.image;
  const name = swapped ? nameInColour(product.name, product.colour?.name, shown.name) : product.name;
  return (
    <div className="relative">
      <Link
        to={paths.product(shownId)}
        className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-neutral-900"
      >
        <div className="overflow-hidden rounded-lg bg-neutral-100">
          <ProductPhoto
            src={image}
            alt=""
            sizes={IMAGE_SIZES.card}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
        <Title className="mt-3 line-clamp-2 text-sm font-semibold text-neutral-900 group-hover:underline sm:text-base">
          {name}
        </Title>
        <div className="mt-1">
          <PriceTag price={product.price} actualPrice={product.actualPrice} />
        </div>
      </Link>
      <LazyOfferBadges item={{ itemId: shownId, category: product.category }} place="card" />
      <CardSwatches colours={product.colours} shown={shownId} name={product.name} onShow={setShownId} />
      <WishlistHeart itemId={shownId} name={name} price={product.price} className="absolute top-2 right-2" />
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse" data-testid="product-skeleton">
      <div className="aspect-[4/5] w-full rounded-lg bg-neutral-200" />
      <div className="mt-3 h-4 w-3/4 rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-neutral-200" />
    </div>
  );
}

export function ProductGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
      {children}
    </ul>
  );
}
