/**
 * "Size guide" on the product page: opens the category's chart in the kit's dialog, which Esc
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
import { SizeGuideTable } from './SizeGuideTable';
import { useInitialSizeGuide, useSizeGuide } from './size-guide-api';

export function SizeGuideButton({ category }: { category: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const served = useInitialSizeGuide(category);
  return (
    <>
      {served && (
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
          <SizeGuideContent category={category} />
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
