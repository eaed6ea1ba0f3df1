/**
 * The catalogue's frame, for a category and for a search alike: the category switcher beside (or
 * above) the page's heading and its list of products. The heading also names the browser tab.
 */
import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/PageHead';
import { CategoryNav } from './CategoryNav';

export function CatalogLayout({
  current,
  title,
  children,
}: {
  /** The category to mark as current, if the page shows one. */
  current?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
      <PageTitle title={title} />
      <div className="mb-6 lg:mb-0">
        <CategoryNav current={current} />
      </div>
      <section aria-labelledby="catalog-title">
        <h1 id="catalog-title" className="mb-6 break-words text-3xl font-black tracking-tight">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** The panel a list shows when it has nothing to list. */
export function EmptyCatalog({ heading, hint }: { heading: string; hint: string }) {
  return (
    <div className="rounded-xl bg-neutral-100 px-6 py-20 text-center">
      <p className="break-words text-2xl font-black">{heading}</p>
      <p className="mt-2 text-neutral-600">{hint}</p>
    </div>
  );
}
