/**
 * A style's colours in the order the shop shows their swatches (BUSINESS.md section 11): each with
 * its photo, swatch, stock and links to its product; moved up or down here, then saved at once.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SIZES } from '#shared/constants';
import { paths } from '#shared/paths';
import type { AdminStyleJson } from '#shared/styles';
import { Badge } from '#web/components/ui/Badge';
import { Button, IconButton, textLink } from '#web/components/ui/Button';
import { ErrorNotice } from '#web/components/ui/Notice';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { reasonOf } from '../admin-api';
import { moveItem } from './style-form';
import { reorderColours } from './styles-api';

type StyleColour = AdminStyleJson['colours'][number];

export function StyleColoursOrder({
  style,
  onSaved,
}: {
  style: AdminStyleJson;
  onSaved: (style: AdminStyleJson, message: string) => void;
}) {
  const [order, setOrder] = useState<StyleColour[]>(style.colours);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const changed = order.some((colour, index) => colour.itemId !== style.colours[index]?.itemId);

  async function save() {
    setBusy(true);
    setRefusal('');
    try {
      const saved = await reorderColours(
        style.id,
        order.map((colour) => colour.itemId),
      );
      onSaved(saved, 'The new order of the colours is saved.');
    } catch (err) {
      setRefusal(reasonOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="style-colours"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id="style-colours" className="mb-3 text-lg font-bold">
        Colours, in the shop's order
      </h2>
      <ol className="divide-y divide-neutral-200" aria-label="Colours of the style">
        {order.map((colour, index) => {
          const label = colour.colour?.name ?? colour.name;
          const stock = SIZES.reduce((sum, size) => sum + (colour.size[size] ?? 0), 0);
          return (
            <li key={colour.itemId} className="flex items-center gap-3 py-3">
              {/* Wrapped: the picture's <source> elements would each take a gap of the row. */}
              <div className="shrink-0">
                <ProductThumb src={colour.image} alt="" size="row" />
              </div>
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full border border-neutral-400"
                style={{ background: colour.colour?.hex ?? 'transparent' }}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {label}
                  {colour.hidden && (
                    <span className="ml-2 align-middle">
                      <Badge>Hidden</Badge>
                    </span>
                  )}
                </p>
                <p className="text-sm text-neutral-700">
                  {colour.colour ? `${colour.colour.hex} · ${colour.colour.family} · ` : ''}
                  {stock} in stock
                </p>
                <p className="text-sm">
                  <Link to={paths.adminEditProduct(colour.itemId)} className={textLink}>
                    Edit<span className="sr-only"> {colour.name}</span>
                  </Link>
                </p>
              </div>
              <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                <IconButton
                  aria-label={`Move ${label} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => setOrder((list) => moveItem(list, index, -1))}
                  className="disabled:opacity-40"
                >
                  <ArrowUp aria-hidden="true" size={18} />
                </IconButton>
                <IconButton
                  aria-label={`Move ${label} down`}
                  title="Move down"
                  disabled={index === order.length - 1}
                  onClick={() => setOrder((list) => moveItem(list, index, 1))}
                  className="disabled:opacity-40"
                >
                  <ArrowDown aria-hidden="true" size={18} />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <ErrorNotice className="mt-3">{refusal}</ErrorNotice>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={save} disabled={!changed || busy}>
          {busy ? 'Saving…' : 'Save order'}
        </Button>
        {changed && (
          <Button variant="secondary" onClick={() => setOrder(style.colours)}>
            Undo changes
          </Button>
        )}
        {style.colours[0] && (
          <a
            href={paths.product(style.colours[0].itemId)}
            className={`${textLink} self-center`}
            target="_blank"
            rel="noopener"
          >
            See it in the shop
          </a>
        )}
      </div>
    </section>
  );
}
