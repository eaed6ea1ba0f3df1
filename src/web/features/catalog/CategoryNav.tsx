/**
 * Category switcher: a sidebar on wide screens, a horizontal strip of buttons on small ones. Each
 * link keeps the list's filters and says how many products it would show; on a search page the
 * categories narrow the results, with "All categories" first.
 */
import { Link } from 'react-router';
import type { CatalogFacets } from '#shared/catalog-filters';
import { type CatalogList, listPath } from '#shared/catalog-list';
import { CATEGORIES, CATEGORY_LABELS } from '#shared/constants';

export function CategoryNav({ list, facets }: { list: CatalogList; facets?: CatalogFacets }) {
  const count = (category: string) => facets?.categories.find((c) => c.category === category)?.count;
  const entries = [
    ...(list.words || list.collection
      ? [
          {
            key: 'all',
            label: 'All categories',
            category: undefined,
            count: facets?.categories.reduce((sum, c) => sum + c.count, 0),
          },
        ]
      : []),
    ...CATEGORIES.map((category) => ({
      key: category,
      label: CATEGORY_LABELS[category],
      category,
      count: count(category),
    })),
  ];
  return (
    <nav aria-label="Categories">
      <h2 className="mb-3 hidden text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 lg:block">
        Categories
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {entries.map((entry) => {
          const active = entry.category === list.category;
          return (
            <li key={entry.key} className="shrink-0">
              <Link
                to={listPath({ ...list, category: entry.category })}
                aria-current={active ? 'page' : undefined}
                className={`flex items-baseline justify-between gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold lg:rounded-md lg:border-0 lg:px-3 ${
                  active
                    ? 'border-neutral-950 bg-neutral-950 text-white'
                    : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
                }`}
              >
                {entry.label}
                {entry.count !== undefined && (
                  <span
                    className={`text-xs font-normal tabular-nums ${active ? 'text-neutral-300' : 'text-neutral-600'}`}
                  >
                    {entry.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
