/** Collections as tiles: the cover photo (or the name on a dark panel) and the name, each a link. */
import { Link } from 'react-router';
import { IMAGE_SIZES } from '#shared/images';
import { paths } from '#shared/paths';
import { ProductPhoto } from '#web/components/ui/ProductPhoto';
import { type CollectionTile, useCollections } from './collections-api';

export function CollectionTiles({ tiles }: { tiles: CollectionTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.slug}>
          <Link
            to={paths.collection(tile.slug)}
            className="group block overflow-hidden rounded-xl bg-neutral-900 text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-neutral-900"
          >
            <div className="relative aspect-[4/5] overflow-hidden bg-neutral-800">
              {tile.coverImage && (
                <ProductPhoto
                  src={tile.coverImage}
                  alt=""
                  sizes={IMAGE_SIZES.card}
                  loading="lazy"
                  className="h-full w-full object-cover opacity-90 transition group-hover:scale-105"
                />
              )}
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 pt-12">
                <p className="break-words text-lg font-black leading-tight">{tile.name}</p>
                {tile.description && (
                  <p className="mt-1 line-clamp-2 text-xs text-neutral-200">{tile.description}</p>
                )}
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The home page's featured collections; nothing when none is featured. */
export function FeaturedCollections() {
  const tiles = useCollections().data;
  const featured = tiles?.filter((tile) => tile.featured) ?? [];
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-collections" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="featured-collections" className="text-2xl font-black tracking-tight sm:text-3xl">
          Collections
        </h2>
        <Link to={paths.collections} className="text-sm font-semibold underline underline-offset-4">
          See all
        </Link>
      </div>
      <div className="mt-6">
        <CollectionTiles tiles={featured} />
      </div>
    </section>
  );
}
