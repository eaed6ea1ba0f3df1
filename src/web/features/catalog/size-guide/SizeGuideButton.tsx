/**
 * "Size guide" on the product page: opens the product's own measurements when it has them
 * (with a cm / in switch, docs/product.md "Fit confidence"), else the category's chart, in the kit's dialog, which Esc
 * and its Close button shut; the dialog then gives the focus back to this button. A reader
 * without JavaScript gets the chart on the page itself (the server renders it from the guide it
 * loaded for the page; docs/decisions/023-server-rendering.md).
 */
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Spinner } from '#web/components/ui/Spinner';
import { MeasurementsTable, MeasurementsWithToggle } from './MeasurementsTable';
import { useProductMeasurements } from './product-measurements-api';
import { SizeGuideTable } from './SizeGuideTable';
import { useInitialSizeGuide, useSizeGuide } from './size-guide-api';

export function SizeGuideButton({ category, itemId }: { category: string; itemId: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const served = useInitialSizeGuide(category);
  const { data: own } = useProductMeasurements(itemId);
  const hasOwn = (own?.sizes.length ?? 0) > 0;
  return (
    <>
      {hasOwn && own && (
        <noscript>
          <section aria-label="Size guide" className="py-2">
            <MeasurementsTable measurements={own} unit="cm" />
            <MeasurementsTable measurements={own} unit="inches" />
          </section>
        </noscript>
      )}
      {!hasOwn && served && (
        <noscript>
          <section aria-label="Size guide" className="py-2">
            <SizeGuideIntro label={served.label} />
            <SizeGuideTable guide={served} />
          </section>
        </noscript>
      )}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ruler aria-hidden="true" size={18} />
        Size guide
      </Button>
      {open && (
        <Dialog title="Size guide" onClose={close} closeLabel="Close">
          {hasOwn && own ? (
            <MeasurementsWithToggle measurements={own} />
          ) : (
            <SizeGuideContent category={category} />
          )}
        </Dialog>
      )}
    </>
  );
}

function SizeGuideContent({ category }: { category: string }) {
  const { data: guide, error } = useSizeGuide(category);
  if (error) return <ErrorNotice>{errorText(error)}</ErrorNotice>;
  if (!guide) return <Spinner label="Loading the size chart" />;
  return (
    <>
      <SizeGuideIntro label={guide.label} />
      <SizeGuideTable guide={guide} />
    </>
  );
}

function SizeGuideIntro({ label }: { label: string }) {
  return (
    <p className="mb-3 text-sm text-neutral-700">
      {label}: garment measurements in inches (in) and centimetres (cm). Chest is measured all round, length
      from the shoulder.
    </p>
  );
}
