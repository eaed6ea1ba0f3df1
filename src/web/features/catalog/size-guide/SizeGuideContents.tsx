/**
 * What the Size guide button shows: the dialog (the product's own measurements with their cm / in
 * switch, else the category's chart) and, for a reader without JavaScript, the same tables on the
 * page. Its own chunk, loaded after the product page (docs/decisions/020-lighter-pages.md): none
 * of it is in the first screen until the button is pressed.
 */
import type { ProductMeasurements } from '#shared/measurements-public';
import type { SizeGuide } from '#shared/size-guide-public';
import { Dialog } from '#web/components/ui/Dialog';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Spinner } from '#web/components/ui/Spinner';
import { MeasurementsTable, MeasurementsWithToggle } from './MeasurementsTable';
import { SizeGuideTable } from './SizeGuideTable';
import { useSizeGuide } from './size-guide-api';

/** The tables a reader without JavaScript gets on the page (rendered by the server only). */
export function SizeGuideNoscript({ own, served }: { own?: ProductMeasurements; served?: SizeGuide }) {
  if (own && own.sizes.length > 0)
    return (
      <section aria-label="Size guide" className="py-2">
        <MeasurementsTable measurements={own} unit="cm" />
        <MeasurementsTable measurements={own} unit="inches" />
      </section>
    );
  if (!served) return null;
  return (
    <section aria-label="Size guide" className="py-2">
      <SizeGuideIntro label={served.label} />
      <SizeGuideTable guide={served} />
    </section>
  );
}

export function SizeGuideDialog({
  own,
  category,
  onClose,
}: {
  own?: ProductMeasurements;
  category: string;
  onClose: () => void;
}) {
  return (
    <Dialog title="Size guide" onClose={onClose} closeLabel="Close">
      {own && own.sizes.length > 0 ? (
        <MeasurementsWithToggle measurements={own} />
      ) : (
        <SizeGuideContent category={category} />
      )}
    </Dialog>
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
