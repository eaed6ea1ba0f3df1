/** Category switcher: a sidebar on wide screens, a horizontal strip of buttons on small ones. */
import { Link } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS } from '#shared/constants';
import { categoryHref } from './FeaturedCategories';

export function CategoryNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Categories" className="lg:sticky lg:top-20">
      <h2 className="mb-3 hidden text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 lg:block">
        Categories
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {CATEGORIES.map((category) => {
          const active = category === current;
          return (
            <li key={category} className="shrink-0">
              <Link
                to={categoryHref(category)}
                aria-current={active ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold lg:rounded-md lg:border-0 lg:px-3 ${
                  active
                    ? 'border-neutral-950 bg-neutral-950 text-white'
                    : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
                }`}
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
