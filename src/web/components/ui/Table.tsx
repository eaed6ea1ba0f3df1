/**
 * A data table in its own horizontal scroller. The scroller is named and focusable, so keyboard
 * users can scroll it (WCAG 2.1.1), and `relative`, so visually hidden labels stay inside it.
 * Nothing is pinned over other columns: at 1280 px and wider the back-office tables fit whole;
 * when a table is wider than its scroller (a phone) a visible line says it scrolls sideways.
 */
import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Classes for header and body cells, tight enough for the ten order columns to fit at 1280 px. */
export const cellClass = {
  head: 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-700',
  body: 'px-2 py-3 align-top',
};

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflows(ref: React.RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export function Table({
  label,
  columns,
  children,
}: {
  label: string;
  /** Header cells: text, or a node (e.g. an abbreviation) with its own classes. */
  columns: readonly (string | { key: string; header: ReactNode; className?: string })[];
  children: ReactNode;
}) {
  const scroller = useRef<HTMLElement>(null);
  const overflows = useOverflows(scroller);
  const hintId = useId();
  return (
    <div>
      {overflows && (
        <p id={hintId} className="mb-2 flex items-center gap-1.5 text-xs font-medium text-neutral-700">
          <MoveHorizontal aria-hidden="true" size={16} />
          Scroll sideways to see every column.
        </p>
      )}
      <section
        ref={scroller}
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        {...keyboardReachable}
        className={`relative overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-neutral-900 ${
          overflows ? 'shadow-[inset_-12px_0_10px_-10px_rgb(0_0_0/0.25)]' : ''
        }`}
      >
        <table className="w-full text-sm">
          <thead className="border-b border-neutral-200 bg-neutral-100">
            <tr>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <th key={column} scope="col" className={cellClass.head}>
                    {column}
                  </th>
                ) : (
                  <th key={column.key} scope="col" className={`${cellClass.head} ${column.className ?? ''}`}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">{children}</tbody>
        </table>
      </section>
    </div>
  );
}

/** A scrollable region must be reachable by keyboard, although a section is not interactive. */
const keyboardReachable = { tabIndex: 0 } as const;
