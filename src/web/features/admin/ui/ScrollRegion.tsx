/**
 * A wide table's horizontal scroller: named, and focusable so keyboard users can scroll it
 * (WCAG 2.1.1). It is `relative` so visually hidden labels (absolutely positioned) stay inside
 * it instead of widening the page.
 */
import type { ReactNode } from 'react';

/** A scrollable region must be reachable by keyboard, although a section is not interactive. */
const keyboardReachable = { tabIndex: 0 } as const;

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      {...keyboardReachable}
      className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-neutral-900"
    >
      {children}
    </section>
  );
}

/** Classes for a table's last column that stays in view while the rest scrolls sideways. */
export const stickyEnd = 'sticky right-0 bg-white shadow-[-1px_0_0_var(--color-neutral-200)]';
export const stickyEndHead = 'sticky right-0 bg-neutral-100 shadow-[-1px_0_0_var(--color-neutral-200)]';
