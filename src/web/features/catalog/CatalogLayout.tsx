/**
 * The catalogue's frame, for a category and for a search alike: the category switcher and the
 * filters beside (or, on a phone, above and in a dialog) the page's heading, the number of
 * products, the order and the list. The heading also names the browser tab.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { hasFilters } from '#shared/catalog-filters';
import type { CatalogList } from '#shared/catalog-list';
import { PageTitle } from '#web/components/PageHead';
import { CategoryNav } from './CategoryNav';
import { useListFacets } from './catalog-api';
import { FilterPanel } from './filters/FilterPanel';
import { SortChoice } from './filters/SortChoice';

/** The phone's filters dialog: its own chunk, loaded when the Filters button is pressed. */
const FiltersDialog = lazy(() =>
  import('./filters/FiltersDialog').then((module) => ({ default: module.FiltersDialog })),
);

export function CatalogLayout({
  list,
  title,
  children,
}: {
  list: CatalogList;
  title: string;
  children: ReactNode;
}) {
  const facets = useListFacets(list).data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const colours = list.filters.colours?.length ?? 0;
  const chosen =
    list.filters.sizes.length + colours + (hasFilters({ ...list.filters, sizes: [], colours: [] }) ? 1 : 0);
  const total = facets?.total;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-10">
      <PageTitle title={title} />
      <div className="mb-6 lg:mb-0">
        <div className="lg:sticky lg:top-20 lg:space-y-8">
          <CategoryNav list={list} facets={facets} />
          <div className="hidden lg:block">
            <FilterPanel list={list} facets={facets} />
          </div>
        </div>
      </div>
      <section aria-labelledby="catalog-title">
        <h1 id="catalog-title" className="mb-4 break-words text-3xl font-black tracking-tight">
          {title}
        </h1>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-neutral-600">
            {total === undefined ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden"
              aria-haspopup="dialog"
              onClick={() => setFiltersOpen(true)}
            >
              Filters{chosen > 0 ? ` (${chosen})` : ''}
            </button>
            <SortChoice list={list} />
          </div>
        </div>
        {children}
      </section>
      {filtersOpen && (
        <Suspense fallback={null}>
          <FiltersDialog list={list} facets={facets} onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The panel a list shows when it has nothing to list. */
export function EmptyCatalog({
  heading,
  hint,
  action,
}: {
  heading: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-neutral-100 px-6 py-20 text-center">
      <p className="break-words text-2xl font-black">{heading}</p>
      <p className="mt-2 text-neutral-600">{hint}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
