/** Three category tiles; each opens its catalogue in a new tab (docs/product.md section 2, Home). */
import { ArrowUpRight } from 'lucide-react';
import type { Category } from '#shared/constants';
import { paths } from '#shared/paths';
import { GarmentArt, type GarmentKind } from './GarmentArt';

const TILES: Array<{ category: Category; label: string; kind: GarmentKind; colour: string; panel: string }> =
  [
    { category: 'overtees', label: 'Oversized Tees', kind: 'tee', colour: '#1c1c1e', panel: 'bg-stone-200' },
    { category: 'hoodies', label: 'Hoodies', kind: 'hoodie', colour: '#2f4a3a', panel: 'bg-emerald-100' },
    {
      category: 'sweat shirt',
      label: 'Sweatshirts',
      kind: 'sweatshirt',
      colour: '#b4583a',
      panel: 'bg-orange-100',
    },
  ];

export function categoryHref(category: Category): string {
  return `${paths.products}?category=${encodeURIComponent(category)}`;
}

export function FeaturedCategories() {
  return (
    <section aria-labelledby="featured-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-categories" className="text-2xl font-black tracking-tight sm:text-3xl">
        Featured Categories
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.category}>
            <a
              href={categoryHref(tile.category)}
              target="_blank"
              rel="noopener"
              className={`group relative flex h-36 items-end overflow-hidden rounded-xl p-5 sm:h-56 ${tile.panel} focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-neutral-900`}
            >
              <GarmentArt
                kind={tile.kind}
                colour={tile.colour}
                className="absolute -right-4 -top-2 h-36 w-auto rotate-6 transition-transform duration-300 group-hover:rotate-0 sm:h-52"
              />
              <span className="relative flex items-center gap-1 rounded-full bg-white px-4 py-2 text-base font-bold text-neutral-950 shadow">
                {tile.label}
                <ArrowUpRight aria-hidden="true" size={18} />
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
