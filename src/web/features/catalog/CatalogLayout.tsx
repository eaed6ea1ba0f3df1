/** The catalogue's frame: the category switcher beside (or above) a list of products. */
import type { ReactNode } from 'react';
import { CategoryNav } from './CategoryNav';

export function CatalogLayout({ current, children }: { current?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
      <div className="mb-6 lg:mb-0">
        <CategoryNav current={current} />
      </div>
      {children}
    </div>
  );
}
