/**
 * What became of each order sent to the courier (docs/product.md, "Shipping"): shipped with its
 * AWB, or why not. It appears above the table, so each new result is scrolled into view and
 * focused (use-reveal.ts): an owner who clicked "Ship with courier" far down the table would
 * otherwise never see the refusal. A refusal is an alert; an all-shipped result a status.
 */
import { useRef } from 'react';
import type { ShipSelectionResult } from '#shared/shipping';
import { Button } from '#web/components/ui/Button';
import { useReveal } from '#web/components/ui/use-reveal';

export function ShipResults({ result, onClose }: { result: ShipSelectionResult; onClose(): void }) {
  const ref = useRef<HTMLElement>(null);
  useReveal(ref, result, { focus: true });
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="ship-results-title"
      className="mb-4 scroll-my-4 rounded-lg border border-neutral-300 bg-white p-4 focus:outline-none"
      role={result.failed > 0 ? 'alert' : 'status'}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="ship-results-title" className="font-semibold">
          Shipped {result.shipped} of {result.results.length}
          {result.failed > 0 ? ` · ${result.failed} not shipped` : ''}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {result.results.map((row) => (
          <li key={row.orderId} className={row.outcome === 'shipped' ? 'text-green-800' : 'text-red-700'}>
            <span className="font-medium">{row.orderId}</span>:{' '}
            {row.outcome === 'shipped' ? `${row.courier}, AWB ${row.awb}` : row.reason}
          </li>
        ))}
      </ul>
      {result.pickup && <p className="mt-2 text-sm text-neutral-700">{result.pickup.message}</p>}
    </section>
  );
}
