/**
 * The product page's notify me (docs/product.md section 19), for the sizes it shows struck through
 * (every size when the product is sold out): a heading and a button; the form itself is its own
 * chunk, loaded when asked for, so the product page's first JavaScript stays within its budget
 * (decisions/020).
 */
import { lazy, Suspense, useState } from 'react';
import type { ProductJson } from '#shared/catalog';
import { DETAIL_PAGE_SIZES } from '#shared/constants';
import { Button } from '#web/components/ui/Button';

const NotifyMeForm = lazy(() =>
  import('./NotifyMeForm').then((module) => ({ default: module.NotifyMeForm })),
);

export function SoldOutSizesNotifyMe({ product }: { product: Pick<ProductJson, 'itemId' | 'sizesInStock'> }) {
  const [open, setOpen] = useState(false);
  const soldOut = DETAIL_PAGE_SIZES.filter((size) => !product.sizesInStock.includes(size));
  if (soldOut.length === 0) return null;
  return (
    <section aria-labelledby="notify-me-heading" className="rounded-lg border border-neutral-300 p-4">
      <h2 id="notify-me-heading" className="text-base font-bold">
        Sold out in your size?
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Leave your mobile number or email and we will tell you once when it is back.
      </p>
      {open ? (
        <Suspense fallback={<p className="mt-3 text-sm text-neutral-700">Loading…</p>}>
          <NotifyMeForm itemId={product.itemId} soldOutSizes={soldOut} />
        </Suspense>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
          Notify me when it is back
        </Button>
      )}
    </section>
  );
}
