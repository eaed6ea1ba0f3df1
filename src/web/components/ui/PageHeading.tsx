/** A page's h1 with room on the right for its controls (e.g. a filter). */
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-black tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
