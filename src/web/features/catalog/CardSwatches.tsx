/**
 * A catalogue card's colours (BUSINESS.md section 11): up to five swatches and "+N" for the rest.
 * Each is a button that swaps the card's photo and link to that colour; the card's own link stays
 * the way to a colour's page, so the swatches are an extra, not a requirement (JavaScript off, the
 * card still opens the colour it shows).
 */
import type { ColourSwatch } from '#shared/colours';
import { SwatchCircle } from './ColourSwatches';

export const CARD_SWATCHES = 5;

export function CardSwatches({
  colours,
  shown,
  name,
  onShow,
}: {
  colours: readonly ColourSwatch[];
  /** The item id whose photo the card shows. */
  shown: string;
  /** The card's product name, naming the group for screen readers. */
  name: string;
  onShow: (itemId: string) => void;
}) {
  if (colours.length < 2) return null;
  const more = colours.length - CARD_SWATCHES;
  return (
    <fieldset aria-label={`Colours of ${name}`} className="mt-2 flex min-w-0 flex-wrap items-center gap-1">
      {colours.slice(0, CARD_SWATCHES).map((colour) => (
        <button
          key={colour.itemId}
          type="button"
          aria-pressed={colour.itemId === shown}
          onClick={() => onShow(colour.itemId)}
          title={colour.inStock ? colour.name : `${colour.name} (sold out)`}
          className="group flex h-7 w-7 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-neutral-950"
        >
          <SwatchCircle hex={colour.hex} soldOut={!colour.inStock} current={colour.itemId === shown} small />
          <span className="sr-only">
            {colour.name}
            {colour.inStock ? '' : ', sold out'}
          </span>
        </button>
      ))}
      {more > 0 && (
        <span className="px-1 text-xs font-semibold text-neutral-700">
          +{more}
          <span className="sr-only"> more colours</span>
        </span>
      )}
    </fieldset>
  );
}

/** The card's name for another colour: "Midnight Black Oversized Tee" -> "Olive Oversized Tee". */
export function nameInColour(name: string, from: string | undefined, to: string): string {
  return from && name.includes(from) ? name.replace(from, to) : name;
}
