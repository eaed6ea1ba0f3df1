/**
 * "Size guide" on the product page: opens the product's own measurements when it has them
 * (with a cm / in switch, docs/product.md "Fit confidence"), else the category's chart, in the kit's dialog, which Esc
 * and its Close button shut; the dialog then gives the focus back to this button. A reader
 * without JavaScript gets the chart on the page itself (the server renders it from the guide it
 * loaded for the page; docs/decisions/023-server-rendering.md).
 *
 * The tables and the dialog are a chunk of their own (SizeGuideContents.tsx), fetched once the
 * page has hydrated, so they stay out of the page's first download (docs/decisions/020). The
 * server waits for it to render the no-script tables; a browser never renders a <noscript>'s
 * children, so it loads the chunk only for the dialog.
 */
import { Ruler } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { useProductMeasurements } from './product-measurements-api';
import { useInitialSizeGuide } from './size-guide-api';

const loadContents = () => import('./SizeGuideContents');
const SizeGuideNoscript = lazy(() => loadContents().then((m) => ({ default: m.SizeGuideNoscript })));
const SizeGuideDialog = lazy(() => loadContents().then((m) => ({ default: m.SizeGuideDialog })));

export function SizeGuideButton({ category, itemId }: { category: string; itemId: string }) {
  const [open, setOpen] = useState(false);
  const served = useInitialSizeGuide(category);
  const { data: own } = useProductMeasurements(itemId);
  useEffect(() => {
    void loadContents();
  }, []);
  return (
    <>
      {((own?.sizes.length ?? 0) > 0 || served) && (
        <noscript>
          <Suspense fallback={null}>
            <SizeGuideNoscript own={own} served={served} />
          </Suspense>
        </noscript>
      )}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ruler aria-hidden="true" size={18} />
        Size guide
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog own={own} category={category} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
