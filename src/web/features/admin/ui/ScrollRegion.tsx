/** A wide table's horizontal scroller: named, and focusable so keyboard users can scroll it (WCAG 2.1.1). */
import type { ReactNode } from 'react';

/** A scrollable region must be reachable by keyboard, although a section is not interactive. */
const keyboardReachable = { tabIndex: 0 } as const;

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      {...keyboardReachable}
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-neutral-900"
    >
      {children}
    </section>
  );
}
